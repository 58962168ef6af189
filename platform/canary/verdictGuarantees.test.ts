/**
 * The verdict's guarantees, each held by a seeded simulation of visitors (simulation.ts) driving the production judge
 * as the site does. The old judge (a z-test taken again and again, promotion at a view count) fails the first four:
 * it rolled a healthy canary back 9–20 times in 100, promoted twice the errors 37 times in 100 and needed 200 views
 * to roll back a canary failing every view.
 *
 * Looks: every 5 s of simulated time (the site's CANARY_VERDICT_MS) where a run is short; every minute where a run
 * lasts a day, to keep the suite quick. Every test the judge takes is always valid (sequential.ts), so a healthy
 * canary's chance of a rollback over a minute's looks and over 5 s looks has the same bound.
 */
import { describe, expect, it } from 'vitest';
import { defaultSimulation, formatSimulation, simulate, type SimulationOptions } from './simulation';

const run = (options: Partial<SimulationOptions>) => simulate({ ...defaultSimulation, ...options });

describe('a healthy canary is rolled back at most 1 time in 100', () => {
  it.each([
    { share: 0.01, viewsPerHour: 5000, stableErrorRate: 0.05, hours: 6, lookEveryMs: 5000 },
    { share: 0.1, viewsPerHour: 1000, stableErrorRate: 0.005, hours: 24, lookEveryMs: 60_000 },
    { share: 0.5, viewsPerHour: 1000, stableErrorRate: 0.05, hours: 24, lookEveryMs: 60_000 },
  ])('at a $share share, $viewsPerHour views an hour, $stableErrorRate of views erroring, over $hours h', ({ hours, stableErrorRate, ...options }) => {
    const { summary } = run({
      ...options,
      stableErrorRate,
      canaryErrorRate: stableErrorRate,
      seed: 11,
      rules: { ...defaultSimulation.rules, maxDurationMs: hours * 3_600_000 },
    });
    expect(summary.rolledBack).toBeLessThanOrEqual(0.01);
  }, 120_000);
});

describe('a canary worse than the tolerance or a margin is promoted at most 5 times in 100', () => {
  it.each([
    { stableErrorRate: 0.005, share: 0.1 },
    { stableErrorRate: 0.05, share: 0.5 },
  ])('twice the errors at a base of $stableErrorRate, at a $share share', ({ stableErrorRate, share }) => {
    const { summary } = run({ stableErrorRate, canaryErrorRate: 2 * stableErrorRate, share, seed: 12, lookEveryMs: 60_000 });
    expect(summary.promoted).toBeLessThanOrEqual(0.05);
  }, 120_000);

  // With a tolerance on errors of 2 pp, so that the vitals, judged by then, are what stands between it and promotion.
  it('p75 LCP 30 % worse', () => {
    const { summary } = run({ lcpShift: 0.3, share: 0.5, viewsPerHour: 2000, seed: 13, lookEveryMs: 60_000, rules: { ...defaultSimulation.rules, tolerance: 2 } });
    expect(summary.promoted).toBeLessThanOrEqual(0.05);
  }, 120_000);
});

describe('a canary failing every view is rolled back within its first 30 canary views', () => {
  it.each([
    { share: 0.01, viewsPerHour: 10_000 },
    { share: 0.1, viewsPerHour: 1000 },
    { share: 0.5, viewsPerHour: 10_000 },
  ])('at a $share share and $viewsPerHour views an hour (stable erroring on 0.5 % of views)', (options) => {
    const { summary, outcomes } = run({ ...options, canaryErrorRate: 1, seed: 14 });
    expect(summary.rolledBack).toBe(1);
    // The views the verdict counted: a view's beacon comes as the page is left.
    expect(Math.max(...outcomes.map((outcome) => outcome.countedViews))).toBeLessThanOrEqual(30);
  }, 60_000);
});

describe('a healthy canary is promoted, not left waiting', () => {
  it('at 10,000 views an hour and a 10 % share, within 24 h in at least 90 runs of 100', () => {
    const { summary } = run({ share: 0.1, viewsPerHour: 10_000, seed: 15, lookEveryMs: 60_000 });
    expect(summary.promoted).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});

describe('npm run canary:simulate', () => {
  it('gives the same figures for the same seed, and shares of the runs that add up to all of them', () => {
    const options = { canaryErrorRate: 1, runs: 20, seed: 16 };
    const { summary } = run(options);
    expect(run(options).summary).toEqual(summary);
    expect(summary.rolledBack + summary.promoted + summary.undecided).toBeCloseTo(1);
    expect(summary.medianCountedViewsToVerdict).toBeLessThanOrEqual(summary.medianViewsToVerdict!);
    expect(formatSimulation({ ...defaultSimulation, ...options }, summary)).toMatch(/rolled back on evidence {2}100\.0 %/);
  });
});
