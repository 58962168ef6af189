import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from './siteStart';
import { createSiteServer, type SiteServer } from './siteServer';
import { InvalidSettingsDocument } from '../settings/reader';
import { schemaFile } from '../settings/paths';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { publishVersion, releaseStore, type ReleaseStore } from '../releases/store';
import { documentSecurityHeaders } from './http/securityHeaders';
import { publishIndex } from '../prerender/publish';
import { publishSettingsSchema } from '../releases/storedSchema';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A site server on loopback over a store of its own (its backend never opened). */
async function serve({ areaOverride }: { areaOverride?: string } = {}): Promise<{ origin: string; settingsFile: string; pagesDir: string; store: ReleaseStore }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const store = releaseStore(path.join(dir, 'releases'));
  const site: SiteServer = createSiteServer({ store, settingsFile: store.settingsFile, pagesDir: path.join(dir, 'pages'), lazyBackend: true, areaOverride });
  // Past the starting answer (listen marks a site ready once its apps are live and its pages rendered).
  site.markReady();
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    await new Promise<void>((resolve) => site.server.close(() => resolve()));
    site.jobServer.close();
    await site.backend.close();
  });
  return { origin: `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`, settingsFile: store.settingsFile, pagesDir: path.join(dir, 'pages'), store };
}

/** A document whose legal area is served from `host` (its origin goes into the security policy). */
const document = (host: string) =>
  `${JSON.stringify({ site: { url: 'https://www.stayvia.com' }, areas: { legal: { container: 'mf_legal', label: 'Legal', version: '0123456789ab', manifest: `https://${host}/legal/mf-manifest.json`, owns: ['/gdpr'] } } })}\n`;
const scriptSources = (response: Response) => /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');

