import { describe, expect, it } from 'vitest';
import { formatResults, isCurrentEntry, mergeRoutes, type BenchResults } from './resultsFile';
import { routeEntry } from './testFixtures';

const entry = (path: string, measuredAt: string) => routeEntry(path, { measuredAt });

describe('mergeRoutes', () => {
  const site = [{ path: '/', kind: 'route' as const }, { path: '/gdpr', kind: 'route' as const }, { path: '/pricing', kind: 'route' as const }];

  it('keeps the site order, this run first, else the previous entry, and drops routes the site no longer has', () => {
    const previous = { routes: [entry('/gdpr', 'old'), entry('/removed', 'old'), entry('/', 'old')] };
    const merged = mergeRoutes(site, [entry('/', 'new')], previous);
    expect(merged.map((route) => `${route.path} ${route.measuredAt}`)).toEqual(['/ new', '/gdpr old']);
  });

  it('ignores a previous file without per-route entries', () => {
    expect(mergeRoutes(site, [entry('/pricing', 'new')], { routes: undefined }).map((route) => route.path)).toEqual(['/pricing']);
  });

  it('drops previous entries of the format without blocked-page figures and costs per area', () => {
    const { page, blocked, cost, perRun, ...rest } = entry('/gdpr', 'old');
    const older = { ...rest, scores: page.scores, metrics: page.metrics, benchmarkIndex: 3473, perRun: perRun.page };
    expect(isCurrentEntry(older)).toBe(false);
    expect(isCurrentEntry({ ...rest, page, blocked, cost, perRun })).toBe(true);
    expect(mergeRoutes(site, [], { routes: [older as never] })).toEqual([]);
  });
});

describe('formatResults', () => {
  it('puts each list of numbers on one line and keeps the rest indented', () => {
    const runs = { benchmarkIndex: [853, 983, 1200], performance: [61, 76, 89], lcpMs: [4374, 2016, 1766], tbtMs: [0, 12, 3], ttiMs: [1, 2, 3], cls: [0, 0.129, 1e-7] };
    const route = { ...entry('/', 'new'), perRun: { page: runs, blocked: runs } };
    const text = formatResults({ routes: [route] } as unknown as BenchResults);
    expect(text).toContain('"performance": [61, 76, 89]');
    expect(text).toContain('"benchmarkIndex": [853, 983, 1200]');
    expect(text).toContain('"cls": [0, 0.129, 1e-7]');
    expect(text).toContain('"broken": []');
    expect(JSON.parse(text)).toEqual({ routes: [route] });
  });
});
