import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import type { Owners } from './areaCost';
import { routeResultOf, type ScriptBytes } from './routeResult';

const origin = 'http://localhost:4600';
const owners: Owners = { origin, areas: [{ id: 'solutions', prefix: `${origin}/releases/solutions/754fee7be6e6/` }] };

/** The parts of a Lighthouse report the benchmark reads. */
function report({ benchmarkIndex, performance, lcpMs, tbtMs, ttiMs, scripts = [] }: {
  benchmarkIndex: number; performance: number; lcpMs: number; tbtMs: number; ttiMs: number;
  scripts?: { url: string; bytes: number; ms: number }[];
}): Result {
  const category = (score: number) => ({ score: score / 100, auditRefs: [] });
  return {
    environment: { benchmarkIndex },
    categories: { performance: category(performance), accessibility: category(100), 'best-practices': category(100), seo: category(100) },
    audits: {
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: tbtMs },
      interactive: { numericValue: ttiMs },
      'cumulative-layout-shift': { numericValue: 0 },
      'network-requests': {
        details: {
          type: 'table',
          items: [
            { url: `${origin}/pricing`, resourceType: 'Document', transferSize: 9_882 },
            { url: `${origin}/main.css`, resourceType: 'Stylesheet', transferSize: 10_425 },
            ...scripts.map((script) => ({ url: script.url, resourceType: 'Script', transferSize: script.bytes })),
          ],
        },
      },
      'bootup-time': { details: { type: 'table', items: scripts.map((script) => ({ url: script.url, scripting: script.ms * 0.75, scriptParseCompile: script.ms * 0.25, total: script.ms * 2 })) } },
    },
  } as unknown as Result;
}

/** The scripts' gzip sizes as the benchmark reads them (scriptSizes.ts): here, half of what each transferred. */
const gzipHalf: ScriptBytes = (report) =>
  ((report.audits['network-requests'].details as unknown as { items: { url: string; resourceType: string; transferSize: number }[] }).items)
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: item.url, value: item.transferSize / 2 }));

const shellScript = (ms: number) => ({ url: `${origin}/main.b7002ae5c7.js`, bytes: 40_960, ms });
const areaScript = (ms: number) => ({ url: `${origin}/releases/solutions/754fee7be6e6/remoteEntry.js`, bytes: 20_480, ms });

