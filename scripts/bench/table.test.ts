import { describe, expect, it } from 'vitest';
import type { BenchResults, RouteResult } from './resultsFile';
import { formatSummary, formatTable } from './table';

const route = (path: string, performance: number, lcpMs: number, measuredAt = '2026-11-22T12:00:00.000Z', broken: string[] = []): RouteResult => ({
  path,
  kind: path.includes('/hospitality-industry-news/') ? 'article' : 'route',
  measuredAt,
  runs: 3,
  benchmarkIndex: 1900,
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { fcpMs: 900, lcpMs, tbtMs: 120.4, cls: 0 },
  perRun: { performance: [], lcpMs: [], tbtMs: [], cls: [] },
  broken,
});

describe('formatTable', () => {
  it('marks the figures that break a budget and the entries from an earlier run', () => {
    const lines = formatTable(
      [route('/', 97, 1500), route('/hospitality-industry-news/a-post', 80, 3200, '2026-11-21T12:00:00.000Z', ['performance ≥ 95', 'LCP < 2.0 s'])],
      '2026-11-22T00:00:00.000Z',
    ).split('\n');
    expect(lines[2]).not.toContain('✖');
    expect(lines[2]).toMatch(/^\/\s+97\s+100\s+100\s+100\s+0\.90 s\s+1\.50 s\s+120 ms\s+0\.000\s+3$/);
    expect(lines[3]).toMatch(/^\/hospitality-industry-news\/a-post \(article\) \[2026-11-21\]\s+80 ✖.*3\.20 s ✖\s+120 ms\s+0\.000\s+3$/);
  });
});

describe('formatSummary', () => {
  it('lists each route’s broken budgets and the home page’s budgets', () => {
    const results = {
      home: { budgets: { 'Lighthouse mobile performance ≥ 90': true, 'shell JS before the first remote request ≤ 180 KB gzip': false } },
      routes: [route('/', 97, 1500), route('/gdpr', 90, 1500, undefined, ['performance ≥ 95'])],
    } as unknown as BenchResults;
    const summary = formatSummary(results, '2026-11-22T00:00:00.000Z');
    expect(summary).toContain('✖ /gdpr: performance ≥ 95');
    expect(summary).not.toContain('✖ /:');
    expect(summary).toContain('✔ Lighthouse mobile performance ≥ 90');
    expect(summary).toContain('✖ shell JS before the first remote request ≤ 180 KB gzip');
  });
});
