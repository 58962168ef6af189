import { describe, expect, it } from 'vitest';
import { areaIds, releaseTargets } from './apps';
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

  it('keeps the shell plus any one area within the page’s JS budget', () => {
    for (const area of areaIds) expect(appBudgets.shell.jsKB + appBudgets[area].jsKB, area).toBeLessThanOrEqual(pageJsBudgetKB);
  });
});
