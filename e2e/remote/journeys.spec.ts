/**
 * Cross-remote journeys that are safe against any deployment: they read, navigate and open dialogs; a lead is
 * posted only when the target's settings name a test sink (`leads.testSink`).
 */
import { expect, goLive, test } from './site';

const areaPages: [area: string, path: string, heading: RegExp][] = [
  ['software', '/software/guest-engagement', /guest engagement/i],
  ['solutions', '/pricing', /plans/i],
  ['support', '/support/get-help', /help/i],
  ['news', '/hospitality-industry-news', /news/i],
  ['legal', '/privacy-policy', /privacy policy/i],
];

test('the settings document names every area with its manifest and owned paths', async ({ settings }) => {
  expect(Object.keys(settings.areas).sort()).toEqual(areaPages.map(([area]) => area).sort());
  for (const [area, path] of areaPages) {
    expect(settings.areas[area].manifest).toMatch(/mf-manifest\.json$/);
    expect(settings.areas[area].owns.some((owned) => path === owned || path.startsWith(`${owned}/`))).toBe(true);
  }
});

test('the home page: header, hero, footer and the latest news from the news area', async ({ page }) => {
  await goLive(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: /stayvia/i }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/guest/i);
  const news = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Latest from hospitality' }) });
  await expect(news.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('contentinfo')).toContainText('©');
});

for (const [area, path, heading] of areaPages) {
  test(`the ${area} area renders ${path} inside the shell`, async ({ page }) => {
    await goLive(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('moving between areas through the header and footer stays in one page load', async ({ page }) => {
  await goLive(page, '/');
  await page.evaluate(() => ((window as { visit?: string }).visit = 'one tab'));
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/plans/i);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy policy/i);
  expect(await page.evaluate(() => (window as { visit?: string }).visit)).toBe('one tab');
});

test('a news article opens from the list, and its canonical /news address redirects to it', async ({ page }) => {
  await goLive(page, '/hospitality-industry-news');
  const card = page.getByTestId('news-grid').getByRole('article').first();
  const title = (await card.getByRole('heading').first().textContent())!.trim();
  await card.click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(/\/hospitality-industry-news\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await goLive(page, `/news/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/hospitality-industry-news/${slug}$`));
});

test('the news filters narrow the list by category', async ({ page }) => {
  await goLive(page, '/hospitality-industry-news');
  const filters = page.getByRole('group', { name: 'Filter articles by category' });
  const category = filters.getByRole('button').nth(1);
  const name = (await category.textContent())!.trim();
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByTestId('news-grid').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(name);
});

test('a ?dialog= link opens its dialog over an area page, and Esc closes it', async ({ page }) => {
  await goLive(page, '/software/guest-engagement?dialog=demo');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/guest engagement/i);
});

test('a path no area owns shows the 404 page', async ({ page }) => {
  await goLive(page, '/no-such-page-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('a lead form: posted to the test sink when the site names one, else checked without sending', async ({ page, settings }) => {
  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('lead') && sent.push(request.url()));
  await goLive(page, '/?dialog=demo');
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: 'Schedule Demo' });
  if (!settings.leads?.testSink) {
    await submit.click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    expect(sent).toEqual([]);
    return;
  }
  await dialog.getByLabel(/first name/i).fill('Remote');
  await dialog.getByLabel(/last name/i).fill('Suite');
  await dialog.getByLabel(/work email/i).fill(`remote-suite-${Date.now()}@example.com`);
  await dialog.getByLabel(/company or property/i).fill('QA Hotel');
  await submit.click();
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);
});

test('a production settings document refuses an area override', async ({ page, context, baseURL }) => {
  // The tab asks for the legal area from a manifest that does not exist; the document says overrides are off.
  await context.addCookies([{ name: 'area-override', value: encodeURIComponent('legal=http://127.0.0.1:9/mf-manifest.json'), url: baseURL! }]);
  await page.route('**/settings.json', async (route) => {
    const response = await route.fetch();
    const settings = await response.json();
    await route.fulfill({ response, json: { ...settings, overrides: { allowed: false } } });
  });
  // Rendered in the browser from the live release (a prerendered page would show it without the override too).
  await goLive(page, '/privacy-policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'GDPR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/gdpr/i);
  await expect(page.getByText(/temporarily unavailable/i)).toHaveCount(0);
});

test('a preview tab takes an area from the area-override parameter, keeps it in a cookie, and drops it on request', async ({ page, context }) => {
  // Overrides allowed (as on a preview site), the legal area pointed at a manifest that does not exist.
  await page.route('**/settings.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), overrides: { allowed: true } } });
  });
  await goLive(page, '/gdpr?area-override=legal=http://127.0.0.1:9/mf-manifest.json');
  await expect(page).toHaveURL(/\/gdpr$/);
  await expect(page.getByText(/temporarily unavailable/i)).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'area-override')?.value).toContain('legal');
  await goLive(page, '/gdpr?area-override=');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/gdpr/i);
  expect((await context.cookies()).find((cookie) => cookie.name === 'area-override')).toBeUndefined();
});
