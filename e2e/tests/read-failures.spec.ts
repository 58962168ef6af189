/**
 * News reads under a backend outage: each news read is tried once and retried three times with exponential
 * backoff (1 s, 2 s, 4 s), one request per attempt, then the page shows 'Error loading blog posts:' and
 * Try Again — about 7 s after the first read (it took ~38 s and 32 requests when supabase-js retried inside
 * each attempt).
 *
 * Timed by the page itself (resource timing and the moment the alert is put in the page), and as spacing
 * rather than a wall-clock total: on a busy machine the runner hears of requests late, polls for the alert up
 * to a second apart and answers routed requests slowly, and the page's own timers fire late; a total of
 * 10.9 s failed CI with the page doing exactly what it should. The total follows from the schedule, which
 * shared/src/siteData/dataClient.test.ts pins at 1 + 2 + 4 s.
 */
import type { Page, Route } from '@playwright/test';
import { browserRendered, expect, test } from '../fixtures';

const blogPosts = '**/rest/v1/blog_posts?*';
const errorText = 'Error loading blog posts:';
/**
 * The wait before each retry: the data client's schedule, which its unit test pins (shared/src/siteData).
 * Stated here rather than imported: Playwright cannot load `shared`'s ES-module source as it stands.
 */
const backoffMs = [1000, 2000, 4000];
const readRetries = backoffMs.length;
/** Another retry would wait 8 s first: an error shown in half that came with the last read's failure. */
const promptlyMs = 4000;

/**
 * The page's reads of blog_posts (the list of non-featured posts and the featured card) and when the error
 * was put in the page, on the page's clock.
 */
async function watchReads(page: Page) {
  await page.addInitScript((text) => {
    const state = window as unknown as { __errorShownAt?: number };
    new MutationObserver(() => {
      state.__errorShownAt ??= [...document.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent?.includes(text)) ? performance.now() : undefined;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, errorText);
  return () =>
    page.evaluate(() => {
      const reads = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/rest/v1/blog_posts'))
        .map((entry) => ({
          query: entry.name.includes('featured=eq.true') ? ('featured' as const) : ('list' as const),
          startTime: entry.startTime,
          responseEnd: (entry as PerformanceResourceTiming).responseEnd,
        }));
      return { reads, errorShownAt: (window as unknown as { __errorShownAt?: number }).__errorShownAt };
    });
}

const failures: [name: string, fail: (route: Route) => Promise<void>][] = [
  ['the connection fails', (route) => route.abort('connectionrefused')],
  [
    'the backend answers 503',
    (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'PGRST000', details: null, hint: null, message: 'Database is restarting' }) }),
  ],
];

for (const [name, fail] of failures) {
  test(`when ${name}: four requests per query, 1, 2 and 4 s apart, then the error and Try Again at once`, async ({ page }) => {
    await page.route(blogPosts, fail);
    const readsAndError = await watchReads(page);
    await page.goto(browserRendered('/hospitality-industry-news'));
    const alert = page.getByRole('alert').filter({ hasText: errorText });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
    const { reads, errorShownAt } = await readsAndError();
    const list = reads.filter((read) => read.query === 'list');
    expect(list).toHaveLength(readRetries + 1);
    expect(reads.filter((read) => read.query === 'featured').length).toBeLessThanOrEqual(readRetries + 1);
    // Each retry waits its backoff after the attempt before it failed (1 ms for the clocks' rounding)…
    const waits = list.slice(1).map((read, index) => read.startTime - list[index]!.responseEnd);
    waits.forEach((wait, index) => expect(wait, `wait before retry ${index + 1}`).toBeGreaterThanOrEqual(backoffMs[index]! - 1));
    // …and the error comes with the fourth failure, not after another wait.
    expect(errorShownAt).toBeDefined();
    expect(errorShownAt! - list.at(-1)!.responseEnd).toBeLessThan(promptlyMs);
  });
}
