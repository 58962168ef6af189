import { describe, expect, it } from 'vitest';
import type { ReleaseFigures } from 'supabase-backend/server';
import { formatFieldReport, windowMs, type FieldReport } from './fieldReport';

const vitals = { LCP: { p75: 2400, count: 40 }, INP: { p75: 180, count: 12 }, CLS: { p75: 0.05, count: 40 }, FCP: { p75: null, count: 0 }, TTFB: { p75: 300, count: 40 } };
const figures = (release: string, views: number, erroredViews: number): ReleaseFigures => ({
  area: 'legal',
  release,
  cohort: 'stable',
  views,
  erroredViews,
  errors: erroredViews,
  errorRate: { rate: erroredViews / views, low: 0.01, high: 0.2 },
  clients: 7,
  vitals,
  firstSeen: '2026-11-27T10:00:00.000Z',
  lastSeen: '2026-11-27T11:00:00.000Z',
});

describe('formatFieldReport', () => {
  it('prints the live release beside the previous one, each figure with what is behind it', () => {
    const report: FieldReport = {
      since: '2026-11-26T12:00:00.000Z',
      until: '2026-11-27T12:00:00.000Z',
      bucketMinutes: 30,
      series: {},
      marks: [],
      areas: [
        {
          area: 'legal',
          live: 'bbbbbbbbbbbb',
          previous: 'aaaaaaaaaaaa',
          releases: [
            { role: 'live', figures: figures('bbbbbbbbbbbb', 50, 5) },
            { role: 'previous', figures: figures('aaaaaaaaaaaa', 200, 2) },
          ],
        },
      ],
    };
    const text = formatFieldReport(report);
    expect(text).toContain('legal (live: bbbbbbbbbbbb, previous: aaaaaaaaaaaa)');
    expect(text).toMatch(/bbbbbbbbbbbb live\s+aaaaaaaaaaaa previous/);
    expect(text).toMatch(/views\s+50\s+200/);
    expect(text).toMatch(/views with an error\s+10 % \(95 %: 1\.0 %–20 %; 5 of 50\)\s+1\.0 % \(95 %: 1\.0 %–20 %; 2 of 200\)/);
    expect(text).toMatch(/LCP p75\s+2,400 ms \(n=40\)/);
    expect(text).toMatch(/CLS p75\s+0\.050 \(n=40\)/);
    expect(text).toMatch(/FCP p75\s+—/);
  });

  it('says so when the window holds no signals', () => {
    expect(formatFieldReport({ since: 'a', until: 'b', bucketMinutes: 30, series: {}, marks: [], areas: [] })).toContain('No field signals in this window.');
  });
});

describe('windowMs', () => {
  it('reads minutes, hours and days, 30 days at most', () => {
    expect(windowMs('30m')).toBe(1_800_000);
    expect(windowMs('24h')).toBe(86_400_000);
    expect(windowMs('30d')).toBe(30 * 86_400_000);
    for (const wrong of ['31d', '0h', '24', 'h', '1.5h', null]) expect(windowMs(wrong)).toBeUndefined();
  });
});
