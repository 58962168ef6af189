import type { Page, Route } from '@playwright/test';
import { browserRendered, expect, fixturePort, overrideSettings, port, test } from '../fixtures';

// A remote that fails costs only its own area: header, footer and the other areas keep working, the
// area shows its "temporarily unavailable" panel, and Retry loads it again without a page reload. The pages
// are rendered in the browser (a prerendered page keeps its HTML instead: see prerender.spec.ts).

const legalManifest = '**/releases/legal/*/mf-manifest.json';

async function expectShellIntact(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

async function expectUnavailable(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Legal is temporarily unavailable' })).toBeVisible();
  await expectShellIntact(page);
}

/** Another area still works, reached by client-side navigation from the failed one. */
async function expectOtherAreaWorks(page: Page) {
  await page.evaluate(() => {
    window.history.pushState({}, '', '/software/guest-journey');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/guest journey/i);
  await expectShellIntact(page);
}

/** Marks the document so a test can tell that Retry did not reload the page. */
const markDocument = (page: Page) => page.evaluate(() => ((window as any).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as any).__sameDocument === true);

async function retryRecovers(page: Page, unblock: () => Promise<void>) {
  await markDocument(page);
  await unblock();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/terms/i);
  expect(await sameDocument(page)).toBe(true);
}

test('remote down: the area shows its panel, the rest works, Retry recovers', async ({ page }) => {
  let down = true;
  const refuse = (route: Route) => (down ? route.abort('connectionrefused') : route.continue());
  await page.route(legalManifest, refuse);
  await page.route('**/releases/legal/*/*.js', refuse);
  await page.goto(browserRendered('/terms-and-conditions'));
  await expectUnavailable(page);
  await retryRecovers(page, async () => {
    down = false;
  });
  await expectOtherAreaWorks(page);
});

test('manifest missing (404): panel, then Retry loads the area once it is back', async ({ page }) => {
  let missing = true;
  await page.route(legalManifest, (route) => (missing ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));
  await page.goto(browserRendered('/terms-and-conditions'));
  await expectUnavailable(page);
  await retryRecovers(page, async () => {
    missing = false;
  });
});

test('remote entry missing (404): panel, other areas keep working', async ({ page }) => {
  await page.route('**/releases/legal/*/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto(browserRendered('/terms-and-conditions'));
  await expectUnavailable(page);
  await expectOtherAreaWorks(page);
});

test('a remote that throws while rendering: panel, other areas keep working', async ({ page }) => {
  await overrideSettings(page, (settings) => {
    settings.areas.legal.manifest = `http://localhost:${fixturePort}/mf-manifest.json`;
  });
  // The fixture's container really loads: the panel comes from its page throwing, not from a missing build.
  const fixtureEntry = page.waitForResponse((response) => response.url() === `http://localhost:${fixturePort}/remoteEntry.js` && response.ok());
  const thrown = page.waitForEvent('console', (message) => message.text().includes('Simulated failure while rendering the legal area'));
  await page.goto(browserRendered('/terms-and-conditions'));
  await fixtureEntry;
  await thrown;
  await expectUnavailable(page);
  await expectOtherAreaWorks(page);
});

test('the settings document missing: the shell still renders, the page shows the unavailable panel, Retry recovers', async ({ page }) => {
  let missing = true;
  await page.route('**/settings.json', (route) => (missing ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));
  await page.goto(browserRendered('/terms-and-conditions'));
  // Which area owns the page is in the document: without it the page is unavailable, not missing (no 404).
  await expect(page.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404' })).toHaveCount(0);
  await expectShellIntact(page);
  missing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/terms/i);
});

test('transient faults are retried before the area fails', async ({ page }) => {
  let manifestFailures = 1;
  let entryFailures = 1;
  await page.route(legalManifest, (route) => (manifestFailures-- > 0 ? route.abort('connectionreset') : route.continue()));
  await page.route('**/releases/legal/*/remoteEntry.js', (route) =>
    entryFailures-- > 0 ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto(browserRendered('/terms-and-conditions'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/terms/i);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(manifestFailures).toBeLessThan(0);
  expect(entryFailures).toBeLessThan(0);
});

test('an area can be deployed apart from the shell: a remote served from a second origin', async ({ page }) => {
  // The page comes from the second server; the legal remote from the first, another origin.
  const secondOrigin = `http://localhost:${port}`;
  await overrideSettings(page, (settings) => {
    settings.areas.legal.manifest = `${secondOrigin}/${settings.areas.legal.manifest}`;
  });
  const legalRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/releases/legal/')) legalRequests.push(request.url());
  });
  await page.goto(browserRendered('/terms-and-conditions'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/terms/i);
  expect(legalRequests.length).toBeGreaterThan(1);
  expect(legalRequests.every((url) => url.startsWith(secondOrigin))).toBe(true);
});
