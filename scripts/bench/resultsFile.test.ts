import { describe, expect, it } from 'vitest';
import { formatResults, mergeRoutes, type BenchResults, type RouteResult } from './resultsFile';

const entry = (path: string, measuredAt: string): RouteResult => ({
  path,
  kind: 'route',
  measuredAt,
  runs: 3,
  benchmarkIndex: 1500,
  scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { fcpMs: 900, lcpMs: 1200, tbtMs: 50, cls: 0 },
  perRun: { performance: [], lcpMs: [], tbtMs: [], cls: [] },
  broken: [],
});

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
});

describe('formatResults', () => {
  it('puts each list of numbers on one line and keeps the rest indented', () => {
    const route = { ...entry('/', 'new'), perRun: { performance: [61, 76, 89], lcpMs: [4374, 2016, 1766], tbtMs: [0, 12, 3], cls: [0, 0.129, 1e-7] } };
    const text = formatResults({ routes: [route] } as unknown as BenchResults);
    expect(text).toContain('"performance": [61, 76, 89]');
    expect(text).toContain('"cls": [0, 0.129, 1e-7]');
    expect(text).toContain('"broken": []');
    expect(JSON.parse(text)).toEqual({ routes: [route] });
  });
});
