/**
 * Canary releases against a copy of the composed site (platform/canary/): `npm run release -- legal --canary 50
 * [--tolerance 100] --wait` (a tolerance that wide promotes a healthy canary on a few clients), and visitors as a trusted proxy presents them (each its own
 * X-Forwarded-For address, written by the test's proxy, the site trusting loopback as its proxy). A failing canary is rolled back by the
 * verdict with the stable cohort untouched; a healthy one is promoted; a visitor's cohort holds across pages,
 * reloads and a release of another area (and of the shell, whose new release the canary cohort's pages carry); a
 * content sync while a news canary runs reaches both cohorts, and one whose post the canary's release cannot render
 * on the server rolls the canary back and publishes the post for everyone with the stable release; a route or route
 * pattern a legal canary adds, and one it removes, are its cohort's alone.
 *
 * Each visitor's beacons are its pages' own: the field reporter (shell/src/field/reporter.ts) sends them when the
 * page is hidden (a reload, the visitor leaving), through the visitor's proxy address and with its cohort cookie.
 * Only the flood of forged beacons from one client is posted by the test.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { anonKey, expect, serviceKey, test } from '../fixtures';
import { deletedEntry, entry, richText, startFakeContentful, type FakeContentful } from 'supabase-backend/functions/sync-contentful/fakeContentful';
import { portOf } from '../ports';
import { buildChangedArea } from './changedArea';
import { localSettings, runReleaseCommand, servedLine, startSite, type SiteProcess } from './siteProcess';
import { readLogLines, releaseStore, type CanaryLogEntry } from 'platform/releases/store';
import type { CanaryFigures } from 'platform/canary/figures';
import { overlayDir } from 'platform/canary/state';
import type { ErrorReport } from 'platform/field/errorReport';
import { drawnCookie, pinnedCanaryCookie } from 'platform/canary/cohort.testkit';

test.describe.configure({ mode: 'serial', timeout: 900_000 });
test.use({ allowedPageErrors: [/Simulated failure after hydration/] });

/**
 * The trusted proxy in front of the site, as the visitors reach it: each visitor's browser sends everything through
 * it (its pages, their beacons, its API requests) with its own address as its proxy user name, and the proxy names
 * that address in X-Forwarded-For. (A context's extra headers do not reach the beacons a page sends as it unloads.)
 */
function visitorsProxy() {
  const proxy = http.createServer((req, res) => {
    const credentials = req.headers['proxy-authorization']?.split(' ')[1];
    if (!credentials) return void res.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="visitors"' }).end();
    const address = Buffer.from(credentials, 'base64').toString().split(':')[0];
    const target = new URL(req.url!);
    const { 'proxy-authorization': _, 'proxy-connection': __, ...headers } = req.headers;
    const forward = http.request({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: req.method, headers: { ...headers, 'x-forwarded-for': address } }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return proxy;
}

/** The team's webhook receiver: each alert the site sends, with whether its signature checks (as the README says a receiver checks it). */
const webhookSecret = 'the-canary-journeys-webhook-secret';
const alertsReceived: { body: Record<string, unknown>; signed: boolean }[] = [];
const webhooks = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const expected = Buffer.from(`sha256=${createHmac('sha256', webhookSecret).update(raw).digest('hex')}`);
  const given = Buffer.from(String(req.headers['x-stayvia-signature'] ?? ''));
  alertsReceived.push({ body: JSON.parse(raw.toString('utf8')), signed: given.length === expected.length && timingSafeEqual(given, expected) });
  res.writeHead(204).end();
});

let site: SiteProcess;
let proxy: http.Server;
let proxyServer: string;
/** The site's Contentful: a local stand-in its content syncs read. */
let contentful: FakeContentful;
test.beforeAll(async () => {
  test.setTimeout(600_000);
  proxy = visitorsProxy();
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyServer = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => webhooks.listen(0, '127.0.0.1', resolve));
  contentful = await startFakeContentful();
  const { space, accessToken, host } = contentful.settings;
  site = await startSite({
    port: portOf('canary'),
    settings: localSettings(),
    env: {
      BACKEND_TRUSTED_PROXIES: '127.0.0.1,::1',
      SITE_WEBHOOKS: `http://127.0.0.1:${(webhooks.address() as AddressInfo).port}/stayvia-alerts`,
      SITE_WEBHOOK_SECRET: webhookSecret,
      CANARY_VERDICT_MS: '300',
      CANARY_SETTLE_MS: '20000',
      CONTENTFUL_SPACE_ID: space,
      CONTENTFUL_ACCESS_TOKEN: accessToken,
      CONTENTFUL_HOST: `http://${host}`,
    },
  });
  await site.waitForLine(servedLine);
});
test.afterAll(async () => {
  await site?.stop();
  await contentful?.close();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  webhooks.closeAllConnections();
  await new Promise((resolve) => webhooks.close(resolve));
});

