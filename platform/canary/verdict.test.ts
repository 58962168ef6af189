import { describe, expect, it } from 'vitest';
import { decide, defaultRules, errorZ, type CohortFigures, type Figures } from './verdict';

const cohort = (overrides: Partial<CohortFigures> = {}): CohortFigures => ({
  views: 1000,
  clients: 100,
  votes: 100,
  errorVotes: 2,
  inp: { p75: 200, count: 60 },
  lcp: { p75: 2000, count: 60 },
  ...overrides,
});
const figures = (canary: Partial<CohortFigures>, stable: Partial<CohortFigures> = {}): Figures => ({ canary: cohort(canary), stable: cohort(stable) });

describe('the error test (one-sided two-proportion z-test, pooled, 99 %)', () => {
  it('computes z on fixed inputs', () => {
    expect(errorZ({ votes: 100, errorVotes: 10 }, { votes: 100, errorVotes: 2 })).toBeCloseTo(2.382, 3);
    expect(errorZ({ votes: 100, errorVotes: 9 }, { votes: 100, errorVotes: 2 })).toBeCloseTo(2.171, 3);
    expect(errorZ({ votes: 5, errorVotes: 5 }, { votes: 5, errorVotes: 0 })).toBeCloseTo(3.162, 3);
  });

  it('is 0 when nothing can be seen: no votes, or every vote alike', () => {
    expect(errorZ({ votes: 0, errorVotes: 0 }, { votes: 100, errorVotes: 2 })).toBe(0);
    expect(errorZ({ votes: 10, errorVotes: 0 }, { votes: 10, errorVotes: 0 })).toBe(0);
    expect(errorZ({ votes: 10, errorVotes: 10 }, { votes: 10, errorVotes: 10 })).toBe(0);
  });

  it('rolls back just above the critical value and not just below it', () => {
    expect(decide(figures({ errorVotes: 10 }), defaultRules)).toMatchObject({ verdict: 'rollback', reason: expect.stringMatching(/error rate 10\.0 % .*10 of 100 votes.*2\.0 % on stable.*z = 2\.38 > 2\.326/) });
    expect(decide(figures({ errorVotes: 9 }), defaultRules).verdict).toBe('promote');
  });

  it('one client flooding errors is one vote: a healthy canary is still promoted', () => {
    expect(decide(figures({ errorVotes: 1 }, { errorVotes: 0 }), defaultRules).verdict).toBe('promote');
  });

  it('a canary better than stable is never rolled back for errors', () => {
    expect(decide(figures({ errorVotes: 0 }, { errorVotes: 30 }), defaultRules).verdict).toBe('promote');
  });
});

describe('the vitals margins', () => {
  it('INP: worse by more than 20 % and 50 ms rolls back; either one alone does not', () => {
    expect(decide(figures({ inp: { p75: 260, count: 60 } }), defaultRules)).toMatchObject({ verdict: 'rollback', reason: expect.stringContaining('p75 INP 260 ms on the canary against 200 ms') });
    // 20.5 % worse, but only 41 ms.
    expect(decide(figures({ inp: { p75: 241, count: 60 } }), defaultRules).verdict).toBe('promote');
    // 100 ms worse, but only 10 %.
    expect(decide(figures({ inp: { p75: 1100, count: 60 } }, { inp: { p75: 1000, count: 60 } }), defaultRules).verdict).toBe('promote');
    expect(decide(figures({ inp: { p75: 1201, count: 60 } }, { inp: { p75: 1000, count: 60 } }), defaultRules).verdict).toBe('rollback');
  });

  it('LCP: worse by more than 20 % and 250 ms rolls back; 240 ms does not', () => {
    expect(decide(figures({ lcp: { p75: 2410, count: 60 } }), defaultRules)).toMatchObject({ verdict: 'rollback', reason: expect.stringContaining('p75 LCP 2410 ms') });
    expect(decide(figures({ lcp: { p75: 2240, count: 60 } }, { lcp: { p75: 1800, count: 60 } }), defaultRules).verdict).toBe('rollback');
    expect(decide(figures({ lcp: { p75: 2240, count: 60 } }), defaultRules).verdict).toBe('promote');
  });

  it('a vital is compared only with enough samples in each cohort', () => {
    expect(decide(figures({ lcp: { p75: 9000, count: 49 } }), defaultRules).verdict).toBe('promote');
    expect(decide(figures({ lcp: { p75: 9000, count: 50 } }), defaultRules).verdict).toBe('rollback');
    expect(decide(figures({ lcp: { p75: 9000, count: 60 } }, { lcp: { p75: 2000, count: 49 } }), defaultRules).verdict).toBe('promote');
    expect(decide(figures({ lcp: { p75: null, count: 0 } }), defaultRules).verdict).toBe('promote');
  });
});

describe('promotion and the minimum evidence', () => {
  it('promotes at minViews, waits one view short', () => {
    expect(decide(figures({ views: 1000 }), defaultRules)).toMatchObject({ verdict: 'promote', reason: expect.stringContaining('1000 views from 100 clients') });
    expect(decide(figures({ views: 999 }), defaultRules)).toMatchObject({ verdict: 'wait', reason: '999 of 1000 views on the canary, not worse so far' });
  });

  it('decides nothing, even on a failing canary, before minClients distinct clients in each cohort', () => {
    expect(decide(figures({ clients: 99, errorVotes: 99 }), defaultRules)).toMatchObject({ verdict: 'wait', reason: expect.stringContaining('canary 99, stable 100') });
    expect(decide(figures({ clients: 100, errorVotes: 99 }), defaultRules).verdict).toBe('rollback');
    expect(decide(figures({}, { clients: 99 }), defaultRules).verdict).toBe('wait');
  });

  it('low thresholds, as a test sets them: five clients each, every canary vote errored', () => {
    const rules = { ...defaultRules, minViews: 5, minClients: 5 };
    const stable = { views: 5, clients: 5, votes: 5, errorVotes: 0 };
    expect(decide(figures({ views: 5, clients: 5, votes: 5, errorVotes: 5 }, stable), rules).verdict).toBe('rollback');
    expect(decide(figures({ views: 5, clients: 5, votes: 5, errorVotes: 0 }, stable), rules).verdict).toBe('promote');
  });
});
