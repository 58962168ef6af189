/**
 * Each area ships on its own: `npm run release` / `npm run rollback` against a copy of the composed site
 * (started as `npm start` starts it). A release is checked before it goes live, switches the site in one
 * write, re-renders only its pages, and a page rendered before it keeps working in an open tab.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from 'platform/files/writeFileAtomically';
import { anonKey, expect, port, test, throwingRemoteDist } from '../fixtures';
import { consoleProblems } from '../consoleProblems';
import { copyRemoteBuild, localSettings, runReleaseCommand, servedLine, startSite, tempDir, type SiteProcess } from './siteProcess';
import { buildChangedArea } from './changedArea';
import { readLogLines, releaseStore } from 'platform/releases/store';

const root = path.resolve(import.meta.dirname, '..', '..');
async function siteCopy(offset: number): Promise<SiteProcess> {
  const site = await startSite({ port: port + offset, settings: localSettings() });
  await site.waitForLine(servedLine);
  return site;
}

const html = (site: SiteProcess, sitePath: string) => fetch(`${site.origin}${sitePath}`).then(async (response) => ({ status: response.status, text: await response.text() }));
const storeState = (site: SiteProcess) => ({
  settings: fs.readFileSync(site.settingsFile, 'utf8'),
  versions: ['legal', 'support'].map((area) => fs.readdirSync(path.join(site.releasesDir, area)).sort()),
  pages: fs.readFileSync(path.join(site.pagesDir, 'pages.json'), 'utf8'),
});

test.describe.configure({ timeout: 240_000 });

test('a release that would break the site is refused, naming what is wrong, and nothing changes', async () => {
  const site = await siteCopy(11);
  const candidates = tempDir('candidates');
  try {
    const before = storeState(site);

    // Built against a React major and a lucide-react the live shell lacks (its manifest says what it was built
    // with; its icons take the shell's icon factory, platform/build/sharedSingletons.ts).
    const react18 = path.join(candidates, 'react18');
    copyRemoteBuild('mf-legal', react18);
    const manifestFile = path.join(react18, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    for (const shared of manifest.shared) {
      if (/^react(-dom)?(\/|$)/.test(shared.name)) Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.3.1' });
      if (shared.name.startsWith('lucide-react/')) Object.assign(shared, { version: '9.0.0', requiredVersion: '^9.0.0' });
    }
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const refused = await runReleaseCommand(site, 'release', ['legal', '--from', react18]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('refused, nothing changed');
    expect(refused.output).toMatch(/react: the live shell shares 19\.\d+\.\d+ .*built with 18\.3\.1 and needs \^18\.3\.1/);
    expect(refused.output).toMatch(/lucide-react: the live shell shares 1\.\d+\.\d+ .*built with 9\.0\.0 and needs \^9\.0\.0/);
    expect(storeState(site)).toEqual(before);

    // Its page throws while rendering (the test fixture remote, standing in for the legal area).
    const failed = await runReleaseCommand(site, 'release', ['legal', '--from', throwingRemoteDist]);
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('refused, nothing changed');
    expect(failed.output).toMatch(/Prerendering \/terms-and-conditions failed: Simulated failure while rendering the legal area/);
    expect(storeState(site)).toEqual(before);
    expect((await html(site, '/terms-and-conditions')).text).toContain('Terms');

    // Routes that collide with a path another area owns: only the release job sees them (the routes are the
    // area's own code), and it refuses the release. The live document is made to give /security (a support
    // route) to the legal area too, as a document written before an area moved would.
    const live = JSON.parse(fs.readFileSync(site.settingsFile, 'utf8'));
    live.areas.legal.owns.push('/security');
    await writeFileAtomically(site.settingsFile, `${JSON.stringify(live)}\n`);
    const collidingBefore = storeState(site);
    const support = path.join(candidates, 'support');
    copyRemoteBuild('mf-support', support);
    const collided = await runReleaseCommand(site, 'release', ['support', '--from', support]);
    expect(collided.code, collided.output).toBe(1);
    expect(collided.output).toContain('refused, nothing changed');
    expect(collided.output).toContain('/security is already owned by the legal area');
    expect(storeState(site)).toEqual(collidingBefore);
  } finally {
    await site.stop();
    fs.rmSync(candidates, { recursive: true, force: true });
  }
});

test('a tab open across a release keeps working; a page rendered before it hydrates with the release it names; entering the area again gets the new release; rollback restores the old', async ({ page }) => {
  const site = await siteCopy(12);
  // The candidate changes the GDPR page's heading.
  const copy = buildChangedArea('legal', { [path.join('src', 'content', 'gdpr.ts')]: (text) => text.replace("highlight: 'Compliance'", "highlight: 'Compliance, revised'") });
  const v2 = path.join(copy, 'dist');
  try {
    const problems = consoleProblems(page);
    await page.goto(`${site.origin}/privacy-policy`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
    const pagesBefore = JSON.parse(fs.readFileSync(path.join(site.pagesDir, 'pages.json'), 'utf8')).pages;
    const legalVersion = () => JSON.parse(fs.readFileSync(site.settingsFile, 'utf8')).areas.legal.version as string;
    const oldVersion = legalVersion();
    const gdprBefore = (await html(site, '/gdpr')).text;

    const released = await runReleaseCommand(site, 'release', ['legal', '--from', v2]);
    expect(released.code, released.output).toBe(0);
    const newVersion = legalVersion();
    expect(newVersion).not.toBe(oldVersion);
    // Only the pages that use the legal area were rendered again.
    const rendered = /(\d+) pages rendered again/.exec(released.output)!;
    expect(Number(rendered[1])).toBe(Object.values(pagesBefore).filter((entry: any) => 'legal' in entry.releases).length);
    expect((await html(site, '/gdpr')).text).toContain('Compliance, revised');

    // A page rendered before the release (as a cache or a slow CDN edge still serves it) hydrates with the
    // release it was rendered with, not the live one: its markup stays, without a mismatch, and no file of
    // the new release is loaded.
    const stale = await page.context().newPage();
    await stale.route(`${site.origin}/gdpr`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: gdprBefore }));
    const staleProblems = consoleProblems(stale);
    const legalReleases = new Set<string>();
    stale.on('request', (request) => {
      const release = /\/releases\/legal\/([0-9a-f]{12})\//.exec(request.url())?.[1];
      if (release) legalReleases.add(release);
    });
    await stale.goto(`${site.origin}/gdpr`);
    await stale.waitForFunction(() => performance.getEntriesByName('app-mounted').length > 0);
    await stale.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:')));
    await expect(stale.getByRole('heading', { level: 1 })).toHaveText('GDPR Compliance');
    expect([...legalReleases]).toEqual([oldVersion]);
    expect(staleProblems).toEqual([]);
    await stale.close();

    // The open tab: within the legal area it stays on the release it hydrated with.
    await page.getByRole('contentinfo').getByRole('link', { name: 'GDPR', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GDPR Compliance');
    // Leaving the area and coming back loads the new release, in the same tab.
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/pricing|plan/i);
    await page.getByRole('contentinfo').getByRole('link', { name: 'GDPR', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GDPR Compliance, revised');
    // A reload gets the new HTML, which hydrates with the release it names.
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('app-mounted').length > 0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GDPR Compliance, revised');
    expect(problems).toEqual([]);

    const back = await runReleaseCommand(site, 'rollback', ['legal']);
    expect(back.code, back.output).toBe(0);
    expect((await html(site, '/gdpr')).text).not.toContain('Compliance, revised');
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('app-mounted').length > 0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GDPR Compliance');
    expect(problems).toEqual([]);
    const log = await readLogLines(releaseStore(site.releasesDir));
    expect(log.map((entry) => [entry.target, entry.action])).toEqual([['legal', 'release'], ['legal', 'rollback']]);
    expect(log[1].to).toBe(log[0].from);
  } finally {
    await site.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test('an area adds a top-level page by releasing alone: routable, prerendered and in the sitemap, the shell untouched', async ({ page }) => {
  // The support area before it added the page.
  const copy = buildChangedArea('support', { [path.join('src', 'routes.tsx')]: (text) => text.split('\n').filter((line) => !line.includes('Security')).join('\n') });
  const site = await siteCopy(13);
  try {
    const before = await runReleaseCommand(site, 'release', ['support', '--from', path.join(copy, 'dist')]);
    expect(before.code, before.output).toBe(0);
    expect((await html(site, '/security')).status).toBe(404);
    expect((await html(site, '/sitemap.xml')).text).not.toContain('/security<');
    const live = JSON.parse(fs.readFileSync(site.settingsFile, 'utf8'));
    expect(live.areas.support.owns).not.toContain('/security');
    const shellDir = path.join(site.releasesDir, 'shell', live.shell.version);
    const shellFiles = () => fs.readdirSync(shellDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(shellDir, file)} ${fs.readFileSync(file).toString('base64')}`;
    });
    const shellBefore = shellFiles();

    // A tab opened before the release.
    const problems = consoleProblems(page);
    await page.goto(`${site.origin}/about`);

    const released = await runReleaseCommand(site, 'release', ['support', '--from', path.join(root, 'mf-support', 'dist')]);
    expect(released.code, released.output).toBe(0);
    const after = JSON.parse(fs.readFileSync(site.settingsFile, 'utf8'));
    expect(after.areas.support.owns).toEqual(['/about', '/downloads', '/security', '/support']);
    expect(after.shell).toEqual(live.shell);
    expect(shellFiles()).toEqual(shellBefore);

    const security = await html(site, '/security');
    expect(security.status).toBe(200);
    expect(security.text).toContain('Guest data, protected');
    expect((await html(site, '/sitemap.xml')).text).toContain(`${site.origin}/security</loc>`);

    // The open tab finds the new path the area owns now.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Security & Trust' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guest data, protected at every step');
    await expect(page).toHaveTitle('Security & Trust | Stayvia');
    expect(problems).toEqual([]);
  } finally {
    await site.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test.describe('one public origin', () => {
  const loopback = `http://127.0.0.1:${port}`;
  const siteUrl = `http://localhost:${port}`;

  for (const route of ['/gdpr', '/', '/hospitality-industry-news', '/terms-conditions']) {
    test(`${route} opened through 127.0.0.1 names the site URL once and loads its files from that host only`, async ({ page }) => {
      const hosts = new Set<string>();
      page.on('request', (request) => hosts.add(new URL(request.url()).host));
      const problems = consoleProblems(page);
      await page.goto(`${loopback}${route}`);
      const head = async () => ({
        canonical: await page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        ogUrl: await page.locator('meta[property="og:url"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
        titles: await page.locator('title').count(),
        descriptions: await page.locator('meta[name="description"]').count(),
      });
      const expected = { canonical: [`${siteUrl}${route}`], ogUrl: [`${siteUrl}${route}`], titles: 1, descriptions: 1 };
      expect(await head()).toEqual(expected);
      // The home page's news block loads its area as it comes near the viewport.
      if (route === '/') await page.getByRole('heading', { level: 2, name: 'Latest from hospitality' }).scrollIntoViewIfNeeded();
      await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:')));
      expect(await head()).toEqual(expected);
      expect([...hosts]).toEqual([`127.0.0.1:${port}`]);
      // The prerendered page names its files from the root (the browser may add absolute ones, on its own host).
      const served = await fetch(`${loopback}${route}`).then((response) => response.text());
      const links = [
        ...[...served.matchAll(/<link [^>]*rel="(?:preload|stylesheet)"[^>]*>/g)].map(([tag]) => /href="([^"]*)"/.exec(tag)![1]!),
        // The shell's start files and the area's scripts, which the shell's loader asks for after the first paint.
        ...(/<script data-src="[^"]*" data-start="([^"]*)"/.exec(served)?.[1].split(' ') ?? []),
        ...(/<script data-src="[^"]*"[^>]* data-preload="([^"]*)"/.exec(served)?.[1].split(' ') ?? []),
      ];
      expect(links.filter((href) => href.endsWith('.js')).length).toBeGreaterThan(0);
      expect(links.length).toBeGreaterThan(1);
      expect(links.filter((href) => !href.startsWith('/'))).toEqual([]);
      // Nor does its markup name the address the job rendered it through (a listener of its own on 127.0.0.1): an
      // area's own files, such as the terms' PDFs, are named from the root too.
      expect(served.match(/[^"]*127\.0\.0\.1[^"]*/g) ?? []).toEqual([]);
      if (route === '/terms-conditions') expect(served).toMatch(/ href="\/releases\/legal\/[0-9a-f]{12}\/assets\/[^"]+\.pdf"/);
      expect(problems).toEqual([]);
    });
  }

  test('the sitemap, robots.txt and the feed name the site URL, whatever host they are read through', async () => {
    for (const file of ['/sitemap.xml', '/robots.txt', '/hospitality-industry-news/rss.xml']) {
      const text = await fetch(`${loopback}${file}`).then((response) => response.text());
      expect(text, file).toContain(siteUrl);
      expect(text, file).not.toContain('127.0.0.1');
    }
  });

  test('an article’s canonical address redirects permanently to the article', async ({ page }) => {
    const [post] = (await fetch(`${siteUrl}/rest/v1/blog_posts?select=slug,title&order=published_at.desc.nullslast&limit=1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    }).then((response) => response.json())) as { slug: string; title: string }[];
    const response = await fetch(`${loopback}/news/${post!.slug}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/hospitality-industry-news/${post!.slug}`);
    await page.goto(`${loopback}/news/${post!.slug}`);
    await expect(page).toHaveURL(`${loopback}/hospitality-industry-news/${post!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
    expect((await fetch(`${loopback}/news/a%2Fb`, { redirect: 'manual' })).status).toBe(404);
  });
});