const gdprFile = path.join('src', 'pages', 'GdprPage.tsx');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const liveLegal = () => readJson(site.settingsFile).areas.legal.version as string;
const canaryFile = () => path.join(site.releasesDir, 'canary.json');
/** The last canary event of the store's log (a verdict carries its figures). */
const lastCanaryEntry = async () =>
  (await readLogLines(releaseStore(site.releasesDir))).findLast((entry): entry is CanaryLogEntry & { figures: CanaryFigures } => entry.action === 'canary');

interface Visitor {
  context: BrowserContext;
  page: Page;
  cohort: string;
  errors: string[];
  /** The legal releases the visitor's pages loaded. */
  legalReleases: Set<string>;
  /** The page views of /gdpr stored before the visitor came. */
  viewsBefore: number;
  /** Its address, as the proxy names it. */
  address: string;
}

let addresses = 0;
/**
 * A new visitor (its own address, as the proxy forwards it) on `sitePath`: its cohort is drawn on the first page, or
 * is the one of `cookie` (a `Cookie` header of a client the server drew).
 */
async function visit(browser: Browser, sitePath: string, cookie?: string): Promise<Visitor> {
  addresses += 1;
  const viewsBefore = await storedViews();
  const address = `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`;
  const context = await browser.newContext({ proxy: { server: proxyServer, username: address, password: 'visitor' } });
  if (cookie) await context.addCookies([{ name: 'cohort', value: cookie.slice('cohort='.length), url: site.origin }]);
  const page = await context.newPage();
  const errors: string[] = [];
  const legalReleases = new Set<string>();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const release = /\/releases\/legal\/([0-9a-f]{12})\//.exec(request.url())?.[1];
    if (release) legalReleases.add(release);
  });
  await goLive(page, `${site.origin}${sitePath}`);
  const held = (await context.cookies()).find((entry) => entry.name === 'cohort');
  // The cookie as the server signs it: `<canary id>.<cohort>.<client>.<signature>` (platform/canary/cohort.ts).
  return { context, page, cohort: held?.value.split('.').at(-3) ?? 'none', errors, legalReleases, viewsBefore, address };
}

async function goLive(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('app-mounted').length > 0);
  await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:')));
}

/** A forged beacon in the field format: a view of /gdpr and `errors` uncaught errors, counted to legal. */
const beaconOf = (release: string, errors: number) => ({
  route: '/gdpr',
  signals: [
    { kind: 'view', area: 'legal', release },
    ...Array.from({ length: errors }, (_, i) => ({ kind: 'error', name: 'uncaught', value: i + 1, area: 'legal', release })),
  ],
});