describe('routeResultOf', () => {
  const pageRuns = [
    report({ benchmarkIndex: 1900, performance: 97, lcpMs: 1420, tbtMs: 80, ttiMs: 1900, scripts: [shellScript(300), areaScript(100)] }),
    report({ benchmarkIndex: 2100, performance: 99, lcpMs: 1400, tbtMs: 40, ttiMs: 1800, scripts: [shellScript(200), areaScript(60)] }),
    report({ benchmarkIndex: 2000, performance: 98, lcpMs: 1500, tbtMs: 60, ttiMs: 2000, scripts: [shellScript(260), areaScript(80)] }),
  ];
  const blockedRuns = [
    report({ benchmarkIndex: 1950, performance: 100, lcpMs: 1380, tbtMs: 0, ttiMs: 1400 }),
    report({ benchmarkIndex: 2050, performance: 100, lcpMs: 1390, tbtMs: 10, ttiMs: 1380 }),
    report({ benchmarkIndex: 2000, performance: 99, lcpMs: 1370, tbtMs: 0, ttiMs: 1390 }),
  ];
  const { result, keptRun } = routeResultOf({ path: '/pricing', kind: 'route' }, pageRuns, blockedRuns, owners, '2026-11-23T17:00:00.000Z', gzipHalf);

  it('keeps the medians of the page runs and of the blocked runs apart, each with its benchmarkIndex', () => {
    expect(result.runs).toBe(3);
    expect(result.page.benchmarkIndex).toBe(2000);
    expect(result.page.metrics).toEqual({ fcpMs: 900, lcpMs: 1420, tbtMs: 60, ttiMs: 1900, cls: 0, jsKB: 30 });
    expect(result.page.scores.performance).toBe(98);
    expect(result.blocked.benchmarkIndex).toBe(2000);
    expect(result.blocked.metrics).toEqual({ fcpMs: 900, lcpMs: 1380, tbtMs: 0, ttiMs: 1390, cls: 0, jsKB: 0 });
    expect(result.perRun.page.benchmarkIndex).toEqual([1900, 2100, 2000]);
    expect(result.perRun.blocked.ttiMs).toEqual([1400, 1380, 1390]);
  });

  it('counts the scripts’ gzip sizes, not their transfer, and attributes them to the shell and the area, median per figure', () => {
    expect(result.cost.shell).toEqual({ jsKB: 20, mainThreadMs: 260 });
    expect(result.cost.areas.solutions).toEqual({ jsKB: 10, mainThreadMs: 80 });
    expect(result.cost.areas.legal).toEqual({ jsKB: 0, mainThreadMs: 0 });
  });

  it('checks the page against the blocked page: LCP 1420 > 1380 + 50 is fine, TTI within 1.5 × in each run too', () => {
    expect(result.broken).toEqual([]);
    expect(result.findings).toBeUndefined();
    const { result: slower } = routeResultOf({ path: '/pricing', kind: 'route' }, pageRuns.map(() => pageRuns[2]), blockedRuns, owners, '', gzipHalf);
    expect(slower.broken).toEqual(['LCP ≤ blocked LCP + 50 ms']);
  });

  it('checks the TTI run by run: one page run past 1.5 × the blocked run beside it breaks it, the medians within', () => {
    const withTti = (run: Result, ttiMs: number, benchmarkIndex = run.environment.benchmarkIndex) =>
      ({ ...run, environment: { benchmarkIndex }, audits: { ...run.audits, interactive: { numericValue: ttiMs } } }) as unknown as Result;
    // 2,086 ms beside 1,390 blocked is 1.501 ×.
    const oneSlow = [pageRuns[0], pageRuns[1], withTti(pageRuns[2], 2086)];
    const { result: slow } = routeResultOf({ path: '/pricing', kind: 'route' }, oneSlow, blockedRuns, owners, '', gzipHalf);
    expect(slow.page.metrics.ttiMs).toBe(1900);
    expect(slow.broken).toEqual(['TTI ≤ 1.5 × blocked TTI in every run']);
    // The same run on a machine slower than the budget is judged at is not judged; a page with no run judged is not shown within.
    const { result: slowMachine } = routeResultOf({ path: '/pricing', kind: 'route' }, [pageRuns[0], pageRuns[1], withTti(pageRuns[2], 2086, 1400)], blockedRuns, owners, '', gzipHalf);
    expect(slowMachine.broken).toEqual([]);
    const { result: noneJudged } = routeResultOf({ path: '/pricing', kind: 'route' }, pageRuns.map((run) => withTti(run, 1900, 1400)), blockedRuns, owners, '', gzipHalf);
    expect(noneJudged.broken).toEqual(['a run at benchmarkIndex ≥ 1500']);
  });

  it('names the page run whose report is kept, the one nearest the medians (performance 98 weighs most: the run of 98 and LCP 1500), and reports its TTI cause', () => {
    expect(keptRun).toBe(2);
    const causes = pageRuns.map((_, run) => ({ ttiMs: 1000 + run, optimistic: { ms: 900 }, pessimistic: { ms: 1100 }, lastScriptMs: 800 }));
    const slowRuns = [pageRuns[1], pageRuns[2], pageRuns[0]].map((run) => ({ ...run, audits: { ...run.audits, interactive: { numericValue: 2500 } } }) as unknown as Result);
    const slow = routeResultOf({ path: '/pricing', kind: 'route' }, slowRuns, blockedRuns, owners, '', gzipHalf, { ttiCauses: causes });
    expect(slow.keptRun).toBe(1);
    expect(slow.result.findings?.tti).toMatch(/^TTI 1001 ms/);
  });

  it('keeps each page run\'s longest start task beside its TTI (null for a run whose trace could not be read or had no task)', () => {
    const task = (durationMs: number) => ({ startMs: 1400, durationMs, urls: [] });
    const startTasks = [{ appLiveMs: 2000, tasks: [task(3.1), task(14.2), task(6)] }, { tasks: [] }, undefined];
    const { result } = routeResultOf({ path: '/pricing', kind: 'route' }, pageRuns, blockedRuns, owners, '', gzipHalf, { startTasks });
    expect(result.perRun.page.longestStartTaskMs).toEqual([14.2, null, null]);
    expect(result.perRun.blocked.longestStartTaskMs).toBeUndefined();
  });
});
