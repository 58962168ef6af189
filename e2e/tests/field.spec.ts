/**
 * Field signals (shell/src/field, POST /api/field, /_site/field) on the suite's site: a page's view and vitals
 * arrive, counted to the area and release that own it; an error thrown by the legal area's script is counted to
 * legal and its release, not the shell; sampling 0 sends nothing; a burst of beacons leaves a page and a lead
 * fast. Each test's visitor is pinned to the `canary` cohort (the cohort cookie QA sets, which the server reads
 * for the beacons), which nothing else in the suite sends, and a route of its own, so its rows are its own.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, overrideSettings, port, secondPort, serviceKey, test } from '../fixtures';
import { releasesDir } from '../playwright.config';
import { releaseStore } from 'platform/releases/store';
import { pinnedCanaryCookie } from 'platform/canary/cohort.testkit';

const origin = `http://localhost:${port}`;

interface Row {
  area: string;
  release: string;
  route: string;
  cohort: string;
  kind: string;
  name: string;
  value: number | null;
  client_hash: string;
}

/** The stored signals of the canary cohort on `route` (the service role reads the table). */
async function canaryRows(route: string): Promise<Row[]> {
  const response = await fetch(`${origin}/rest/v1/field_signals?select=*&cohort=eq.canary&route=eq.${encodeURIComponent(route)}&order=id.asc`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  if (!response.ok) throw new Error(`Could not read the field signals: ${response.status} ${await response.text()}`);
  return (await response.json()) as Row[];
}

async function liveVersion(area: string): Promise<string> {
  const settings = (await (await fetch(`${origin}/settings.json`)).json()) as { areas: Record<string, { version: string }> };
  return settings.areas[area].version;
}

/** QA's pin of the canary cohort, with its credential (platform/canary/cohort.ts): `cohort=pin.canary.<signature>`. */
const pinCookie = () => pinnedCanaryCookie(releaseStore(releasesDir));
/** The visitor is pinned to the canary cohort (its beacons carry the cookie); its pages sampled at `sampleRate`. */
const asCanary = async (page: Page, sampleRate = 1) => {
  await page.context().addCookies([{ name: 'cohort', value: pinCookie().slice('cohort='.length), url: origin }]);
  await overrideSettings(page, (settings) => {
    settings.field = { sampleRate };
  });
};
/** A beacon's request headers as a visitor pinned to the canary cohort sends them. */
const pinned = () => ({ 'content-type': 'text/plain', cookie: pinCookie() });

/** Once the reporter has started (it loads when the page is idle): whether the page view was sampled. */
async function reporterStarted(page: Page): Promise<boolean> {
  await page.waitForFunction(() => performance.getEntriesByName('field-reporter').length > 0);
  return page.evaluate(() => (performance.getEntriesByName('field-reporter')[0] as PerformanceMark).detail.sampled as boolean);
}

/** Hides the page as a visitor leaving it does: the reporter sends its batch. (Not page.goto, which the fixture makes wait for the app.) */
async function leave(page: Page) {
  await page.evaluate(() => void (location.href = 'about:blank'));
  await page.waitForURL('about:blank');
}

test('a page view and its vitals arrive, counted to the area and release that own the page', async ({ page }) => {
  const route = '/privacy-policy';
  await asCanary(page);
  await page.goto(route);
  expect(await reporterStarted(page)).toBe(true);
  // An interaction (INP is reported for one that takes 40 ms or more).
  await page.getByRole('heading', { level: 1 }).click();
  await leave(page);
  const release = await liveVersion('legal');
  // INP only when an interaction took 40 ms or more (web-vitals' threshold), which a headless click need not.
  await expect.poll(async () => (await canaryRows(route)).map((row) => row.name)).toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB', 'view']));
  const rows = await canaryRows(route);
  expect(rows.map((row) => row.name).filter((name) => !['CLS', 'FCP', 'LCP', 'TTFB', 'view', 'INP'].includes(name))).toEqual([]);
  expect(rows.filter((row) => row.kind === 'view')).toHaveLength(1);
  for (const row of rows) expect(row).toMatchObject({ area: 'legal', release, cohort: 'canary', route });
  expect(rows.find((row) => row.name === 'LCP')!.value).toBeGreaterThan(0);
  // Anonymous: a hash, never the address.
  expect(new Set(rows.map((row) => row.client_hash)).size).toBe(1);
  expect(rows[0].client_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
});

test.describe('an error thrown by the legal area', () => {
  test.use({ allowedPageErrors: [/Field test: legal throws/] });

  test('is counted to legal and its release, not to the shell', async ({ page }) => {
    const route = '/gdpr';
    await asCanary(page);
    const release = await liveVersion('legal');
    // The legal release's own script throws as it is evaluated, before the reporter has loaded (the early capture).
    await page.route(`**/releases/legal/${release}/remoteEntry.js`, async (intercepted) => {
      const response = await intercepted.fetch();
      const script = `${await response.text()}\n;setTimeout(function legalThrows() { throw new Error('Field test: legal throws'); });\n`;
      await intercepted.fulfill({ response, body: script, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(script)) } });
    });
    await page.goto(route);
    await reporterStarted(page);
    await leave(page);
    await expect.poll(async () => (await canaryRows(route)).filter((row) => row.kind === 'error')).toEqual([
      expect.objectContaining({ area: 'legal', release, kind: 'error', name: 'uncaught', value: 1 }),
    ]);
    expect((await canaryRows(route)).filter((row) => row.area === 'shell')).toEqual([]);
  });
});

