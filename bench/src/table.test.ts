import { describe, expect, it } from 'vitest';
import { appBudgets } from 'platform/registry/budgets';
import type { Findings } from './findings';
import type { BenchResults } from './resultsFile';
import { formatCostTable, formatSummary, formatTable, ttiCauses, unevenPairs } from './table';
import { blockedSample, edgePageSample, pageCost, routeEntry } from './testFixtures';

const slowPage = routeEntry('/hospitality-industry-news/a-post', {
  measuredAt: '2026-11-21T12:00:00.000Z',
  page: { benchmarkIndex: 853, scores: { ...edgePageSample.scores, performance: 71 }, metrics: { ...edgePageSample.metrics, tbtMs: 2061, ttiMs: 4752 } },
  blocked: { benchmarkIndex: 984, ...blockedSample },
  cost: pageCost({ jsKB: 168.2, mainThreadMs: 1987 }, { news: { jsKB: 22.5, mainThreadMs: 40 } }, { jsKB: 0, mainThreadMs: 365 }),
  broken: ['performance ≥ 95', 'TBT ≤ blocked TBT + 100 ms', 'TTI ≤ 1.5 × blocked TTI', `shell: JS 168.2 KB > ${appBudgets.shell.jsKB} KB`, `shell: main thread 1987 ms > ${appBudgets.shell.mainThreadMs} ms`],
});
const since = '2026-11-22T00:00:00.000Z';

describe('formatTable', () => {
  it('shows each figure of the page beside the blocked page’s, both benchmark indexes, and marks the broken ones', () => {
    const lines = formatTable([routeEntry('/'), slowPage], since).split('\n');
    expect(lines[0]).toMatch(/^route\s+perf\s+LCP\s+TBT\s+TTI\s+CLS\s+FCP\s+JS\s+a11y\s+BP\s+SEO\s+benchmarkIndex\s+runs$/);
    expect(lines[2]).not.toContain('✖');
    expect(lines[2]).toMatch(/^\/\s+95\/100\s+1\.45\/1\.40 s\s+140\/40 ms\s+2\.10\/1\.40 s\s+0\.003\/0\.002\s+0\.90\/0\.90 s\s+170\.0 KB\s+100\s+100\s+100\s+1500\/1520\s+3$/);
    expect(lines[3]).toMatch(/^\/hospitality-industry-news\/a-post \(article\) \[2026-11-21\]\s+71\/100 ✖\s+1\.45\/1\.40 s\s+2061\/40 ms ✖\s+4\.75\/1\.40 s ✖\s+0\.003\/0\.002\s+/);
    expect(lines[3]).toMatch(/853\/984\s+3$/);
  });
});

describe('formatCostTable', () => {
  it('has a column per app of the registry with its budget, a dash for an app the page does not load, ✖ on what breaks', () => {
    const lines = formatCostTable([routeEntry('/pricing'), slowPage], since).split('\n');
    // Each app's column names its budget, in the registry's order (the figures from platform/registry/budgets.ts).
    const columns = Object.entries(appBudgets).map(([app, { jsKB, mainThreadMs }]) => `${app} ≤${jsKB} KB ≤${mainThreadMs} ms`);
    expect(lines[0].split(/\s{2,}/)).toEqual(['route', ...columns, 'unattributed']);
    expect(lines[2]).toMatch(/^\/pricing\s+95\.2 KB\s+310 ms\s+–\s+30\.1 KB\s+80 ms\s+–\s+–\s+–\s+–$/);
    expect(lines[3]).toMatch(/168\.2 KB ✖ 1987 ms ✖\s+–\s+–\s+–\s+22\.5 KB\s+40 ms\s+–\s+0\.0 KB\s+365 ms\s*$/);
  });
});

describe('formatSummary', () => {
  it('lists the pages of this run that break a budget, naming the app, and says so when none does', () => {
    const measuredNow = { ...slowPage, measuredAt: '2026-11-22T12:00:00.000Z' };
    const summary = formatSummary({ routes: [routeEntry('/'), measuredNow] } as BenchResults, since);
    expect(summary).toContain(`✖ /hospitality-industry-news/a-post: performance ≥ 95, TBT ≤ blocked TBT + 100 ms, TTI ≤ 1.5 × blocked TTI, shell: JS 168.2 KB > ${appBudgets.shell.jsKB} KB`);
    expect(summary).not.toContain('✖ /:');
    expect(summary).toContain('benchmarkIndex');
    expect(summary).toContain('legal ≤24.5 KB');
    expect(formatSummary({ routes: [routeEntry('/'), slowPage] } as BenchResults, since)).toContain('✔ met on every page measured in this run');
  });
});

describe('ttiCauses', () => {
  it('names what set the TTI of each page of this run that breaks the TTI budget, and of no other', () => {
    const findings: Findings = { observed: { fcpMs: 0, lcpMs: 0, domContentLoadedMs: 0, loadMs: 0, requestsBeforeLcp: 0, kbBeforeLcp: 0 }, longTasks: [], performance: [], other: [], tti: 'TTI 4752 ms = …' };
    const measuredNow = { ...slowPage, measuredAt: '2026-11-22T12:00:00.000Z', findings };
    const tbtOnly = { ...measuredNow, path: '/pricing', broken: ['TBT ≤ blocked TBT + 100 ms'] };
    expect(ttiCauses([measuredNow, tbtOnly, { ...slowPage, findings }], since)).toEqual(['/hospitality-industry-news/a-post: TTI 4752 ms = …']);
    expect(formatSummary({ routes: [measuredNow] } as BenchResults, since)).toContain('\n  /hospitality-industry-news/a-post: TTI 4752 ms = …');
  });
});

describe('unevenPairs', () => {
  it('warns about a page whose page and blocked runs saw benchmark indexes more than 1.5 × apart', () => {
    const even = routeEntry('/', { page: { ...routeEntry('/').page, benchmarkIndex: 1500 }, blocked: { ...routeEntry('/').blocked, benchmarkIndex: 1000 } });
    const uneven = routeEntry('/gdpr', { page: { ...routeEntry('/').page, benchmarkIndex: 1397 }, blocked: { ...routeEntry('/').blocked, benchmarkIndex: 314 } });
    expect(unevenPairs([even, uneven])).toEqual([expect.stringMatching(/^\/gdpr: benchmarkIndex 1397 \(page\) against 314 \(blocked\)/)]);
    expect(formatSummary({ routes: [even, uneven] } as BenchResults, '2026-11-22T00:00:00.000Z')).toContain('⚠ /gdpr: benchmarkIndex 1397');
  });
});