describe('the live settings document', () => {
  it('is served, and the security policy follows it, as it is now after every write, also two writes of the same length within one timestamp tick', async () => {
    const { origin, settingsFile } = await serve();
    expect((await fetch(`${origin}/settings.json`)).status).toBe(404);

    // Both writes get the same modification time, as on a file system whose timestamps tick every few ms.
    const tick = new Date('2026-11-26T00:00:00.000Z');
    await writeFileAtomically(settingsFile, document('a.example.com'));
    fs.utimesSync(settingsFile, tick, tick);
    const first = await fetch(`${origin}/settings.json`);
    expect(await first.text()).toBe(document('a.example.com'));
    expect(scriptSources(first)).toContain('https://a.example.com');
    const etag = first.headers.get('etag')!;
    expect((await fetch(`${origin}/settings.json`, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    // A release switches the document again at once: the same length, the same modification time.
    await writeFileAtomically(settingsFile, document('b.example.com'));
    fs.utimesSync(settingsFile, tick, tick);
    const second = await fetch(`${origin}/settings.json`, { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(document('b.example.com'));
    expect(second.headers.get('etag')).not.toBe(etag);
    expect(second.headers.get('cache-control')).toBe('no-cache');
    // The security policy follows the same document.
    expect(scriptSources(second)).toContain('https://b.example.com');
    expect(scriptSources(second)).not.toContain('https://a.example.com');
  });
});

describe("the settings document's conditional GET", () => {
  it('304 for its tag in a list, weak or strong, and for `*`; 200 for other tags', async () => {
    const { origin, settingsFile } = await serve();
    await writeFileAtomically(settingsFile, document('a.example.com'));
    const etag = (await fetch(`${origin}/settings.json`)).headers.get('etag')!;
    const status = async (headers: Record<string, string>) => (await fetch(`${origin}/settings.json`, { headers })).status;
    for (const header of [etag, `"a", ${etag}`, `W/${etag}`, `W/"b" ,W/${etag}`, '*']) expect(await status({ 'If-None-Match': header }), header).toBe(304);
    for (const header of ['"a"', `"a${etag.slice(1)}`, `${etag}x`]) expect(await status({ 'If-None-Match': header }), header).toBe(200);
    const notModified = await fetch(`${origin}/settings.json`, { headers: { 'If-None-Match': `"x", ${etag}` } });
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('a settings document that does not parse', () => {
  it('is damaged while the server runs: the last good one is served, and the security policy stays as it was', async () => {
    const { origin, settingsFile } = await serve();
    await writeFileAtomically(settingsFile, document('a.example.com'));
    const good = await (await fetch(`${origin}/settings.json`)).text();
    await writeFileAtomically(settingsFile, document('b.example.com').replace('0123456789ab', 'v1'));
    const now = await fetch(`${origin}/settings.json`);
    expect(await now.text()).toBe(good);
    expect(scriptSources(now)).toContain('https://a.example.com');
    expect(scriptSources(now)).not.toContain('https://b.example.com');
  });

  it('is refused by a starting server, naming the field and what it must be, before anything is opened', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-refused-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const store = releaseStore(path.join(dir, 'releases'));
    await writeFileAtomically(store.settingsFile, document('a.example.com').replace('0123456789ab', 'v1'));
    const options = { port: 5701, store, settingsFile: store.settingsFile, pagesDir: path.join(dir, 'pages'), backendDataDir: path.join(dir, 'db'), prerender: true };
    const refused = listen(options);
    await expect(refused).rejects.toThrow(InvalidSettingsDocument);
    await expect(refused).rejects.toThrow(`${store.settingsFile}: areas.legal.version must be a release version: 12 hex digits, or dev or override`);
    expect(fs.readdirSync(dir)).toEqual(['releases']);
    expect(fs.readdirSync(store.dir)).toEqual(['settings.json']);
  });
});

describe('the settings document’s JSON Schema', () => {
  it('is served beside it, from the store (never from the source tree), once published there', async () => {
    const { origin, settingsFile } = await serve();
    const storeDir = path.dirname(settingsFile);
    expect((await fetch(`${origin}/settings.schema.json`)).status).toBe(404);
    const file = await publishSettingsSchema(storeDir);
    expect(file).toBe(path.join(storeDir, 'settings.schema.json'));
    const response = await fetch(`${origin}/settings.schema.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/schema+json');
    expect(await response.text()).toBe(fs.readFileSync(schemaFile, 'utf8'));
    // The store's copy is what is served; publishing again puts the source's back.
    fs.writeFileSync(file, '{"stale":true}');
    expect(await (await fetch(`${origin}/settings.schema.json`)).text()).toBe('{"stale":true}');
    await publishSettingsSchema(storeDir);
    expect(fs.readFileSync(file, 'utf8')).toBe(fs.readFileSync(schemaFile, 'utf8'));
  });
});

describe('the discovery files', () => {
  it('serves every sitemap of a sitemap index as it serves sitemap.xml, and none the job removed', async () => {
    const { origin, pagesDir } = await serve();
    const index = { pages: {}, dynamic: [], articles: {} };
    const urlset = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${'<url><loc>https://www.stayvia.com/</loc></url>'.repeat(200)}</urlset>\n`;
    const parts = ['/sitemap-1.xml', '/sitemap-2.xml'];
    await publishIndex(pagesDir, { files: new Map([...parts.map((part) => [part, urlset] as const), ['/sitemap.xml', '<sitemapindex/>']]), index });

    const answer = async (file: string, encoding: string) => {
      const response = await fetch(`${origin}${file}`, { headers: { 'Accept-Encoding': encoding } });
      const headers = Object.fromEntries([...response.headers].filter(([name]) => !['date', 'etag', 'last-modified', 'content-length'].includes(name)));
      return { status: response.status, headers, text: await response.text() };
    };
    for (const encoding of ['br', 'gzip', 'identity']) {
      const sitemap = await answer('/sitemap.xml', encoding);
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers['cache-control']).toBe('no-cache');
      expect(sitemap.headers['content-type']).toMatch(/xml/);
      expect(sitemap.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      for (const part of parts) {
        const served = await answer(part, encoding);
        expect(served.status, part).toBe(200);
        expect(served.text).toBe(urlset);
        // The same headers: type, cache policy, coding, security headers.
        expect(served.headers, `${part} (${encoding})`).toEqual(sitemap.headers);
      }
    }

    await publishIndex(pagesDir, { files: new Map([['/sitemap.xml', urlset]]), index });
    expect((await answer('/sitemap.xml', 'br')).text).toBe(urlset);
    for (const part of parts) expect((await answer(part, 'br')).status, part).toBe(404);
  });
});

describe('the server’s own area override', () => {
  const dev = 'legal=http://localhost:3005/mf-manifest.json';
  const setCookieFor = async (origin: string, cookie?: string) =>
    (await fetch(`${origin}/gdpr`, { headers: cookie === undefined ? {} : { Cookie: cookie } })).headers.get('set-cookie');

  it('is handed to a tab whose cookie header has none, a malformed one, or the name only inside another cookie', async () => {
    const { origin } = await serve({ areaOverride: dev });
    const handed = `area-override=${encodeURIComponent(dev)}; Path=/; SameSite=Lax`;
    expect(await setCookieFor(origin)).toBe(handed);
    expect(await setCookieFor(origin, 'area-override=%E0%A4%A')).toBe(handed);
    expect(await setCookieFor(origin, `note=area-override=${dev}`)).toBe(handed);
    expect(await setCookieFor(origin, `xarea-override=${encodeURIComponent(dev)}`)).toBe(handed);
    // A tab that has one (or cleared it to an empty value) keeps it.
    expect(await setCookieFor(origin, `a=1; area-override=${encodeURIComponent('news=http://b.example/m.json')}`)).toBeNull();
    expect(await setCookieFor(origin, 'area-override=')).toBeNull();
  });
});

describe('the security headers of released files and of 404s', () => {
  /** The response's headers of `expected`'s names, to compare with them exactly. */
  const headersOf = (response: Response, expected: Record<string, string>) =>
    Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers.get(name)]));

  it('a released script or stylesheet has the file policy, any other released file the page policy, each with every other header', async () => {
    const { origin, settingsFile, store } = await serve();
    await writeFileAtomically(settingsFile, document('a.example.com'));
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'server-build-'));
    cleanups.push(() => fs.rmSync(build, { recursive: true, force: true }));
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"metaData":{},"shared":[]}');
    fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'x'.repeat(600));
    fs.writeFileSync(path.join(build, 'legal.css'), 'a{}');
    const { version } = await publishVersion(store, 'legal', build);
    const expected = documentSecurityHeaders(JSON.parse(document('a.example.com')));

    for (const file of ['remoteEntry.js', 'legal.css']) {
      const response = await fetch(`${origin}/releases/legal/${version}/${file}`);
      expect(response.status, file).toBe(200);
      expect(headersOf(response, expected.scriptOrStylesheet), file).toEqual(expected.scriptOrStylesheet);
      expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
    const manifest = await fetch(`${origin}/releases/legal/${version}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(headersOf(manifest, expected.page)).toEqual(expected.page);
  });

  it('a 404 has the page policy and every other header, and is never cached long', async () => {
    const { origin, settingsFile } = await serve();
    await writeFileAtomically(settingsFile, document('a.example.com'));
    const expected = documentSecurityHeaders(JSON.parse(document('a.example.com'))).page;
    for (const target of ['/releases/legal/0123456789ab/missing.js', '/no-such-file.js', '/remotes/nosuch/x.js', '/news/%E0%A4%A']) {
      const response = await fetch(`${origin}${target}`);
      expect(response.status, target).toBe(404);
      expect(headersOf(response, expected), target).toEqual(expected);
      expect(response.headers.get('cache-control'), target).not.toMatch(/immutable|max-age=[1-9]/);
    }
  });
});
