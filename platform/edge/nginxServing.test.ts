/**
 * Debian's nginx (installed with apt where missing: localNginx.ts) and the site server side by side over one release
 * store and pages folder: every kind of route answered with the same status, cache policy and security headers;
 * a release, a rollback and a newly rendered page shown by nginx without a reload.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseStore, writeFileAtomically } from '../releases/store';
import { createSiteServer, type SiteServer } from '../server/server';
import { startLocalNginx, type LocalNginx } from './localNginx';
import { schemaFile } from '../settings/schema';

const shellV1 = 'aaaaaaaaaaa1';
const shellV2 = 'aaaaaaaaaaa2';
const legalV1 = 'bbbbbbbbbbb1';
const loader = "'sha256-K5fq3nB0Yd2GmUdAqD1XZWsAj0ZO3vTqKx4N7rFyb1c='";

/** A file with its precompressed copies, as the build and the job write them. */
function write(file: string, text: string | Buffer, compressed = true) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (!compressed) return;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

const settings = (shell: string) => `${JSON.stringify({
  site: { url: 'https://www.stayvia.example' },
  backend: { url: '/', anonKey: 'local-anon-key' },
  leads: { endpoint: '/api/leads' },
  analytics: { id: '' },
  revision: 1,
  shell: { version: shell },
  areas: { legal: { container: 'mf_legal', label: 'Legal', version: legalV1, manifest: `releases/legal/${legalV1}/mf-manifest.json`, owns: ['/gdpr'] } },
})}\n`;

