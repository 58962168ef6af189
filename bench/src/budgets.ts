/**
 * The budgets the benchmark checks on each measured page, on the
 * median figures of the page and of the same page with its scripts blocked, measured in the same run:
 * - TBT ≤ the blocked page's TBT + 100 ms: the time figures follow the machine (the blocked page alone had TBT
 *   0–177 ms on busy machines), so the scripts are judged by what they add to the floor measured beside them;
 * - TTI ≤ 1.5 × the blocked page's TTI in every run, each page run against the blocked run beside it, at any
 *   benchmarkIndex from 1,500 (ttiRuns.ts: a page whose every run was slower than that is not shown to meet it);
 *   performance ≥ 95;
 * - LCP ≤ the blocked page's LCP + 50 ms and CLS ≤ the blocked page's CLS + 0.001: the scripts may not delay
 *   the largest paint nor move anything. Both sides are measured, so each gets a tolerance about the size
 *   of their noise: the median LCP of the same page moved by 20–50 ms between runs of one machine (three
 *   frames at 60 Hz), and 0.001 is below what Lighthouse displays (two decimals);
 * - JS ≤ 170 KB gzip (`pageJsBudgetKB`: the gzip size of every script the page loaded, all apps together;
 *   React and Module Federation 2 alone take about 119 KB), less the room a page keeps for what is coming
 *   (`pageJsRoom`: 3 KB on the news list);
 * - accessibility, best practices and SEO 100;
 * - per app (shell and each area, `platform/registry/budgets.ts`): its JS and its main-thread time on the page.
 */
import { releaseTargets, type ReleaseTarget } from 'platform/registry/apps';
import { appBudgets, pageJsBudgetKB, pageJsRoom } from 'platform/registry/budgets';
import type { Cost, PageCost } from './areaCost';
import type { Category, Metrics, Sample } from './lighthouseRun';
import { anyJudged, judgedFromIndex, ttiFactor, withinInEveryRun, type TtiRuns } from './ttiRuns';

/** A figure of the table; a budget names the figure it constrains, so the table can mark the cell. */
export type Figure = Category | keyof Metrics;

export const lcpToleranceMs = 50;
export const clsTolerance = 0.001;
export const tbtAllowanceMs = 100;

export interface Pair {
  /** The page's path (a budget may hold one page to more). */
  path: string;
  page: Sample;
  blocked: Sample;
  /** Each page run's TTI beside the blocked run's (the TTI budget holds in every run, not in the medians). */
  ttiRuns: TtiRuns;
}

export interface Budget {
  name: string;
  figure: Figure;
  met(pair: Pair): boolean;
}

const score = (category: Category, min: number, label: string): Budget => ({
  name: `${label} ${min === 100 ? '100' : `≥ ${min}`}`,
  figure: category,
  met: ({ page }) => page.scores[category] >= min,
});

export const routeBudgets: Budget[] = [
  score('performance', 95, 'performance'),
  { name: `TBT ≤ blocked TBT + ${tbtAllowanceMs} ms`, figure: 'tbtMs', met: ({ page, blocked }) => page.metrics.tbtMs <= blocked.metrics.tbtMs + tbtAllowanceMs },
  { name: `TTI ≤ ${ttiFactor} × blocked TTI in every run`, figure: 'ttiMs', met: ({ ttiRuns }) => !anyJudged(ttiRuns) || withinInEveryRun(ttiRuns, ttiFactor) },
  { name: `a run at benchmarkIndex ≥ ${judgedFromIndex}`, figure: 'ttiMs', met: ({ ttiRuns }) => anyJudged(ttiRuns) },
  { name: `LCP ≤ blocked LCP + ${lcpToleranceMs} ms`, figure: 'lcpMs', met: ({ page, blocked }) => page.metrics.lcpMs <= blocked.metrics.lcpMs + lcpToleranceMs },
  // Rounded: the medians are kept to four decimals, and 0.1 + 0.001 is not 0.101 in floating point.
  { name: `CLS ≤ blocked CLS + ${clsTolerance}`, figure: 'cls', met: ({ page, blocked }) => Math.round((page.metrics.cls - blocked.metrics.cls) * 1e6) <= clsTolerance * 1e6 },
  { name: `JS ≤ ${pageJsBudgetKB} KB gzip`, figure: 'jsKB', met: ({ page }) => page.metrics.jsKB <= pageJsBudgetKB },
  ...pageJsRoom.map(
    (room): Budget => ({
      name: `${room.kB} KB of JS room on ${room.path}`,
      figure: 'jsKB',
      met: ({ path, page }) => path !== room.path || page.metrics.jsKB <= pageJsBudgetKB - room.kB,
    }),
  ),
  score('accessibility', 100, 'accessibility'),
  score('best-practices', 100, 'best practices'),
  score('seo', 100, 'SEO'),
];

/** The route budgets these figures break (a figure Lighthouse could not measure, NaN, breaks its budget). */
export function brokenRouteBudgets(pair: Pair): Budget[] {
  return routeBudgets.filter((budget) => !budget.met(pair));
}

export interface BrokenAppBudget {
  app: ReleaseTarget;
  figure: keyof Cost;
  name: string;
}

const costOf = (cost: PageCost, app: ReleaseTarget): Cost => (app === 'shell' ? cost.shell : cost.areas[app]);

/** Each app budget the page's cost breaks, named with the app, the figure and its budget. */
export function brokenAppBudgets(cost: PageCost): BrokenAppBudget[] {
  return releaseTargets.flatMap((app) => {
    const { jsKB, mainThreadMs } = costOf(cost, app);
    const budget = appBudgets[app];
    return [
      ...(jsKB > budget.jsKB ? [{ app, figure: 'jsKB' as const, name: `${app}: JS ${jsKB} KB > ${budget.jsKB} KB` }] : []),
      ...(mainThreadMs > budget.mainThreadMs ? [{ app, figure: 'mainThreadMs' as const, name: `${app}: main thread ${mainThreadMs} ms > ${budget.mainThreadMs} ms` }] : []),
    ];
  });
}

/** Everything a measured page breaks: the route budgets' names, then the app budgets'. */
export function brokenBudgets(pair: Pair, cost: PageCost): string[] {
  return [...brokenRouteBudgets(pair).map((budget) => budget.name), ...brokenAppBudgets(cost).map((broken) => broken.name)];
}

/** One line per page measured in this run that breaks a budget, naming the page and what it breaks. */
export function failures(routes: { path: string; measuredAt: string; broken: string[] }[], since: string): string[] {
  return routes.filter((route) => route.measuredAt >= since && route.broken.length).map((route) => `${route.path}: ${route.broken.join(', ')}`);
}

/** `npm run bench`'s exit code: 1 when a page measured in this run breaks a budget, else 0. */
export const exitCodeOf = (failureLines: string[]) => (failureLines.length ? 1 : 0);