test('sampling 0 sends nothing', async ({ page }) => {
  const route = '/how-to-manage-your-data';
  await asCanary(page, 0);
  await page.goto(route);
  expect(await reporterStarted(page)).toBe(false);
  await leave(page);
  // The same page sampled at 1, left after it: its view is stored, and a beacon of the first page, sent before it,
  // would have been stored with it or earlier. Exactly one view: the first page sent nothing.
  const sampled = await page.context().newPage();
  await asCanary(sampled);
  await sampled.goto(`${origin}${route}`);
  expect(await reporterStarted(sampled)).toBe(true);
  await leave(sampled);
  await expect.poll(async () => (await canaryRows(route)).filter((row) => row.kind === 'view').length).toBeGreaterThan(0);
  expect((await canaryRows(route)).filter((row) => row.kind === 'view')).toHaveLength(1);
});

test('a burst of beacons leaves a page and a lead within their bounds', async () => {
  const beacon = JSON.stringify({ route: '/field-flood', signals: [{ kind: 'view', area: 'legal', release: 'none' }] });
  const sendBurst = () => Array.from({ length: 200 }, () => fetch(`${origin}/api/field`, { method: 'POST', body: beacon, headers: pinned() }).then((r) => r.status));
  const timed = async (work: () => Promise<Response>) => {
    const started = performance.now();
    const response = await work();
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const page = () => timed(() => fetch(`${origin}/pricing`));
  const lead = () => timed(() => fetch(`${origin}/api/leads`, { method: 'POST', body: new URLSearchParams({ email: 'flood@example.com', form: 'field-flood' }) }));
  const alone = { page: await page(), lead: await lead() };
  const burst = sendBurst();
  const [pageTiming, leadTiming] = await Promise.all([page(), lead()]);
  const statuses = await Promise.all(burst);
  // The suite's site takes 10,000 a minute from one client (its tests all come from loopback): every beacon is
  // taken and stored, in a write a second (the per-client limit: supabase/server/field/fieldSink.test.ts).
  expect(statuses.filter((status) => status !== 204)).toEqual([]);
  await expect.poll(async () => (await canaryRows('/field-flood')).length).toBe(200);
  expect(pageTiming).toMatchObject({ status: 200 });
  expect(leadTiming.status).toBeLessThan(300);
  // Bounds: during the burst the page and the lead each answer within three times their time alone, or a second when
  // that is more (the machine's own load moves both).
  expect(pageTiming.ms).toBeLessThan(Math.max(1000, 3 * alone.page.ms));
  expect(leadTiming.ms).toBeLessThan(Math.max(1000, 3 * alone.lead.ms));
});

test.describe('/_site/field', () => {
  test('shows per-area charts and the figures to a client on loopback, axe clean at both widths', async ({ browser }) => {
    // A page of its own: the fixture's waits for the site's app, which this page is not.
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    // A view of the live legal release, so the page has an area to chart and a release to tabulate (whatever else
    // of this file ran first).
    const beacon = JSON.stringify({ route: '/field-page', signals: [{ kind: 'view', area: 'legal', release: await liveVersion('legal') }] });
    expect((await fetch(`${origin}/api/field`, { method: 'POST', body: beacon, headers: pinned() })).status).toBe(204);
    await expect.poll(async () => (await canaryRows('/field-page')).length).toBe(1);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origin}/_site/field`, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1, name: 'Field signals' })).toBeVisible();
      const legal = page.getByRole('region', { name: 'legal', exact: true });
      await expect(legal.getByRole('table', { name: 'legal: live release beside the previous one' })).toContainText('Page views');
      // uPlot's canvases: views and errors, LCP and INP.
      await expect(legal.locator('.uplot canvas')).toHaveCount(2);
      await expect(legal.getByRole('group', { name: 'legal: page views and error rate per 30 min' })).toBeVisible();
      // The charts and the tables fit the screen (a table's values wrap on a phone rather than run under its edge).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const right of await page.locator('table').evaluateAll((tables) => tables.map((table) => table.getBoundingClientRect().right))) {
        expect(right).toBeLessThanOrEqual(width);
      }
      await page.screenshot({ path: test.info().outputPath(`field-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test('refuses a client beyond loopback, as the trusted proxy names it, unless it brings the service key', async ({ browser }) => {
    // The suite's second site trusts loopback as its proxy: X-Forwarded-For names the client.
    const outside = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.5' } });
    const page = await outside.newPage();
    const refused = await page.goto(`http://localhost:${secondPort}/_site/field`);
    expect(refused!.status()).toBe(403);
    await expect(page.locator('body')).toHaveText('The field figures are answered on loopback, or with the service key, only.');
    expect((await page.request.get(`http://localhost:${secondPort}/_site/field/data`)).status()).toBe(403);
    await outside.close();
    const withKey = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.5', apikey: serviceKey } });
    const allowed = await (await withKey.newPage()).goto(`http://localhost:${secondPort}/_site/field`);
    expect(allowed!.status()).toBe(200);
    await withKey.close();
    // Through its own loopback address, with no proxy naming another client, the page is answered.
    const local = await browser.newContext();
    const answered = await (await local.newPage()).goto(`http://localhost:${secondPort}/_site/field`);
    expect(answered!.status()).toBe(200);
    await local.close();
  });
});