/** A store with two shell releases (the first live) and a legal release, and the pages the job would write. */
function siteFolders(dir: string) {
  const store = path.join(dir, 'releases');
  const pages = path.join(dir, 'pages');
  for (const [version, hashedName] of [[shellV1, 'main.0123456789.js'], [shellV2, 'main.9876543210.js']] as const) {
    write(path.join(store, 'shell', version, 'index.html'), `<!doctype html><title>shell ${version}</title>`);
    write(path.join(store, 'shell', version, hashedName), `console.log(${JSON.stringify(version)});`);
    write(path.join(store, 'shell', version, 'mf-manifest.json'), '{"metaData":{}}');
    write(path.join(store, 'shell', version, 'social-card.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]), false);
  }
  write(path.join(store, 'legal', legalV1, 'remoteEntry.js'), 'var mf_legal;');
  write(path.join(store, 'legal', legalV1, 'mf-manifest.json'), '{"metaData":{"name":"mf_legal"}}');
  fs.writeFileSync(path.join(store, 'settings.json'), settings(shellV1));
  const page = { releases: {}, modules: [], posts: [], listsPosts: false, lastModified: '2026-11-26T00:00:00.000Z', loader };
  fs.mkdirSync(pages, { recursive: true });
  fs.writeFileSync(path.join(pages, 'pages.json'), JSON.stringify({ generatedAt: page.lastModified, pages: { '/': page, '/gdpr': page }, dynamic: ['/hospitality-industry-news/:slug'] }));
  write(path.join(pages, 'index.html'), '<!doctype html><title>home</title>');
  write(path.join(pages, 'gdpr', 'index.html'), '<!doctype html><title>gdpr</title>');
  write(path.join(pages, 'sitemap.xml'), '<urlset/>');
  write(path.join(pages, 'robots.txt'), 'User-agent: *');
  return { store, pages };
}

let dir: string;
let folders: { store: string; pages: string };
let site: SiteServer;
let node: string;
let nginx: LocalNginx;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-serving-'));
  // nginx's workers run as nobody when the master is root: the folders are read by others, as a store's are.
  fs.chmodSync(dir, 0o755);
  folders = siteFolders(dir);
  const store = releaseStore(folders.store);
  site = createSiteServer({ store, settingsFile: store.settingsFile, pagesDir: folders.pages, lazyBackend: true });
  site.markReady();
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  node = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  const port = await new Promise<number>((resolve) => {
    const probe = site.jobServer.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  nginx = await startLocalNginx({ port, backends: [node], folders: { storeDir: folders.store, pagesDir: folders.pages } });
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await new Promise<void>((resolve) => (site ? site.server.close(() => resolve()) : resolve()));
  await site?.backend.close();
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** What must be the same from both servers: the status, the cache policy, the security headers, the coding. */
const compared = ['cache-control', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'content-encoding', 'location', 'access-control-allow-origin', 'allow'];

async function answer(origin: string, pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${pathname}`, { redirect: 'manual', ...init, headers: { 'Accept-Encoding': 'br, gzip', ...init.headers } });
  await response.arrayBuffer();
  const headers = Object.fromEntries(compared.map((name) => [name, response.headers.get(name)]));
  // The 404 page: nginx sends its precompressed copy, the server the file itself (server.ts shellPageWithStatus).
  if (response.status === 404) delete headers['content-encoding'];
  return { status: response.status, ...headers };
}

const routes: [kind: string, pathname: string, init?: RequestInit][] = [
  ['page', '/'],
  ['page', '/gdpr'],
  ['page, trailing slash', '/gdpr/'],
  ['dynamic route not rendered yet: the shell page', '/hospitality-industry-news/published-since'],
  ['404 page', '/no-such-page'],
  ['404 page in an area', '/gdpr/no-such-section'],
  ['missing asset', '/missing.0123456789.js'],
  ['hashed asset', '/main.0123456789.js'],
  ["an earlier shell's hashed asset", '/main.9876543210.js'],
  ['asset', '/social-card.png'],
  ['manifest', '/mf-manifest.json'],
  ['released file', `/releases/legal/${legalV1}/remoteEntry.js`],
  ['released manifest', `/releases/legal/${legalV1}/mf-manifest.json`],
  ['missing released file', `/releases/legal/${legalV1}/missing.js`],
  ['settings', '/settings.json'],
  ['settings schema', '/settings.schema.json'],
  ['redirect', '/news/some-article'],
  ['sitemap', '/sitemap.xml'],
  ['robots.txt', '/robots.txt'],
  ['hidden file', '/.lock'],
  ['OPTIONS on a page', '/gdpr', { method: 'OPTIONS' }],
  ['POST on a page', '/gdpr', { method: 'POST' }],
  ['OPTIONS on a released file', `/releases/legal/${legalV1}/remoteEntry.js`, { method: 'OPTIONS' }],
  ['API', '/rest/v1/blog_posts?select=slug&limit=1', { headers: { apikey: 'local-anon-key', Authorization: 'Bearer local-anon-key' } }],
  ['API preflight', '/rest/v1/blog_posts', { method: 'OPTIONS' }],
];

describe('nginx serves the store as the site server does', () => {
  it.each(routes)('%s (%s): the same status, cache policy and security headers', async (_kind, pathname, init) => {
    const fromNode = await answer(node, pathname, init);
    const fromNginx = await answer(nginx.origin, pathname, init);
    expect(fromNginx).toEqual(fromNode);
  }, 60_000);

  it("serves the settings document's JSON Schema beside it, as the site server does", async () => {
    for (const origin of [node, nginx.origin]) {
      const response = await fetch(`${origin}/settings.schema.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/schema\+json/);
      expect(await response.text()).toBe(fs.readFileSync(schemaFile, 'utf8'));
    }
  });

  it('answers HEAD and a conditional GET of a page as a cache expects', async () => {
    const first = await fetch(`${nginx.origin}/gdpr`);
    expect(await first.text()).toContain('<title>gdpr</title>');
    const again = await fetch(`${nginx.origin}/gdpr`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${nginx.origin}/gdpr`, { method: 'HEAD' })).status).toBe(200);
  });

  it('sends the copy the client accepts: brotli, else gzip, else the file', async () => {
    const coding = async (accept: string) => (await fetch(`${nginx.origin}/main.0123456789.js`, { headers: { 'Accept-Encoding': accept } })).headers.get('content-encoding');
    expect(await coding('br, gzip')).toBe('br');
    expect(await coding('gzip')).toBe('gzip');
    expect(await coding('identity')).toBeNull();
  });

  it('shows a release, a rollback and a page rendered since without a reload', async () => {
    const title = async (pathname: string) => /<title>([^<]*)/.exec(await (await fetch(`${nginx.origin}${pathname}`)).text())?.[1];
    expect(await title('/hospitality-industry-news/published-since')).toBe(`shell ${shellV1}`);
    // A release of the shell: the one atomic write of the settings document.
    await writeFileAtomically(path.join(folders.store, 'settings.json'), settings(shellV2));
    expect(await title('/hospitality-industry-news/published-since')).toBe(`shell ${shellV2}`);
    expect(await title('/no-such-page')).toBe(`shell ${shellV2}`);
    expect(JSON.parse(await (await fetch(`${nginx.origin}/settings.json`)).text()).shell.version).toBe(shellV2);
    // The job renders the article: the page is sent from then on.
    write(path.join(folders.pages, 'hospitality-industry-news', 'published-since', 'index.html'), '<!doctype html><title>article</title>');
    expect(await title('/hospitality-industry-news/published-since')).toBe('article');
    // A rollback.
    await writeFileAtomically(path.join(folders.store, 'settings.json'), settings(shellV1));
    expect(await title('/index.html')).toBe(`shell ${shellV1}`);
  });
});
