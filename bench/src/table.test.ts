import { describe, expect, it } from 'vitest';
import { appBudgets } from 'platform/registry/budgets';
import type { Findings } from './findings';
import type { BenchResults, RouteResult } from './resultsFile';
import { failureLines, formatCostTable, formatSummary, formatTable, longestStartTaskCell, nextStepLine, ttiCauses, ttiRunLines, unevenPairs } from './table';
import { blockedSample, edgePageSample, pageCost, routeEntry, runOf } from './testFixtures';

const slowPage = routeEntry('/hospitality-industry-news/a-post', {
  measuredAt: '2026-11-21T12:00:00.000Z',
  page: { benchmarkIndex: 853, scores: { ...edgePageSample.scores, performance: 71 }, metrics: { ...edgePageSample.metrics, tbtMs: 2061, ttiMs: 4752 } },
  blocked: { benchmarkIndex: 984, ...blockedSample },
  cost: pageCost({ jsKB: 168.2, mainThreadMs: 1987 }, { news: { jsKB: 22.5, mainThreadMs: 40 } }, { jsKB: 0, mainThreadMs: 365 }),
  broken: ['performance ≥ 95', 'TBT ≤ blocked TBT + 100 ms', 'TTI ≤ 1.5 × blocked TTI in every run', `shell: JS 168.2 KB > ${appBudgets.shell.jsKB} KB`, `shell: main thread 1987 ms > ${appBudgets.shell.mainThreadMs} ms`],
});
const since = '2026-11-22T00:00:00.000Z';

describe('formatTable', () => {
  it('shows each figure of the page beside the blocked page’s, both benchmark indexes, and marks the broken ones', () => {
    const lines = formatTable([routeEntry('/'), slowPage], since).split('\n');
    expect(lines[0]).toMatch(/^route\s+perf\s+LCP\s+TBT\s+TTI\s+start task\s+CLS\s+FCP\s+JS\s+a11y\s+BP\s+SEO\s+benchmarkIndex\s+runs$/);
    expect(lines[2]).not.toContain('✖');
    expect(lines[2]).toMatch(/^\/\s+95\/100\s+1\.45\/1\.40 s\s+140\/40 ms\s+2\.10\/1\.40 s\s+9\.8 ms\s+0\.003\/0\.002\s+0\.90\/0\.90 s\s+170\.0 KB\s+100\s+100\s+100\s+1500\/1520\s+3$/);
    expect(lines[3]).toMatch(/^\/hospitality-industry-news\/a-post \(article\) \[2026-11-21\]\s+71\/100 ✖\s+1\.45\/1\.40 s\s+2061\/40 ms ✖\s+4\.75\/1\.40 s ✖\s+9\.8 ms\s+0\.003\/0\.002\s+/);
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
    expect(summary).toContain(`✖ /hospitality-industry-news/a-post: performance ≥ 95, TBT ≤ blocked TBT + 100 ms, TTI ≤ 1.5 × blocked TTI in every run, shell: JS 168.2 KB > ${appBudgets.shell.jsKB} KB`);
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

/** A page measured now whose runs had these TTIs beside blocked runs of 1,400 ms, at benchmarkIndex 2,000. */
function withTtiRuns(path: string, ttiMs: number[], longestStartTaskMs: (number | null)[] = ttiMs.map(() => 9)) {
  const runs = (figures: number[]) => ({ ...runOf(edgePageSample, 2000), benchmarkIndex: figures.map(() => 2000), ttiMs: figures });
  return routeEntry(path, { measuredAt: '2026-11-22T12:00:00.000Z', perRun: { page: { ...runs(ttiMs), longestStartTaskMs }, blocked: runs(ttiMs.map(() => 1400)) } });
}

describe('the TTI run by run', () => {
  it('counts the pages within 1.25 × the blocked page in every run, and names the others', () => {
    const routes = [withTtiRuns('/', [1400, 1750, 1500]), withTtiRuns('/about', [1400, 1751, 1400]), withTtiRuns('/pricing', [1420, 1400, 1410]), { ...slowPage }];
    expect(nextStepLine(routes, since)).toBe("2 of 3 pages within 1.25 × the blocked page's TTI in every run (the next step); not: /about");
    expect(nextStepLine([withTtiRuns('/', [1400])], since)).toBe("1 of 1 pages within 1.25 × the blocked page's TTI in every run (the next step)");
    // A page whose every run was on a machine slower than benchmarkIndex 1,500 is counted neither way.
    const slowMachine = withTtiRuns('/gdpr', [1400]);
    slowMachine.perRun.page.benchmarkIndex = [1200];
    expect(nextStepLine([withTtiRuns('/', [1400]), slowMachine], since)).toBe(
      "1 of 1 pages within 1.25 × the blocked page's TTI in every run (the next step); not judged (no run at benchmarkIndex ≥ 1500): /gdpr",
    );
    expect(formatSummary({ routes } as BenchResults, since)).toContain('2 of 3 pages within 1.25 ×');
  });

  it('prints each run\'s ratio, and the longest start task of any run in the table (– when none was read)', () => {
    expect(ttiRunLines([withTtiRuns('/', [1400, 2240])], since)).toEqual(['/: 1.00 × 1.60 ×']);
    expect(longestStartTaskCell(withTtiRuns('/', [1400, 1400, 1400], [6.2, 14.1, null]))).toBe('14.1 ms');
    expect(longestStartTaskCell(withTtiRuns('/', [1400], [null]))).toBe('–');
    expect(formatTable([withTtiRuns('/', [1400, 1400, 1400], [6.2, 14.1, null])], since).split('\n')[2]).toMatch(/\s14\.1 ms\s/);
  });
});

describe('the run beside a busy core', () => {
  it('is a phase of its own in the summary, its broken budgets named as its own and counted for the exit code', () => {
    const busyNow = routeEntry('/pricing', { measuredAt: '2026-11-22T12:00:00.000Z', broken: ['TTI ≤ 1.5 × blocked TTI in every run'] });
    const results = { routes: [routeEntry('/pricing')], busyRoutes: [busyNow] } as BenchResults;
    expect(failureLines(results, since)).toEqual(['beside a busy core: /pricing: TTI ≤ 1.5 × blocked TTI in every run']);
    const summary = formatSummary(results, since);
    expect(summary).toContain('The pages beside a busy core');
    expect(summary).toContain('✖ beside a busy core: /pricing: TTI ≤ 1.5 × blocked TTI in every run');
    expect(summary).not.toContain('✔ met on every page');
    // Not measured this run: not checked.
    expect(failureLines({ routes: [] as RouteResult[], busyRoutes: [{ ...busyNow, measuredAt: '2026-11-21T12:00:00.000Z' }] } as BenchResults, since)).toEqual([]);
  });
});