/** The page views of /gdpr the site stored from its pages' own beacons (the forged ones name no release). */
async function storedViews(): Promise<number> {
  const response = await fetch(`${site.origin}/rest/v1/field_signals?select=id&route=eq./gdpr&kind=eq.view&release=neq.none`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

/**
 * The visitor leaves: its page is hidden, and the page's own field reporter (started once the page was idle after
 * hydration) sends its beacon, as the reload before did for the first view; resolves once the site has stored both.
 * (A beacon sent as a page unloads is not one of the page's requests Playwright reports: the site is asked.)
 */
async function leave(visitor: Visitor) {
  await visitor.page.waitForFunction(() => performance.getEntriesByName('field-reporter').length > 0);
  await visitor.page.evaluate(() => void (location.href = 'about:blank'));
  await visitor.page.waitForURL('about:blank');
  await expect.poll(storedViews, { timeout: 30_000 }).toBeGreaterThanOrEqual(visitor.viewsBefore + 2);
}

/** The canary's views made by in-app navigations (platform/canary/signals.ts), as the service role reads them. */
async function navigationViews(id: string): Promise<Array<{ cohort: string; page: string }>> {
  const response = await fetch(`${site.origin}/rest/v1/canary_views?select=cohort,page&navigation=is.true&canary_id=eq.${encodeURIComponent(id)}&order=served_at.asc`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{ cohort: string; page: string }>;
}
const cohortCookie = async (visitor: Visitor) => (await visitor.context.cookies()).find((entry) => entry.name === 'cohort')?.value;
/**
 * A request of the visitor's made by the test: its cookies and address as the proxy forwards them (an API request of
 * the context would tunnel through the proxy, which cannot name the address inside a tunnel).
 */
async function visitorFetch(visitor: Visitor, pathname: string, init: RequestInit = {}) {
  const cookie = (await visitor.context.cookies(site.origin)).map(({ name, value }) => `${name}=${value}`).join('; ');
  return fetch(`${site.origin}${pathname}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie, 'x-forwarded-for': visitor.address } });
}
const settingsOf = async (visitor: Visitor) => (await visitorFetch(visitor, '/settings.json')).json();

/** The canary the release `command` started, once it runs (the command's output when it ended first). */
async function waitForRunningCanary(command: Promise<{ code: number | null; output: string }>) {
  let ended: { code: number | null; output: string } | undefined;
  void command.then((result) => void (ended = result));
  await expect
    .poll(
      () => {
        if (ended) throw new Error(`The release ended (${ended.code}) without a running canary:\n${ended.output}`);
        return fs.existsSync(canaryFile()) ? readJson(canaryFile()).canaries.legal?.status : undefined;
      },
      { timeout: 300_000 },
    )
    .toBe('running');
  return readJson(canaryFile()).canaries.legal as { id: string; version: string };
}

/**
 * Visitors come (each viewing /gdpr and reloading it) until `done` settles; returns them by cohort. The clients of
 * `first` (`Cookie` headers the server signed) come before any drawn one.
 */
async function visitUntil(browser: Browser, done: Promise<unknown>, each: (visitor: Visitor) => Promise<void>, first: string[] = []) {
  let settled = false;
  void done.finally(() => void (settled = true));
  const byCohort: Record<string, Visitor[]> = { canary: [], stable: [] };
  for (let i = 0; i < 60 && !settled; i++) {
    const visitor = await visit(browser, '/gdpr', first[i]);
    // No cohort drawn: the verdict ended the canary while the command was still to notice.
    if (visitor.cohort === 'none') {
      await visitor.context.close();
      break;
    }
    if (visitor.cohort === 'canary') await expect.poll(() => visitor.errors.length).toBeGreaterThan(0).catch(() => undefined);
    await goLive(visitor.page, `${site.origin}/gdpr`);
    await each(visitor);
    byCohort[visitor.cohort].push(visitor);
  }
  await done;
  return byCohort;
}

test('a canary whose page throws after hydration is rolled back by the verdict once it has its views; the stable cohort never saw it', async ({ browser }) => {
  const failing = buildChangedArea(
    'legal',
    {
      [gdprFile]: (text) =>
        `import { useEffect } from 'react';\n${text.replace(
          'export default function GdprPage() {',
          "export default function GdprPage() {\n  useEffect(() => {\n    setTimeout(() => {\n      throw new Error('Simulated failure after hydration');\n    });\n  }, []);",
        )}`,
    },
    'failing',
  );
  try {
    const before = liveLegal();
    const command = runReleaseCommand(site, 'release', ['legal', '--from', path.join(failing, 'dist'), '--canary', '50', '--wait']);
    const canary = await waitForRunningCanary(command);
    const running = await runReleaseCommand(site, 'canary', ['legal', '--json']);
    expect(JSON.parse(running.output)).toMatchObject({ area: 'legal', state: 'running', canary: { version: canary.version, percent: 50, from: before } });

    // Three stable clients come first: at a 50 % share the verdict may end the canary before chance draws three.
    const stableClients = [0, 1, 2].map((n) => drawnCookie(releaseStore(site.releasesDir), canary.id, 'stable', `StableVisitor00${n}`));
    const visitors = await visitUntil(
      browser,
      command,
      async (visitor) => {
        // The cohort holds across a reload.
        expect(await cohortCookie(visitor)).toMatch(new RegExp(`^${canary.id}\\.${visitor.cohort}\\.[\\w-]{16}\\.[\\w-]{22}$`));
        await leave(visitor);
        await visitor.context.close();
      },
      stableClients,
    );
    const result = await command;
    expect(result.code, result.output).toBe(1);
    expect(result.output).toMatch(/legal [0-9a-f]{12} was rolled back: errors: \d+ of \d+ canary clients \(100\.0 %\) against 0 of \d+ stable clients/);

    // The canary cohort got the failing release and its error; the stable cohort never loaded it.
    expect(visitors.canary.length).toBeGreaterThanOrEqual(3);
    expect(visitors.stable.length).toBeGreaterThanOrEqual(3);
    for (const visitor of visitors.canary) expect([...visitor.legalReleases]).toEqual([canary.version]);
    for (const visitor of visitors.stable) {
      expect([...visitor.legalReleases]).toEqual([before]);
      expect(visitor.errors).toEqual([]);
    }
    expect(liveLegal()).toBe(before);

    // The verdict and its figures are in the log; the canary shows as rolled back.
    const verdict = await lastCanaryEntry();
    expect(verdict).toMatchObject({ target: 'legal', event: 'rolled back', canary: canary.id, version: canary.version, reason: expect.stringContaining('likelihood ratio') });
    // At a 50 % share each errored canary client at most doubles the test's ratio: 8 reach its bound.
    expect(verdict!.figures.cohorts.canary.erroredClients).toBe(verdict!.figures.cohorts.canary.clients);
    expect(verdict!.figures.cohorts.stable.erroredClients).toBe(0);
    expect(verdict!.figures.cohorts.canary.clients).toBeGreaterThanOrEqual(8);
    const ended = await runReleaseCommand(site, 'canary', ['legal']);
    expect(ended.output).toContain('legal: rolled back');

    // The error, grouped with its frame mapped through the release's source maps, is named by the rollback's reason.
    const errors = await runReleaseCommand(site, 'field', ['legal', '--errors', '--json']);
    expect(errors.code, errors.output).toBe(0);
    const groups = (JSON.parse(errors.output) as ErrorReport).releases.find((release) => release.release === canary.version)?.groups ?? [];
    expect(groups[0]).toMatchObject({ type: 'Error', message: 'Simulated failure after hydration', newInCanary: true });
    expect(groups[0]!.frames[0]).toMatchObject({ at: expect.stringMatching(/^mf-legal\/src\/pages\/GdprPage\.tsx:\d+$/), mapped: true });
    expect(groups[0]!.clients).toBeGreaterThanOrEqual(3);
    expect(verdict!.reason).toMatch(/top error: new in the canary: Error: Simulated failure after hydration at mf-legal\/src\/pages\/GdprPage\.tsx:\d+/);
    // Its source map is in the store and never served.
    const chunk = fs.readdirSync(path.join(site.releasesDir, 'legal', canary.version)).find((name) => name.endsWith('.js.map'));
    expect(chunk).toBeDefined();
    expect((await fetch(`${site.origin}/releases/legal/${canary.version}/${chunk}`)).status).toBe(404);
    // The team's receiver got the site's rollback, signed, with who took it and why (the start is the release
    // command's alert: its environment here names no webhook).
    await expect.poll(() => alertsReceived.filter(({ body }) => body.canary === canary.id).map(({ body }) => body.event)).toEqual(['rolled back']);
    const rolledBack = alertsReceived.find(({ body }) => body.canary === canary.id && body.event === 'rolled back')!;
    expect(rolledBack.signed).toBe(true);
    expect(rolledBack.body).toMatchObject({ target: 'legal', version: canary.version, by: 'the verdict', reason: verdict!.reason });

    // Every visitor, the canary's included, gets the live release again.
    const after = await visit(browser, '/gdpr');
    expect(after.cohort).toBe('none');
    expect([...after.legalReleases]).toEqual([before]);
    await after.context.close();
  } finally {
    fs.rmSync(failing, { recursive: true, force: true });
  }
});

test("a healthy canary is promoted; a visitor's cohort holds across pages, reloads and a release of another area", async ({ browser }) => {
  const healthy = buildChangedArea('legal', { [path.join('src', 'content', 'gdpr.ts')]: (text) => text.replace("highlight: 'Compliance'", "highlight: 'Compliance, revised'") }, 'healthy');
  const support = buildChangedArea('support', { [path.join('src', 'routes.tsx')]: (text) => text.split('\n').filter((line) => !line.includes('Security')).join('\n') });
  const newBlurb = 'Stayvia, released again while a canary runs.';
  const shell = buildChangedArea('shell', { [path.join('src', 'layout', 'copy.ts')]: (text) => text.replace(/footerBlurb: `[^`]*`/, `footerBlurb: '${newBlurb}'`) });
  try {
    const before = liveLegal();
    const command = runReleaseCommand(site, 'release', ['legal', '--from', path.join(healthy, 'dist'), '--canary', '50', '--tolerance', '100', '--wait']);
    const canary = await waitForRunningCanary(command);

    // One visitor of each cohort, drawn.
    const drawn: Record<string, Visitor | undefined> = {};
    while (!drawn.canary || !drawn.stable) {
      const visitor = await visit(browser, '/gdpr');
      if (drawn[visitor.cohort]) await visitor.context.close();
      else drawn[visitor.cohort] = visitor;
    }
    const [inCanary, inStable] = [drawn.canary!, drawn.stable!];
    const heading = (visitor: Visitor) => visitor.page.getByRole('heading', { level: 1 });
    await expect(heading(inCanary)).toHaveText('GDPR Compliance, revised');
    await expect(heading(inStable)).toHaveText('GDPR Compliance');
    const cookie = await cohortCookie(inCanary);

    // Across pages and a reload.
    await inCanary.page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(heading(inCanary)).toContainText('Privacy');
    await goLive(inCanary.page, `${site.origin}/pricing`);
    // The footer link from /pricing to /gdpr: an in-app navigation is a view of the legal canary, in the visitor's
    // cohort, once its beacon comes (the page is left by the load below).
    await inCanary.page.getByRole('contentinfo').getByRole('link', { name: 'GDPR', exact: true }).click();
    await expect(heading(inCanary)).toHaveText('GDPR Compliance, revised');
    await goLive(inCanary.page, `${site.origin}/gdpr`);
    // Both in-app navigations to legal's pages so far (the footer's Privacy Policy above, then GDPR) are its views.
    await expect.poll(() => navigationViews(canary.id)).toEqual([
      { cohort: 'canary', page: '/privacy-policy' },
      { cohort: 'canary', page: '/gdpr' },
    ]);
    await inCanary.page.reload();
    await expect(heading(inCanary)).toHaveText('GDPR Compliance, revised');
    expect(await cohortCookie(inCanary)).toBe(cookie);

    // A release of another area reaches both cohorts; each keeps its legal release.
    const released = await runReleaseCommand(site, 'release', ['support', '--from', path.join(support, 'dist')]);
    expect(released.code, released.output).toBe(0);
    const liveSupport = readJson(site.settingsFile).areas.support.version;
    const canarySettings = await settingsOf(inCanary);
    const stableSettings = await settingsOf(inStable);
    expect([canarySettings.areas.support.version, canarySettings.areas.legal.version]).toEqual([liveSupport, canary.version]);
    expect([stableSettings.areas.support.version, stableSettings.areas.legal.version]).toEqual([liveSupport, before]);
    await goLive(inCanary.page, `${site.origin}/gdpr`);
    await expect(heading(inCanary)).toHaveText('GDPR Compliance, revised');
    expect(await cohortCookie(inCanary)).toBe(cookie);
    await goLive(inStable.page, `${site.origin}/gdpr`);
    await expect(heading(inStable)).toHaveText('GDPR Compliance');

    // A release of the shell renders every page again: the canary cohort's too, with the canary's legal release and
    // the new shell (its footer, rendered on the server only), so neither cohort keeps the replaced shell.
    const shellReleased = await runReleaseCommand(site, 'release', ['shell', '--from', path.join(shell, 'dist')]);
    expect(shellReleased.code, shellReleased.output).toBe(0);
    expect(shellReleased.output).toMatch(new RegExp(`and the \\d+ pages of the canary cohort \\(legal ${canary.version}\\)`));
    const served = async (visitor: Visitor) => (await visitorFetch(visitor, '/gdpr')).text();
    const [canaryPage, stablePage] = [await served(inCanary), await served(inStable)];
    expect(canaryPage).toContain(newBlurb);
    expect(canaryPage).toContain('Compliance, revised');
    expect(canaryPage).toContain(`releases/legal/${canary.version}/`);
    expect(stablePage).toContain(newBlurb);
    expect(stablePage).not.toContain('Compliance, revised');
    expect(stablePage).toContain(`releases/legal/${before}/`);
    expect(stablePage).not.toContain(`releases/legal/${canary.version}/`);
    await goLive(inCanary.page, `${site.origin}/gdpr`);
    await expect(heading(inCanary)).toHaveText('GDPR Compliance, revised');
    await expect(inCanary.page.getByRole('contentinfo')).toContainText(newBlurb);
    expect(await cohortCookie(inCanary)).toBe(cookie);

    // One client flooding error beacons is one client at most: the healthy canary is still promoted.
    // (Past the field endpoint's 30 a minute per client, the rest are refused 429: the flood is one client's either way.)
    for (let i = 0; i < 50; i++) await visitorFetch(inCanary, '/api/field', { method: 'POST', body: JSON.stringify(beaconOf('none', 1)), headers: { 'content-type': 'application/json' } });

    await visitUntil(browser, command, async (visitor) => {
      await leave(visitor);
      await visitor.context.close();
    });
    const result = await command;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/legal [0-9a-f]{12} was promoted: not worse than stable: errored clients [\d.]+ % on the canary/);
    expect(liveLegal()).toBe(canary.version);
    const promoted = await lastCanaryEntry();
    expect(promoted).toMatchObject({ event: 'promoted', canary: canary.id });
    expect(promoted!.figures.cohorts.canary.erroredClients).toBeLessThanOrEqual(1);
    // The stable visitor gets the promoted release on its next page.
    await goLive(inStable.page, `${site.origin}/gdpr`);
    await expect(heading(inStable)).toHaveText('GDPR Compliance, revised');
    for (const visitor of [inCanary, inStable]) await visitor.context.close();
  } finally {
    fs.rmSync(healthy, { recursive: true, force: true });
    fs.rmSync(support, { recursive: true, force: true });
    fs.rmSync(shell, { recursive: true, force: true });
  }
});

