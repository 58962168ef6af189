/**
 * SPEC §9 under a backend outage: each news read is tried once and retried three times with exponential
 * backoff (1 s, 2 s, 4 s), one request per attempt, then the page shows 'Error loading blog posts:' and
 * Try Again — in under 10 s (it took ~38 s and 32 requests when supabase-js retried inside each attempt).
 */
import type { Page, Route } from '@playwright/test';
import { browserRendered, expect, test } from '../fixtures';

const blogPosts = '**/rest/v1/blog_posts?*';

/** Requests to blog_posts by query: the list page (non-featured posts) and the featured card. */
function countReads(page: Page) {
  const counts = { list: 0, featured: 0, firstAt: 0 };
  page.on('request', (request) => {
    const url = request.url();
    if (!url.includes('/rest/v1/blog_posts')) return;
    counts.firstAt ||= Date.now();
    if (url.includes('featured=eq.false')) counts.list += 1;
    else if (url.includes('featured=eq.true')) counts.featured += 1;
  });
  return counts;
}

const failures: [name: string, fail: (route: Route) => Promise<void>][] = [
  ['the connection fails', (route) => route.abort('connectionrefused')],
  [
    'the backend answers 503',
    (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'PGRST000', details: null, hint: null, message: 'Database is restarting' }) }),
  ],
];

for (const [name, fail] of failures) {
  test(`when ${name}: four requests per query at most, then the error and Try Again within 10 s`, async ({ page }) => {
    await page.route(blogPosts, fail);
    const counts = countReads(page);
    const firstRead = page.waitForRequest((request) => request.url().includes('/rest/v1/blog_posts'));
    await page.goto(browserRendered('/hospitality-industry-news'));
    // The wait runs from the first read, as the budget does: loading the page and its remote comes before it.
    await firstRead;
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading blog posts:' });
    await expect(alert).toBeVisible({ timeout: 12_000 });
    // From the first read sent (the page and its remote load first) to the error shown.
    const elapsed = Date.now() - counts.firstAt;
    expect(elapsed).toBeLessThan(10_000);
    // 1 + 2 + 4 s of backoff: the error cannot come sooner if all three retries were made.
    expect(elapsed).toBeGreaterThan(7_000);
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(counts.list).toBe(4);
    expect(counts.featured).toBeLessThanOrEqual(4);
  });
}
