/**
 * Interactive as soon as visible: a prerendered page's controls do what they say from the first interaction,
 * even when it comes before the page's script has run (held, then replayed once hydrated), and the blocks that
 * are never hydrated (copy, cards, figures) keep their links working.
 * The shell's script is held back until the test has clicked, so "before hydration" is certain, not a race.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { consoleProblems } from '../consoleProblems';

// These tests hold the shell's script back to act before hydration: `goto` must not wait for the app, and each
// test waits for hydration itself (`hydrated()`). Page errors still fail them.
test.use({ gotoWaitsForApp: false });

/** Opens a prerendered page with the shell's script held until `release()`; console errors are collected. */
async function openBeforeHydration(page: Page, path: string) {
  const problems = consoleProblems(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The script the page's loader starts after the first paint (its data-src), held back.
  let script: string | undefined;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      script = /<script data-src="([^"]+)"/.exec(html)?.[1];
      await route.fulfill({ response, body: html });
    },
  );
  await page.route(
    (url) => script !== undefined && url.pathname === script,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const requested = page.waitForRequest((request) => script !== undefined && new URL(request.url()).pathname === script);
  await page.goto(path, { waitUntil: 'load' });
  await requested;
  // Visible, and not hydrated.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByName('app-mounted').length)).toBe(0);
  const hydrated = () => page.waitForFunction(() => performance.getEntriesByName('app-mounted').length > 0);
  return { problems, release, hydrated };
}

test('a dialog trigger clicked right after the first paint opens its dialog once the page is ready', async ({ page }) => {
  const { problems, release, hydrated } = await openBeforeHydration(page, '/pricing');
  await page.getByRole('main').getByRole('button', { name: 'Schedule Demo' }).first().click();
  await expect(page.getByRole('dialog')).toBeHidden();
  release();
  await hydrated();
  await expect(page.getByRole('dialog', { name: /demo/i })).toBeVisible();
  // Opened once: closing it leaves no second dialog behind.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(problems).toEqual([]);
});

test('the mega menu opens from a click made before the page was hydrated', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { problems, release, hydrated } = await openBeforeHydration(page, '/gdpr');
  await page.getByRole('banner').getByRole('button', { name: 'Software' }).click();
  release();
  await hydrated();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Software' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: /guest journey/i }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the mobile drawer opens from a tap made before the page was hydrated', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { problems, release, hydrated } = await openBeforeHydration(page, '/');
  await page.getByRole('button', { name: /open menu/i }).click();
  release();
  await hydrated();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(problems).toEqual([]);
});

test('after hydration: buttons answer their first click, static blocks’ links route in the tab, no hydration warning', async ({ page }) => {
  const { problems, release, hydrated } = await openBeforeHydration(page, '/pricing');
  release();
  await hydrated();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('main').getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page.getByRole('dialog', { name: /get started/i })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // A card of the (static) related-solutions block: a link the router follows without loading a document.
  const related = page.getByRole('region', { name: /related/i }).getByRole('link').first();
  const href = await related.getAttribute('href');
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Back on the pricing page (rendered in the browser now), its figures are there and its buttons answer.
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Platform figures' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Schedule Demo' }).first().click();
  await expect(page.getByRole('dialog', { name: /demo/i })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a header link clicked while the desktop menus still wait to be hydrated routes in the tab', async ({ page }) => {
  await page.goto('/about');
  // The page is hydrated (its area has rendered in the browser); only the menus still wait.
  await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:')));
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // The menus hydrate on the visitor's first interaction with them: this click is that interaction.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/plans/i);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
