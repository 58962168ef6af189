import { describe, expect, it } from 'vitest';
import { releaseTargets } from './apps';
import { appBudgets, pageJsBudgetKB } from './budgets';

describe('the budgets of the apps', () => {
  it('has exactly one entry per app of the registry', () => {
    expect(Object.keys(appBudgets).sort()).toEqual([...releaseTargets].sort());
  });

  it('gives every app a positive JS and main-thread budget', () => {
    for (const [app, budget] of Object.entries(appBudgets)) {
      expect(budget.jsKB, app).toBeGreaterThan(0);
      expect(budget.mainThreadMs, app).toBeGreaterThan(0);
    }
  });

  it('keeps each app within the page’s JS budget (a page’s total is checked on its own)', () => {
    for (const [app, budget] of Object.entries(appBudgets)) expect(budget.jsKB, app).toBeLessThan(pageJsBudgetKB);
  });
});
