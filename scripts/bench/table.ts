/** The table `npm run bench` prints: a row per route, a ✖ beside each figure that breaks its budget. */
import { routeBudgets, type Figure } from './budgets';
import type { BenchResults, RouteResult } from './resultsFile';

const columns: { label: string; figure: Figure; format: (value: number) => string }[] = [
  { label: 'perf', figure: 'performance', format: String },
  { label: 'a11y', figure: 'accessibility', format: String },
  { label: 'BP', figure: 'best-practices', format: String },
  { label: 'SEO', figure: 'seo', format: String },
  { label: 'FCP', figure: 'fcpMs', format: (ms) => `${(ms / 1000).toFixed(2)} s` },
  { label: 'LCP', figure: 'lcpMs', format: (ms) => `${(ms / 1000).toFixed(2)} s` },
  { label: 'TBT', figure: 'tbtMs', format: (ms) => `${Math.round(ms)} ms` },
  { label: 'CLS', figure: 'cls', format: (cls) => cls.toFixed(3) },
];

const valueOf = (route: RouteResult, figure: Figure) => (figure in route.scores ? route.scores[figure as keyof RouteResult['scores']] : route.metrics[figure as keyof RouteResult['metrics']]);

/** `since`: entries measured before it are marked as earlier figures. */
export function formatTable(routes: RouteResult[], since?: string): string {
  const header = ['route', ...columns.map((column) => `${column.label}  `), 'runs'];
  const rows = routes.map((route) => {
    const brokenFigures = new Set(routeBudgets.filter((budget) => route.broken.includes(budget.name)).map((budget) => budget.figure));
    const earlier = since !== undefined && route.measuredAt < since;
    return [
      `${route.path}${route.kind === 'article' ? ' (article)' : ''}${earlier ? ` [${route.measuredAt.slice(0, 10)}]` : ''}`,
      ...columns.map(({ figure, format }) => `${format(valueOf(route, figure))}${brokenFigures.has(figure) ? ' ✖' : '  '}`),
      String(route.runs),
    ];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The table, then every broken budget: issue 5's per route, issue 2's on the home page. */
export function formatSummary(results: BenchResults, since: string): string {
  const runs = [...new Set(results.routes.map((route) => route.runs))].join('/');
  const brokenRoutes = results.routes.filter((route) => route.broken.length);
  return [
    `\nLighthouse mobile, median of ${runs} run(s) per route (✖ breaks the issue 5 budget; [date]: not measured this run)\n`,
    formatTable(results.routes, since),
    `\nIssue 5 budget (${routeBudgets.map((budget) => budget.name).join(', ')}):`,
    ...(brokenRoutes.length ? brokenRoutes.map((route) => `✖ ${route.path}: ${route.broken.join(', ')}`) : ['✔ met on every route']),
    '\nIssue 2 budget (home page):',
    ...Object.entries(results.home.budgets).map(([budget, met]) => `${met ? '✔' : '✖'} ${budget}`),
  ].join('\n');
}
