import { describe, expect, it } from 'vitest';
import { appBudgets, pageJsBudgetKB } from 'platform/registry/budgets';
import { brokenJsBudgets, formatJsTable, pageJsOf } from './jsOnly';

const origin = 'http://localhost:4600';
const owners = { origin, areas: [{ id: 'news' as const, prefix: `${origin}/releases/news/0123456789ab/` }] };
const kb = (value: number) => Math.round(value * 1024);

describe('BENCH_JS_ONLY', () => {
  const light = pageJsOf('/light', [{ url: `${origin}/main.js`, value: kb(120) }, { url: `${origin}/releases/news/0123456789ab/remoteEntry.js`, value: kb(10) }], owners);
  const heavy = pageJsOf('/heavy', [{ url: `${origin}/main.js`, value: kb(150) }, { url: `${origin}/releases/news/0123456789ab/1.js`, value: kb(appBudgets.news.jsKB + 0.5) }], owners);

  it('sums the page’s scripts and gives each app its share, as the full run counts them', () => {
    expect(light.jsKB).toBe(130);
    expect(light.cost.shell.jsKB).toBe(120);
    expect(light.cost.areas.news.jsKB).toBe(10);
    expect(light.scripts.map((script) => script.url)).toEqual([`${origin}/main.js`, `${origin}/releases/news/0123456789ab/remoteEntry.js`]);
  });

  it('names the page’s budget and each app’s it breaks, and nothing for a page within them', () => {
    expect(brokenJsBudgets(light)).toEqual([]);
    expect(brokenJsBudgets(heavy)).toEqual([`JS ${heavy.jsKB} KB > ${pageJsBudgetKB} KB`, `news: JS ${appBudgets.news.jsKB + 0.5} KB > ${appBudgets.news.jsKB} KB`]);
    const table = formatJsTable([light, heavy]);
    expect(table).toMatch(/\/heavy\s+\d+\.\d ✖/);
    expect(table).toContain(`✖ /heavy: JS ${heavy.jsKB} KB > ${pageJsBudgetKB} KB`);
    expect(formatJsTable([light])).toContain('✔ every page within its JS budgets');
  });

  it('holds the news list to the room it keeps: 167 KB passes, 167.1 KB is refused', () => {
    // The shell's 147 KB and the area's rest, each within its own budget.
    const scripts = (kB: number) => [{ url: `${origin}/main.js`, value: kb(147) }, { url: `${origin}/releases/news/0123456789ab/1.js`, value: kb(kB - 147) }];
    const newsList = (kB: number) => pageJsOf('/hospitality-industry-news', scripts(kB), owners);
    expect(brokenJsBudgets(newsList(167))).toEqual([]);
    expect(brokenJsBudgets(newsList(167.1))).toEqual(['JS 167.1 KB > 167 KB']);
    expect(formatJsTable([newsList(167.1)])).toContain('✖ /hospitality-industry-news: JS 167.1 KB > 167 KB');
    expect(brokenJsBudgets(pageJsOf('/hospitality-industry-news/a-post', scripts(167.1), owners))).toEqual([]);
  });
});
