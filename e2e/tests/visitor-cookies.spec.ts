/**
 * A visitor's own cookies never stop a page: an `area-override` cookie that is not valid percent-encoding is
 * ignored (shared/src/cookies.ts), and the page hydrates and answers as without it, prerendered or not.
 */
import { expect, test } from '../fixtures';

/** A cut-off UTF-8 escape: `decodeURIComponent` throws URIError on it. */
const malformed = '%E0%A4%A';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'area-override', value: malformed, url: baseURL! }]);
});

for (const rendered of ['prerendered', 'rendered in the browser'] as const) {
  test(`a malformed area-override cookie leaves a page ${rendered} interactive: the menu and a dialog open`, async ({ page, request }) => {
    if (rendered === 'rendered in the browser') {
      // The plain shell page, as the server sends for an article published after the prerender job.
      const plainShell = await (await request.get('/hospitality-industry-news/published-after-the-job')).text();
      expect(plainShell).not.toContain('<h1');
      await page.route('**/pricing', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: plainShell }));
    }
    // `goto` waits for the app to be live (the page-error fixture fails the test on the URIError it once threw).
    await page.goto('/pricing');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'area-override')?.value).toBe(malformed);
    await expect(page.getByRole('heading', { level: 1, name: /plans/i })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Software', exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`)).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}
