/** Figures for the benchmark's unit tests: a passing page/blocked pair, a page cost, a results entry. */
import { areaIds, type AreaId } from 'platform/registry/apps';
import type { Cost, PageCost } from './areaCost';
import type { Sample } from './lighthouseRun';
import type { PerRun, RouteResult } from './resultsFile';

export const blockedSample: Sample = {
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { fcpMs: 900, lcpMs: 1400, tbtMs: 40, ttiMs: 1400, cls: 0.002, jsKB: 0 },
};

/** A page that meets every route budget exactly at its edge against `blockedSample`. */
export const edgePageSample: Sample = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { fcpMs: 900, lcpMs: 1450, tbtMs: 140, ttiMs: 2100, cls: 0.003, jsKB: 170 },
};

export function pageCost(shell: Cost, areas: Partial<Record<AreaId, Cost>> = {}, unattributed: Cost = { jsKB: 0, mainThreadMs: 0 }): PageCost {
  return { shell, areas: Object.fromEntries(areaIds.map((id) => [id, areas[id] ?? { jsKB: 0, mainThreadMs: 0 }])) as PageCost['areas'], unattributed };
}

/** One run of a sample, as the results keep it. */
export const runOf = ({ scores, metrics }: Sample, benchmarkIndex: number): PerRun => ({
  benchmarkIndex: [benchmarkIndex],
  performance: [scores.performance],
  lcpMs: [metrics.lcpMs],
  tbtMs: [metrics.tbtMs],
  ttiMs: [metrics.ttiMs],
  cls: [metrics.cls],
});

export function routeEntry(path: string, overrides: Partial<RouteResult> = {}): RouteResult {
  return {
    path,
    kind: path.includes('/hospitality-industry-news/') ? 'article' : 'route',
    measuredAt: '2026-11-22T12:00:00.000Z',
    runs: 3,
    page: { benchmarkIndex: 1500, ...edgePageSample },
    blocked: { benchmarkIndex: 1520, ...blockedSample },
    perRun: { page: { ...runOf(edgePageSample, 1500), longestStartTaskMs: [9.8] }, blocked: runOf(blockedSample, 1520) },
    cost: pageCost({ jsKB: 95.2, mainThreadMs: 310 }, { solutions: { jsKB: 30.1, mainThreadMs: 80 } }),
    broken: [],
    ...overrides,
  };
}
