/**
 * What `npm run bench` prints: a row per route with each figure of the page beside the same figure of the page
 * with its scripts blocked (`page/blocked`) and both runs' benchmarkIndex; a row per route with the cost of the
 * shell and of each area; then the pages that break a budget. ✖ marks a figure that breaks its budget.
 */
import { releaseTargets, type ReleaseTarget } from 'platform/registry/apps';
import { appBudgets } from 'platform/registry/budgets';
import type { Cost } from './areaCost';
import { brokenAppBudgets, failures, routeBudgets, type Figure } from './budgets';
import type { Category, Metrics } from './lighthouseRun';
import type { BenchResults, RouteResult, RunFigures } from './resultsFile';
import { anyJudged, describeTtiRuns, judgedFromIndex, ttiNextFactor, ttiRunsOf, withinInEveryRun } from './ttiRuns';

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const pair = (format: (value: number) => string, unit = '') => (page: number, blocked: number) => `${format(page)}/${format(blocked)}${unit}`;

const scoreOf = (figures: RunFigures, figure: Figure) => (figure in figures.scores ? figures.scores[figure as Category] : figures.metrics[figure as keyof Metrics]);

/** Figures shown page/blocked; JS is the page's alone (the blocked page loads none). */
const columns: { label: string; figure: Figure; format: (page: number, blocked: number) => string }[] = [
  { label: 'perf', figure: 'performance', format: pair(String) },
  { label: 'LCP', figure: 'lcpMs', format: pair(seconds, ' s') },
  { label: 'TBT', figure: 'tbtMs', format: pair((ms) => String(Math.round(ms)), ' ms') },
  { label: 'TTI', figure: 'ttiMs', format: pair(seconds, ' s') },
  { label: 'CLS', figure: 'cls', format: pair((cls) => cls.toFixed(3)) },
  { label: 'FCP', figure: 'fcpMs', format: pair(seconds, ' s') },
  { label: 'JS', figure: 'jsKB', format: (kb) => `${kb.toFixed(1)} KB` },
  { label: 'a11y', figure: 'accessibility', format: (score) => String(score) },
  { label: 'BP', figure: 'best-practices', format: (score) => String(score) },
  { label: 'SEO', figure: 'seo', format: (score) => String(score) },
];

const marked = (text: string, broken: boolean) => `${text}${broken ? ' ✖' : '  '}`;

function routeLabel(route: RouteResult, since?: string) {
  const earlier = since !== undefined && route.measuredAt < since;
  return `${route.path}${route.kind === 'article' ? ' (article)' : ''}${earlier ? ` [${route.measuredAt.slice(0, 10)}]` : ''}`;
}

