import { describe, expect, it } from 'vitest';
import { releaseTargets } from './apps';
import { newsPath } from 'shared/newsPaths';
import { appBudgets, pageJsBudgetKB, pageJsBudgetOf, pageJsRoom } from './budgets';

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

  it('keeps 3 KB of room on the news list, the heaviest page, and the whole budget on the others', () => {
    expect(pageJsRoom).toEqual([{ path: newsPath, kB: 3 }]);
    expect(pageJsBudgetOf(newsPath)).toBe(pageJsBudgetKB - 3);
    expect(pageJsBudgetOf(`${newsPath}/a-post`)).toBe(pageJsBudgetKB);
    expect(pageJsBudgetOf('/')).toBe(pageJsBudgetKB);
  });

  it('keeps each app within the page’s JS budget (a page’s total is checked on its own)', () => {
    for (const [app, budget] of Object.entries(appBudgets)) expect(budget.jsKB, app).toBeLessThan(pageJsBudgetKB);
  });
});