test('a content sync while a news canary runs reaches both cohorts: a post published is on both news lists, one unpublished on neither; a post the canary cannot render rolls it back and is published', async () => {
  const revised = 'News & Insights, revised';
  // The canary's bug that real content triggers: its post tags (on the news list's cards and the article) throw for this title.
  const breaking = {
    title: 'A Post the News Canary Cannot Render',
    slug: 'a-post-the-news-canary-cannot-render',
    excerpt: 'Published while a canary of the news area runs; its release fails to render it.',
    content: richText('The stable cohort reads it.'),
    author: 'Mina Carter',
    category: 'Operations',
    publishedAt: '2026-11-28T10:00:00.000Z',
  };
  const tagsFunction = 'export function PostTags({ post, children }: { post: BlogPost; children?: ReactNode }) {';
  const news = buildChangedArea('news', {
    [path.join('src', 'content', 'news.ts')]: (text) => text.replace("highlight: 'News & Insights'", `highlight: '${revised}'`),
    [path.join('src', 'components', 'PostFacts.tsx')]: (text) =>
      text.replace(tagsFunction, `${tagsFunction}\n  if (post.title === ${JSON.stringify(breaking.title)}) throw new Error('The news canary cannot render this post');`),
  });
  const post = {
    title: 'Cohorts Read the Same News',
    slug: 'cohorts-read-the-same-news',
    excerpt: 'A post published while a canary of the news area runs.',
    content: richText('Both cohorts list it.'),
    author: 'Mina Carter',
    category: 'Operations',
    publishedAt: '2026-11-28T09:00:00.000Z',
  };
  const articlePath = `/hospitality-industry-news/${post.slug}`;
  const newsPath = '/hospitality-industry-news';
  const store = releaseStore(site.releasesDir);
  /** The cohort cookies of a visitor pinned to either cohort (the canary's with QA's credential), or drawn into this canary's. */
  const cookies = (id: string) => ({ stable: 'cohort=stable', canary: pinnedCanaryCookie(store), drawn: drawnCookie(store, id, 'canary') });
  /** The page at `pathname` for a visitor whose cohort cookie is `cookie` (cookies()). */
  const page = async (cookie: 'canary' | 'stable' | 'drawn', pathname: string) => {
    const response = await fetch(`${site.origin}${pathname}`, { headers: { cookie: cookies(readJson(canaryFile()).canaries.news.id as string)[cookie] } });
    return { status: response.status, html: await response.text() };
  };
  /** Runs a content sync; `first`: what must hold before the job prints that it published (polled, to fail with what is missing). */
  const sync = async (first: () => Promise<void> = async () => undefined) => {
    const printed = site.lines.length;
    const post = () => fetch(`${site.origin}/functions/v1/sync-contentful`, { method: 'POST', headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
    let answer = await post();
    // The function starts one run per interval (30 s): a second sync waits as its 429 says.
    if (answer.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after')) * 1000));
      answer = await post();
    }
    expect(answer.status).toBe(200);
    await first();
    await site.waitForLine(/\[prerender\] published \d+ of \d+ pages \(content/, printed);
  };
  try {
    // Without --wait the command ends once the canary runs; its verdict (a tolerance of 0.5 pp) waits for far more clients than this test makes.
    const started = await runReleaseCommand(site, 'release', ['news', '--from', path.join(news, 'dist'), '--canary', '50']);
    expect(started.code, started.output).toBe(0);
    const canary = readJson(canaryFile()).canaries.news as { id: string; version: string; pages: string[] };
    const liveNews = readJson(site.settingsFile).areas.news.version as string;
    expect(canary.pages).toContain(newsPath);
    expect(canary.pages).not.toContain(articlePath);

    contentful.script(null, [[entry('cohort-post', post)]], 'cohort-token-1');
    await sync();
    // Each cohort's news list shows the post, rendered with its own news release; so does the new article.
    for (const [cohort, version] of [['canary', canary.version], ['stable', liveNews]] as const) {
      const list = await page(cohort, newsPath);
      expect(list.html, cohort).toContain(post.title);
      expect(list.html, cohort).toContain(`releases/news/${version}/`);
      const article = await page(cohort, articlePath);
      expect(article.status, cohort).toBe(200);
      expect(article.html, cohort).toContain(`<title>${post.title} | Stayvia</title>`);
      expect(article.html, cohort).toContain(`releases/news/${version}/`);
    }
    expect((await page('canary', newsPath)).html).toContain('Insights, revised');
    expect((await page('stable', newsPath)).html).not.toContain('Insights, revised');
    expect(readJson(canaryFile()).canaries.news.pages).toContain(articlePath);

    contentful.script('cohort-token-1', [[deletedEntry('cohort-post')]], 'cohort-token-2');
    await sync();
    for (const cohort of ['canary', 'stable'] as const) {
      expect((await page(cohort, newsPath)).html, cohort).not.toContain(post.title);
      expect((await page(cohort, articlePath)).html, cohort).not.toContain(`<title>${post.title} | Stayvia</title>`);
    }
    expect((await page('canary', newsPath)).html).toContain('Insights, revised');
    expect(readJson(canaryFile()).canaries.news.pages).not.toContain(articlePath);

    // A post the canary's release cannot render: the sync rolls the canary back and publishes the post for everyone.
    const overlay = overlayDir(site.pagesDir, canary.id);
    expect(fs.existsSync(overlay)).toBe(true);
    expect((await page('drawn', newsPath)).html).toContain(`releases/news/${canary.version}/`);
    const breakingPath = `/hospitality-industry-news/${breaking.slug}`;
    contentful.script('cohort-token-2', [[entry('breaking-post', breaking)]], 'cohort-token-3');
    await sync(() => expect.poll(() => readJson(canaryFile()).canaries.news.status, { timeout: 120_000 }).toBe('rolled back'));
    expect(readJson(canaryFile()).canaries.news).toMatchObject({ id: canary.id, reason: expect.stringMatching(/^its cohort's pages do not render with the content sync: .*The news canary cannot render this post/) });
    const rollbacks = (await readLogLines(releaseStore(site.releasesDir))).filter((line) => line.action === 'canary' && line.canary === canary.id && line.event === 'rolled back');
    expect(rollbacks).toEqual([expect.objectContaining({ target: 'news', version: canary.version, reason: readJson(canaryFile()).canaries.news.reason })]);
    expect(fs.existsSync(overlay)).toBe(false);
    // Every visitor, the canary cohort's (pinned, or drawn for this canary) included, gets the stable pages with the
    // post, rendered with the live news release, which is still the one before the canary.
    expect(readJson(site.settingsFile).areas.news.version).toBe(liveNews);
    for (const cookie of ['stable', 'canary', 'drawn'] as const) {
      const list = await page(cookie, newsPath);
      expect(list.status, cookie).toBe(200);
      expect(list.html, cookie).toContain(breaking.title);
      expect(list.html, cookie).toContain(`releases/news/${liveNews}/`);
      expect(list.html, cookie).not.toContain(`releases/news/${canary.version}/`);
      expect(list.html, cookie).not.toContain('Insights, revised');
      const article = await page(cookie, breakingPath);
      expect(article.status, cookie).toBe(200);
      expect(article.html, cookie).toContain(`<title>${breaking.title} | Stayvia</title>`);
      expect(article.html, cookie).toContain(`releases/news/${liveNews}/`);
      expect(article.html, cookie).not.toContain(`releases/news/${canary.version}/`);
      const settings = await (await fetch(`${site.origin}/settings.json`, { headers: { cookie: cookies(readJson(canaryFile()).canaries.news.id as string)[cookie] } })).json();
      expect(settings.areas.news.version, cookie).toBe(liveNews);
    }
  } finally {
    // The canary ends (by hand when the rollback did not come: its verdict would wait for more views), for whatever runs after.
    await runReleaseCommand(site, 'canary', ['news', '--abort']);
    fs.rmSync(news, { recursive: true, force: true });
  }
});

test('what a legal canary adds and removes is its cohort’s alone: a new route prerendered and a new route pattern rendered in the browser, a removed route the 404 page; the stable cohort gets what it got', async ({ browser }) => {
  const route = '/gdpr/cookies';
  const topic = '/gdpr/topics/retention';
  const removed = '/how-to-manage-your-data';
  const gdprRoute = "{ path: '/gdpr', element: <GdprPage /> },";
  const manageRoute = "{ path: '/how-to-manage-your-data', element: <ManageYourDataPage /> },";
  const legal = buildChangedArea(
    'legal',
    {
      [path.join('src', 'routes.tsx')]: (text) => {
        if (!text.includes(manageRoute)) throw new Error(`legal's routes no longer hold ${manageRoute}`);
        return text.replace(gdprRoute, `${gdprRoute}\n  { path: '${route}', element: <GdprPage /> },\n  { path: '/gdpr/topics/:topic', element: <GdprPage /> },`).replace(manageRoute, '');
      },
    },
    'route',
  );
  const answer = async (pathname: string, cookie: string) => {
    const response = await fetch(`${site.origin}${pathname}`, { headers: { cookie } });
    return { status: response.status, html: await response.text() };
  };
  try {
    // Without --wait the command ends once the canary runs; its verdict (a tolerance of 0.5 pp) waits for far more clients than this test makes.
    const started = await runReleaseCommand(site, 'release', ['legal', '--from', path.join(legal, 'dist'), '--canary', '50']);
    expect(started.code, started.output).toBe(0);
    const canary = readJson(canaryFile()).canaries.legal as { id: string; version: string; pages: string[] };
    expect(canary.pages).toContain(route);
    // Each cohort as the server draws it: a signed cookie naming the canary, the cohort and a client.
    const store = releaseStore(site.releasesDir);
    const [inCanary, inStable] = [drawnCookie(store, canary.id, 'canary'), drawnCookie(store, canary.id, 'stable')];
    // The GDPR page's own title, prerendered with the canary's legal release.
    const title = /<title>[^<]+<\/title>/.exec((await answer('/gdpr', inStable)).html)![0];
    const page = await answer(route, inCanary);
    expect(page.status).toBe(200);
    expect(page.html).toContain(title);
    expect(page.html).toContain(`releases/legal/${canary.version}/`);
    const stable = await answer(route, inStable);
    expect(stable.status).toBe(404);
    expect(stable.html).not.toContain(title);
    // The new route pattern: the shell's page for the canary cohort, a 404 for the stable one.
    expect((await answer(topic, inCanary)).status).toBe(200);
    expect((await answer(topic, inStable)).status).toBe(404);
    // The removed route: the 404 page for the canary cohort; the stable cohort keeps its prerendered page.
    const manageTitle = /<title>[^<]+<\/title>/.exec((await answer(removed, inStable)).html)![0];
    expect((await answer(removed, inStable)).status).toBe(200);
    const gone = await answer(removed, inCanary);
    expect(gone.status).toBe(404);
    expect(gone.html).not.toContain(manageTitle);

    const context = await browser.newContext();
    try {
      await context.addCookies([{ name: 'cohort', value: inCanary.slice('cohort='.length), url: site.origin }]);
      const visitor = await context.newPage();
      const errors: string[] = [];
      visitor.on('pageerror', (error) => errors.push(error.message));
      await goLive(visitor, `${site.origin}${route}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      // The GDPR page, rendered in the browser for the new pattern's path.
      await goLive(visitor, `${site.origin}${topic}`);
      await expect(visitor).toHaveTitle(/<title>([^<]+)<\/title>/.exec(title)![1]!);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      // The shell's 404 screen where the canary's release removed the route.
      await visitor.goto(`${site.origin}${removed}`);
      await expect(visitor.getByText('Oops! Page not found')).toBeVisible();
      await expect(visitor).toHaveTitle(/Page not found/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  } finally {
    await runReleaseCommand(site, 'canary', ['legal', '--abort']);
    fs.rmSync(legal, { recursive: true, force: true });
  }
});
