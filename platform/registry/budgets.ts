/**
 * What each app of the registry may cost on a page, as `npm run bench` measures it (its cost per area,
 * bench/src/areaCost.ts):
 * - `jsKB`: the gzip size of the app's scripts the page loaded (bench/src/scriptSizes.ts);
 * - `mainThreadMs`: Lighthouse's `bootup-time` for those files (script evaluation + parse/compile, mobile,
 *   4× CPU slowdown as Lighthouse reports it).
 * One entry per app id of the registry (`budgets.test.ts` checks it). Each is the most the app cost on any page
 * when it was set, plus a small margin, so a change that makes an app heavier than today fails the benchmark
 * naming the app:
 * - JS (the same bytes on every machine): the 2026-11-26 run (bench/results.json), plus
 *   about 5 %. The shell's figure includes what
 *   it loads for a page (the home page's chunk 9 KB, TanStack Query 11 KB on the news pages, sonner 9.5 KB with a form).
 * - main-thread time (it follows the machine): the 2026-11-25 run's medians of three runs on a busy machine
 *   (benchmarkIndex 893–1,726), plus about 10 %; a quiet machine measures a half or less.
 * The shell plus the largest area is more than the page's budget: a page's total is held to `pageJsBudgetKB` on its own.
 */
import { newsPath } from 'shared/newsPaths';
import type { ReleaseTarget } from './apps';

export interface AppBudget {
  jsKB: number;
  mainThreadMs: number;
}

/** JavaScript (gzip size of every script the page loaded) any one page may load, all apps together. */
export const pageJsBudgetKB = 170;

/**
 * Room a page keeps under `pageJsBudgetKB` for what is coming: the field reporter every page loads grows with the
 * canary verdict's work (error frames, in-app views). Held on the heaviest page, the news list (166.3 KB on
 * 2026-12-07), so the code it loads cannot take that room for itself.
 */
export const pageJsRoom: readonly { path: string; kB: number }[] = [{ path: newsPath, kB: 3 }];

/** The most JavaScript the page at `path` may load: the page budget less the room it keeps. */
export const pageJsBudgetOf = (path: string): number =>
  pageJsBudgetKB - pageJsRoom.filter((room) => room.path === path).reduce((sum, room) => sum + room.kB, 0);

export const appBudgets: Record<ReleaseTarget, AppBudget> = {
  // JS 134.5 KB on an area's page, 146.2 on the home page; main thread 727 ms at most (/support/get-help, 2026-11-25).
  shell: { jsKB: 153.5, mainThreadMs: 800 },
  // 31.0 KB (/software/guest-engagement); 114 ms.
  software: { jsKB: 32.5, mainThreadMs: 125 },
  // 29.1 KB (/solutions/by-technology); 132 ms.
  solutions: { jsKB: 30.5, mainThreadMs: 145 },
  // 26.3 KB (/support/get-help, /support/community); 156 ms.
  support: { jsKB: 27.5, mainThreadMs: 170 },
  // 23.5 KB (the news list; the article's body renderers load only in the tab since 2026-11-26); 96 ms.
  news: { jsKB: 24.5, mainThreadMs: 105 },
  // 23.4 KB (/privacy-policy); 90 ms.
  legal: { jsKB: 24.5, mainThreadMs: 100 },
};
