/**
 * `npm run dev`: an edit to a remote's component, to the shared kit or to a remote's stylesheet shows in the
 * composed page in place — no navigation, no reload (a value set on `window` survives) — and the page's state
 * (the news filters) survives; the console stays clean on every area's pages.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { devBase } from '../playwright.dev.config';
import { consoleProblems } from '../consoleProblems';
import { editSource } from './sourceEdit';

const site = `http://localhost:${devBase}`;

/** The news page with a category chosen and a search typed: state of NewsPage, kept across hot updates. */
async function newsPageWithState(page: Page) {
  await page.goto(`${site}/hospitality-industry-news`);
  // Once the posts have arrived (the category buttons come from the database too).
  await expect(page.getByTestId('news-grid').getByRole('article').first()).toBeVisible();
  const filters = page.getByRole('group', { name: /categor/i });
  const category = filters.getByRole('button').nth(1);
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('searchbox').fill('guest');
  await page.evaluate(() => ((window as { hmrMarker?: string }).hmrMarker = 'still here'));
  return category;
}

async function expectStateKept(page: Page, category: ReturnType<Page['getByRole']>) {
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox')).toHaveValue('guest');
  expect(await page.evaluate(() => (window as { hmrMarker?: string }).hmrMarker)).toBe('still here');
}

test('editing a remote component updates the page in place, keeping its state', async ({ page }) => {
  const problems = consoleProblems(page);
  const category = await newsPageWithState(page);
  const edit = editSource('mf-news/src/pages/NewsPage.tsx', '{newsletter.title}', "{newsletter.title}{' (edited in place)'}");
  try {
    await expect(page.locator('#newsletter-heading')).toContainText('(edited in place)');
    await expectStateKept(page, category);
  } finally {
    edit.restore();
  }
  await expect(page.locator('#newsletter-heading')).not.toContainText('(edited in place)');
  await expectStateKept(page, category);
  expect(problems).toEqual([]);
});

test('editing the shared kit and a remote stylesheet updates the page in place', async ({ page }) => {
  const problems = consoleProblems(page);
  const category = await newsPageWithState(page);
  const strip = page.getByRole('region', { name: 'News in numbers' });
  const kit = editSource('shared/src/ui/StatsStrip.tsx', '<dl className=', '<dl data-edited="shared" className=');
  try {
    await expect(strip.locator('dl')).toHaveAttribute('data-edited', 'shared');
    await expectStateKept(page, category);
  } finally {
    kit.restore();
  }
  const css = editSource('mf-news/src/styles.css', '@source', '#newsletter-heading { outline: 3px solid rgb(255, 0, 0); }\n@source');
  try {
    await expect(page.locator('#newsletter-heading')).toHaveCSS('outline-color', 'rgb(255, 0, 0)');
    await expectStateKept(page, category);
  } finally {
    css.restore();
  }
  await expect(page.locator('#newsletter-heading')).not.toHaveCSS('outline-color', 'rgb(255, 0, 0)');
  expect(problems).toEqual([]);
});

test('a second save while the first one compiles still updates the page in place', async ({ page }) => {
  const problems = consoleProblems(page);
  const category = await newsPageWithState(page);
  const strip = page.getByRole('region', { name: 'News in numbers' });
  const compiling = page.waitForEvent('console', (message) => message.text().includes('App updated. Recompiling'));
  const first = editSource('shared/src/ui/StatsStrip.tsx', '<dl className=', '<dl data-edited="first save" className=');
  try {
    await compiling;
    // The tab asks for the first compilation's update while the second one builds.
    const second = editSource('shared/src/ui/StatsStrip.tsx', 'data-edited="first save"', 'data-edited="second save"');
    await expect(strip.locator('dl')).toHaveAttribute('data-edited', 'second save');
    await expectStateKept(page, category);
    second.restore();
  } finally {
    first.restore();
  }
  await expect(strip.locator('dl')).not.toHaveAttribute('data-edited');
  await expectStateKept(page, category);
  expect(problems).toEqual([]);
});

test('every area renders in development mode with a clean console', async ({ page }) => {
  const problems = consoleProblems(page);
  for (const [path, heading] of [
    ['/', /every guest answered/i],
    ['/software/guest-engagement', /guest engagement/i],
    ['/pricing', /plans/i],
    ['/support/get-help', /help/i],
    ['/hospitality-industry-news', /news/i],
    ['/privacy-policy', /privacy policy/i],
  ] as const) {
    await page.goto(`${site}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  }
  // A client-side navigation into another area, through the header.
  await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).first().click();
  await expect(page).toHaveURL(/terms/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a change to a remote's routes shows without a manual reload", async ({ page }) => {
  // The HMR client says why it reloads the page: that notice is expected, nothing else is.
  const problems = consoleProblems(page, { expected: /^\[HMR\] (Error: Aborted because \.\/src\/routes\.tsx is not accepted|Update propagation|Cannot apply update\. Need to do a full reload!)/ });
  await page.goto(`${site}/gdpr`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/gdpr/i);
  // /gdpr now shows the data-management page: a routes module is no component, so the page reloads itself.
  const edit = editSource('mf-legal/src/routes.tsx', "{ path: '/gdpr', element: <GdprPage /> }", "{ path: '/gdpr', element: <ManageYourDataPage /> }");
  try {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/how to manage/i, { timeout: 30_000 });
  } finally {
    edit.restore();
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/gdpr/i, { timeout: 30_000 });
  expect(problems).toEqual([]);
});
