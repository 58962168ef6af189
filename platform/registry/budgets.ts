/**
 * What each app of the registry may cost on a page, as `npm run bench` measures it (issue 13, item 5):
 * - `jsKB`: JavaScript transferred (gzip) from the app's files while the page loads;
 * - `mainThreadMs`: Lighthouse's `bootup-time` for those files (script evaluation + parse/compile, mobile,
 *   4× CPU slowdown as Lighthouse reports it).
 * One entry per app id of the registry (`budgets.test.ts` checks it). A page loads the shell and the areas it
 * composes; the shell plus any one area stays within the page's JS budget (`pageJsBudgetKB`), so a page of
 * one area that meets its area budgets meets the page budget too (a page composing several areas is still
 * held to the page total).
 */
import type { ReleaseTarget } from './apps';

export interface AppBudget {
  jsKB: number;
  mainThreadMs: number;
}

/** JavaScript (gzip transfer) any one page may load, all apps together. */
export const pageJsBudgetKB = 170;

export const appBudgets: Record<ReleaseTarget, AppBudget> = {
  shell: { jsKB: 100, mainThreadMs: 400 },
  software: { jsKB: 40, mainThreadMs: 150 },
  solutions: { jsKB: 40, mainThreadMs: 150 },
  support: { jsKB: 40, mainThreadMs: 150 },
  news: { jsKB: 40, mainThreadMs: 150 },
  legal: { jsKB: 40, mainThreadMs: 150 },
};
