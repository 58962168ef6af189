import { expect, expectNoAxeViolations, test } from '../fixtures';
import { expectSectionAtOffset } from './section-page-helpers';

test.describe('404 page', () => {
  for (const path of ['/no-such-page', '/support/submit-request', '/support/knowledge-base', '/support/faqs', '/software/unknown']) {
    test(`${path} reaches the 404 page`, async ({ page }) => {
      const logged = page.waitForEvent('console', (message) => message.text().includes(path));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect((await logged).text()).toContain(path);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
    });
  }

  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  // The pricing page's own heading: the home page's is visible until the new page commits (with its scroll reset).
  await expect(page.getByRole('heading', { level: 1, name: /plans/i })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('Back returns to where the visitor was on the earlier page, Forward to the later one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const onHome = await page.evaluate(() => window.scrollY);
  expect(onHome).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /plans/i })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const onPricing = await page.evaluate(() => window.scrollY);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /every guest answered/i })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(onHome);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: /plans/i })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(onPricing);
});

test('a page opened in the same tab starts at its top; a reload keeps its position', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // A full page load, as a link followed before hydration or a typed URL makes.
  await page.goto('/pricing');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const position = await page.evaluate(() => window.scrollY);
  expect(position).toBeGreaterThan(300);
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName('app-mounted').length > 0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
});

test('a reload keeps its position on a page rendered in the browser, which is short until its content arrives', async ({ page, request }) => {
  // The plain shell page, as the server sends for an article published after the prerender job: the page renders
  // in the browser, showing its loading state first.
  const plainShell = await (await request.get('/hospitality-industry-news/published-after-the-job')).text();
  expect(plainShell).not.toContain('<h1');
  await page.route('**/pricing', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: plainShell }));
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: /plans/i })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const position = await page.evaluate(() => window.scrollY);
  expect(position).toBeGreaterThan(300);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /plans/i })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
});

test('Back to a page opened in an earlier document returns to where the visitor was on it', async ({ page }) => {
  // An unload listener keeps the pages out of the back-forward cache: Back loads the earlier document again,
  // and its position comes from what the tab saved, beside the positions of the document opened after it.
  await page.addInitScript(() => window.addEventListener('unload', () => undefined));
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const onHome = await page.evaluate(() => window.scrollY);
  expect(onHome).toBeGreaterThan(300);
  await page.goto('/pricing');
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.goBack();
  await page.waitForFunction(() => performance.getEntriesByName('app-mounted').length > 0);
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('back_forward');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(onHome);
});

test('hashes typed one after another each land on their section, and Back returns through them', async ({ page }) => {
  // Each goto below changes only the hash: the browser adds the entry itself (a fragment navigation), which the
  // shell keys (historyEntry.ts) so that no entry is placed at the position saved for another.
  const path = '/solutions/by-industry';
  const keys: string[] = [];
  for (const id of ['senior', 'residential', 'retail']) {
    await page.goto(`${path}#${id}`);
    await expectSectionAtOffset(page, id);
    keys.push(await page.evaluate(() => (window.history.state as { key: string }).key));
  }
  expect(new Set(keys).size).toBe(3);
  await page.goBack();
  await expect(page).toHaveURL(`${path}#residential`);
  await expectSectionAtOffset(page, 'residential');
  await page.goBack();
  await expect(page).toHaveURL(`${path}#senior`);
  await expectSectionAtOffset(page, 'senior');
});

test('page views are reported with path, query and title when gtag exists', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as any).__gtagCalls = calls;
    (window as any).gtag = (...args: unknown[]) => calls.push(args);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/software/guest-journey?utm_source=newsletter');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/guest journey/i);
  const pageViews = () =>
    page.evaluate(() => ((window as any).__gtagCalls as unknown[][]).filter((call) => call[1] === 'page_view'));
  await expect.poll(async () => (await pageViews()).length).toBe(2);
  const [home, software] = await pageViews();
  expect(home).toEqual(['event', 'page_view', { page_path: '/', page_title: expect.stringContaining('Stayvia') }]);
  expect(software).toEqual(['event', 'page_view', { page_path: '/software/guest-journey?utm_source=newsletter', page_title: await page.title() }]);
  expect(await page.title()).toMatch(/Guest Journey/);
});

test('without gtag nothing is reported and nothing breaks', async ({ page, pageErrors }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test.describe('page metadata', () => {
  test('home: title, description, canonical, WebSite and Organization JSON-LD', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Stayvia/);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.flatMap((script) => [JSON.parse(script.textContent ?? 'null')].flat().map((item) => item['@type'])),
    );
    expect(types).toEqual(expect.arrayContaining(['WebSite', 'Organization']));
  });

  test('a sub-page: its own title and canonical, breadcrumbs from the path', async ({ page }) => {
    await page.goto('/software/staff-tools');
    await expect(page).toHaveTitle(/Staff Tools.*Stayvia/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/software\/staff-tools$/);
    const breadcrumbs = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? 'null')).find((item) => item?.['@type'] === 'BreadcrumbList'),
    );
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Software', 'Staff Tools']);
  });
});
