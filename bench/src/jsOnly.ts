/**
 * `BENCH_JS_ONLY=1 npm run bench`: the JS figure of every page alone — one Lighthouse load per page with only its
 * network audit (no scoring, no blocked run), each script's gzip size as the full run counts it (scriptSizes.ts),
 * the page's total and each app's share, checked against the JS budgets. The bytes are the same on any machine, so
 * this is the quick check of a change's weight; it writes nothing (results.json keeps the full run's figures).
 */
import { releaseTargets } from 'platform/registry/apps';
import { appBudgets, pageJsBudgetKB, pageJsBudgetOf } from 'platform/registry/budgets';
import { jsKBOf, pageCostOf, type Owners, type PageCost, type UrlFigure } from './areaCost';
import { brokenAppBudgets } from './budgets';
import { aligned } from './table';

export interface PageJs {
  path: string;
  /** The gzip size of every script the page loaded, KB (as `Metrics.jsKB`). */
  jsKB: number;
  cost: PageCost;
  /** Each script's gzip bytes, largest first. */
  scripts: UrlFigure[];
}

export function pageJsOf(path: string, scripts: UrlFigure[], owners: Owners): PageJs {
  return {
    path,
    jsKB: jsKBOf(scripts),
    cost: pageCostOf(scripts, [], owners),
    scripts: [...scripts].sort((a, b) => b.value - a.value),
  };
}

/** The JS budgets the page breaks: the page's total, then each app's. */
export function brokenJsBudgets(page: PageJs): string[] {
  return [
    ...(page.jsKB > pageJsBudgetOf(page.path) ? [`JS ${page.jsKB} KB > ${pageJsBudgetOf(page.path)} KB`] : []),
    ...brokenAppBudgets(page.cost)
      .filter((broken) => broken.figure === 'jsKB')
      .map((broken) => broken.name),
  ];
}

/** One row per page: its JS, then each app's (– for an app it does not load); then the pages that break a budget. */
export function formatJsTable(pages: PageJs[]): string {
  const header = ['route', `JS ≤${pageJsBudgetKB}`, ...releaseTargets.map((app) => `${app} ≤${appBudgets[app].jsKB}`)];
  const rows = pages.map((page) => [
    page.path,
    `${page.jsKB.toFixed(1)}${page.jsKB > pageJsBudgetOf(page.path) ? ' ✖' : ''}`,
    ...releaseTargets.map((app) => {
      const { jsKB } = app === 'shell' ? page.cost.shell : page.cost.areas[app];
      return jsKB ? `${jsKB.toFixed(1)}${jsKB > appBudgets[app].jsKB ? ' ✖' : ''}` : '–';
    }),
  ]);
  const failing = pages.filter((page) => brokenJsBudgets(page).length);
  return [
    'Page JS (KB gzip of every script each page loaded; one Lighthouse load per page, network audit only)\n',
    aligned(header, rows),
    '',
    ...(failing.length ? failing.map((page) => `✖ ${page.path}: ${brokenJsBudgets(page).join(', ')}`) : ['✔ every page within its JS budgets']),
  ].join('\n');
}