export function aligned(header: string[], rows: string[][]): string {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The longest start task of any of the page's runs (startTasks.ts), '–' when no run's was read. */
export function longestStartTaskCell(route: RouteResult): string {
  const measured = (route.perRun.page.longestStartTaskMs ?? []).filter((ms): ms is number => typeof ms === 'number');
  return measured.length ? `${Math.max(...measured).toFixed(1)} ms` : '–';
}

/**
 * Page vs blocked figures, one row per route, the longest start task beside the TTI. `since`: entries measured
 * before it are marked as earlier figures.
 */
export function formatTable(routes: RouteResult[], since?: string): string {
  const ttiColumn = columns.findIndex((column) => column.figure === 'ttiMs') + 1;
  const header = ['route', ...columns.map((column) => `${column.label}  `), 'benchmarkIndex', 'runs'];
  header.splice(ttiColumn + 1, 0, 'start task');
  const rows = routes.map((route) => {
    const brokenFigures = new Set(routeBudgets.filter((budget) => route.broken.includes(budget.name)).map((budget) => budget.figure));
    const row = [
      routeLabel(route, since),
      ...columns.map(({ figure, format }) => marked(format(scoreOf(route.page, figure), scoreOf(route.blocked, figure)), brokenFigures.has(figure))),
      `${route.page.benchmarkIndex}/${route.blocked.benchmarkIndex}`,
      String(route.runs),
    ];
    row.splice(ttiColumn + 1, 0, longestStartTaskCell(route));
    return row;
  });
  return aligned(header, rows);
}

/** Each page's TTI ratio run by run (ttiRuns.ts), one line per page measured since `since`. */
export const ttiRunLines = (routes: RouteResult[], since: string) =>
  routes.filter((route) => route.measuredAt >= since).map((route) => `${routeLabel(route)}: ${describeTtiRuns(ttiRunsOf(route.perRun))}`);

/**
 * How many pages measured since `since` are within the next step (1.25 ×) in every run, of those the TTI budget
 * judged, naming the others and the pages it could not judge.
 */
export function nextStepLine(routes: RouteResult[], since: string): string {
  const measured = routes.filter((route) => route.measuredAt >= since);
  const judged = measured.filter((route) => anyJudged(ttiRunsOf(route.perRun)));
  const beyond = judged.filter((route) => !withinInEveryRun(ttiRunsOf(route.perRun), ttiNextFactor));
  const notJudged = measured.filter((route) => !judged.includes(route));
  return (
    `${judged.length - beyond.length} of ${judged.length} pages within ${ttiNextFactor} × the blocked page's TTI in every run (the next step)` +
    (beyond.length ? `; not: ${beyond.map((route) => route.path).join(', ')}` : '') +
    (notJudged.length ? `; not judged (no run at benchmarkIndex ≥ ${judgedFromIndex}): ${notJudged.map((route) => route.path).join(', ')}` : '')
  );
}

/** `KB ms` padded so both line up down a column; a dash for an app the page does not load. */
const costCell = (cost: Cost, broken: Set<keyof Cost>) =>
  cost.jsKB === 0 && cost.mainThreadMs === 0
    ? '–  '
    : `${marked(`${cost.jsKB.toFixed(1)} KB`.padStart(8), broken.has('jsKB'))} ${marked(`${cost.mainThreadMs} ms`.padStart(7), broken.has('mainThreadMs'))}`;

/** JS and main-thread time of the shell and each area (budget in the header), one row per route. */
export function formatCostTable(routes: RouteResult[], since?: string): string {
  const header = ['route', ...releaseTargets.map((app) => `${app} ≤${appBudgets[app].jsKB} KB ≤${appBudgets[app].mainThreadMs} ms  `), 'unattributed  '];
  const rows = routes.map((route) => {
    const broken = brokenAppBudgets(route.cost);
    const brokenOf = (app: ReleaseTarget) => new Set(broken.filter((entry) => entry.app === app).map((entry) => entry.figure));
    return [
      routeLabel(route, since),
      ...releaseTargets.map((app) => costCell(app === 'shell' ? route.cost.shell : route.cost.areas[app], brokenOf(app))),
      costCell(route.cost.unattributed, new Set()),
    ];
  });
  return aligned(header, rows);
}

/** Page and blocked medians of benchmarkIndex further apart than this: the pair saw different machine states. */
export const unevenPairRatio = 1.5;

/** A warning per page whose page and blocked runs saw a very different machine (their comparison is unreliable). */
export function unevenPairs(routes: RouteResult[]): string[] {
  return routes
    .filter((route) => Math.max(route.page.benchmarkIndex, route.blocked.benchmarkIndex) > unevenPairRatio * Math.min(route.page.benchmarkIndex, route.blocked.benchmarkIndex))
    .map((route) => `${route.path}: benchmarkIndex ${route.page.benchmarkIndex} (page) against ${route.blocked.benchmarkIndex} (blocked): the machine's load changed between the runs; measure it again`);
}

const ttiBudget = routeBudgets.find((budget) => budget.figure === 'ttiMs')?.name;

/** For each page of this run that breaks the TTI budget, what set its TTI in the run kept (ttiCause.ts). */
export const ttiCauses = (routes: RouteResult[], since: string) =>
  routes.filter((route) => route.measuredAt >= since && !!ttiBudget && route.broken.includes(ttiBudget) && route.findings?.tti).map((route) => `${route.path}: ${route.findings?.tti}`);

/** What the run on a busy machine's lines are prefixed with. */
export const busyLabel = 'beside a busy core';

/** Every page of this run that breaks a budget, on the quiet machine and beside the busy core (what makes `npm run bench` exit 1). */
export const failureLines = (results: BenchResults, since: string) => [
  ...failures(results.routes, since),
  ...failures(results.busyRoutes ?? [], since).map((line) => `${busyLabel}: ${line}`),
];

/** One phase's tables and TTI lines: the pages alone, or beside the busy core. */
function formatPhase(routes: RouteResult[], since: string, title: string): string[] {
  const runs = [...new Set(routes.map((route) => route.runs))].join('/');
  return [
    `\n${title}: Lighthouse mobile, median of ${runs} run(s) of each page and of the same page with its scripts blocked, alternating`,
    '(page/blocked; start task: the longest of any page run, navigation to the app live; ✖ breaks a budget; [date]: not measured this run, not checked)\n',
    formatTable(routes, since),
    '\nCost per app on each page: JS (gzip size of the scripts loaded) and main-thread time (script evaluation + parse/compile, Lighthouse bootup-time)\n',
    formatCostTable(routes, since),
    "\nTTI ÷ the blocked page's, run by run (each page run against the blocked run beside it):",
    ...ttiRunLines(routes, since).map((line) => `  ${line}`),
    nextStepLine(routes, since),
  ];
}

/** Both phases' tables, then every page of this run that breaks a budget (what makes `npm run bench` exit 1). */
export function formatSummary(results: BenchResults, since: string): string {
  const failing = failureLines(results, since);
  const busy = (results.busyRoutes ?? []).filter((route) => route.measuredAt >= since);
  return [
    ...(results.routes.some((route) => route.measuredAt >= since) || !busy.length ? formatPhase(results.routes, since, 'The pages') : []),
    ...(busy.length ? formatPhase(busy, since, `The pages ${busyLabel} (a process that keeps one core busy, started and stopped by the bench)`) : []),
    `\nBudgets: ${routeBudgets.map((budget) => budget.name).join(', ')}; per app as in the header (platform/registry/budgets.ts).`,
    ...(failing.length ? failing.map((line) => `✖ ${line}`) : ['✔ met on every page measured in this run']),
    ...ttiCauses(results.routes, since).map((line) => `  ${line}`),
    ...ttiCauses(busy, since).map((line) => `  ${busyLabel}: ${line}`),
    ...unevenPairs(results.routes).map((line) => `⚠ ${line}`),
    ...unevenPairs(busy).map((line) => `⚠ ${busyLabel}: ${line}`),
  ].join('\n');
}
