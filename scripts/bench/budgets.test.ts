import { describe, expect, it } from 'vitest';
import { brokenBudgets, figuresOf, homeBudgets, routeBudgets } from './budgets';
import type { Sample } from './lighthouseRun';

const passing: Sample = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { fcpMs: 800, lcpMs: 1999, tbtMs: 100, cls: 0.0099 },
};
const names = (sample: Sample, extra = {}) => brokenBudgets(routeBudgets, figuresOf(sample, extra)).map((budget) => budget.name);

describe('issue 5 route budget', () => {
  it('is met at its edges', () => {
    expect(names(passing)).toEqual([]);
  });

  it('names each budget a figure breaks', () => {
    const failing: Sample = {
      scores: { performance: 94, accessibility: 98, 'best-practices': 96, seo: 92 },
      metrics: { fcpMs: 800, lcpMs: 2000, tbtMs: 100, cls: 0.01 },
    };
    expect(names(failing)).toEqual(['performance ≥ 95', 'LCP < 2.0 s', 'CLS < 0.01', 'accessibility 100', 'best practices 100', 'SEO 100']);
  });
});

describe('issue 2 home budget', () => {
  it('checks performance ≥ 90, accessibility 100 and the shell JS before the first remote request', () => {
    const figures = figuresOf({ ...passing, scores: { ...passing.scores, performance: 90 } }, { shellJsKB: 180 });
    expect(brokenBudgets(homeBudgets, figures)).toEqual([]);
    const worse = figuresOf({ ...passing, scores: { ...passing.scores, performance: 89, accessibility: 99 } }, { shellJsKB: 180.1 });
    expect(brokenBudgets(homeBudgets, worse).map((budget) => budget.figure)).toEqual(['performance', 'accessibility', 'shellJsKB']);
  });

  it('leaves a budget whose figure was not measured unchecked', () => {
    expect(brokenBudgets(homeBudgets, { shellJsKB: 200 }).map((budget) => budget.figure)).toEqual(['shellJsKB']);
  });
});
