/**
 * Debian's nginx (installed with apt where missing: localNginx.ts) and the site server side by side over one release
 * store and pages folder: every kind of route answered with the same status, cache policy and security headers;
 * a release, a rollback and a newly rendered page shown by nginx without a reload.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { startLocalNginx, type LocalNginx } from './localNginx';
import { startSideBySide, type SideBySide } from './sideBySide.testkit';
import { schemaFile } from '../settings/paths';
import { createHash } from 'node:crypto';
import { parseResponse, rawExchange, rawRequest } from '../server/http/rawHttp';
import { staticSecurityHeaders } from '../server/http/securityHeaders';
import { needsValidators, requestText, servingCorpus, type CorpusTargets, type Probe } from './servingCorpus';
import { allowedDifference, servingDifferences, type Aspect, type ServingDifference } from './servingDifferences';

const shellV1 = 'aaaaaaaaaaa1';
const shellV2 = 'aaaaaaaaaaa2';
const legalV1 = 'bbbbbbbbbbb1';
const apiKey: [string, string][] = [['apikey', 'local-anon-key'], ['Authorization', 'Bearer local-anon-key']];
const loader = "'sha256-K5fq3nB0Yd2GmUdAqD1XZWsAj0ZO3vTqKx4N7rFyb1c='";

const sourceMap = '{"version":3,"sources":["webpack://mf-legal/./src/GdprPage.tsx"],"sourcesContent":["secret source"],"mappings":"AAAA"}';
/** The source maps of the store, as a visitor might ask for them (each must be a 404). */
const sourceMapTargets = [
  `/releases/legal/${legalV1}/remoteEntry.js.map`,
  `/releases/legal/${legalV1}/remoteEntry.js.map.gz`,
  `/releases/legal/${legalV1}/remoteEntry.js.MAP`,
  `/releases/legal/${legalV1}/remoteEntry.js%2Emap`,
  '/main.0123456789.js.map',
  '/main.0123456789.js.map.br',
  `/releases/shell/${shellV1}/main.0123456789.js.map`,
];

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
  // Source maps, kept with their releases (and precompressed, as the build may write them): never served.
  write(path.join(store, 'legal', legalV1, 'remoteEntry.js.map'), sourceMap);
  write(path.join(store, 'shell', shellV1, 'main.0123456789.js.map'), sourceMap);
  write(path.join(store, 'legal', legalV1, 'mf-manifest.json'), '{"metaData":{"name":"mf_legal"}}');
  fs.writeFileSync(path.join(store, 'settings.json'), settings(shellV1));
  const page = { releases: {}, modules: [], posts: [], listsPosts: false, lastModified: '2026-11-26T00:00:00.000Z', loader };
  fs.mkdirSync(pages, { recursive: true });
  fs.writeFileSync(path.join(pages, 'pages.json'), JSON.stringify({ generatedAt: page.lastModified, pages: { '/': page, '/gdpr': page }, dynamic: ['/hospitality-industry-news/:slug'] }));
  write(path.join(pages, 'index.html'), '<!doctype html><title>home</title>');
  write(path.join(pages, 'gdpr', 'index.html'), '<!doctype html><title>gdpr</title>');
  write(path.join(pages, 'sitemap.xml'), '<urlset/>');
  write(path.join(pages, 'robots.txt'), 'User-agent: *');
  write(path.join(pages, 'hospitality-industry-news', 'rss.xml'), '<rss version="2.0"><channel><title>news</title></channel></rss>');
  return { store, pages };
}

let dir: string;
let folders: { store: string; pages: string };
let sideBySide: SideBySide;
let node: string;
let nginx: LocalNginx;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-serving-'));
  // nginx's workers run as nobody when the master is root: the folders are read by others, as a store's are.
  fs.chmodSync(dir, 0o755);
  folders = siteFolders(dir);
  sideBySide = await startSideBySide({ storeDir: folders.store, pagesDir: folders.pages });
  ({ node, nginx } = sideBySide);
  // The backend opens on its first request: before the corpus, whose requests each have a few seconds.
  await (await fetch(`${node}/rest/v1/blog_posts?select=slug&limit=1`, { headers: Object.fromEntries(apiKey) })).arrayBuffer();
}, 120_000);

afterAll(async () => {
  await sideBySide?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** The corpus's targets in this store and pages folder. */
const targets: CorpusTargets = {
  pages: ['/', '/gdpr', '/gdpr/', '/hospitality-industry-news/published-since'],
  notFound: [...sourceMapTargets, '/no-such-page', '/gdpr/no-such-section', '/missing.0123456789.js', `/releases/legal/${legalV1}/missing.js`, '/releases/legal/000000000000/remoteEntry.js'],
  shellFiles: ['/main.0123456789.js', '/main.9876543210.js', '/social-card.png', '/mf-manifest.json'],
  releasedFiles: [`/releases/legal/${legalV1}/remoteEntry.js`, `/releases/legal/${legalV1}/mf-manifest.json`],
  jobFiles: ['/sitemap.xml', '/robots.txt', '/hospitality-industry-news/rss.xml'],
  redirects: ['/news/some-article', '/news/caf%C3%A9', '/news/caf%c3%a9', '/news/caf\u00c3\u00a9', '//news/some-article', '/news//some-article', '/news/a%2Fb', '/news/%E0%A4%A', '/news/.', '/news/%2e%2e', '/news/some-article/', '/news/some-article?utm_source=x', '/news/'],
  backend: [
    { target: '/rest/v1/blog_posts?select=slug&limit=1', headers: apiKey },
    { target: `/rest/v1/blog_posts?select=slug&slug=in.(${Array.from({ length: 300 }, (_, i) => `post-${i}`).join(',')})`, headers: apiKey },
    { target: '/rest/v1/no_such_table', headers: apiKey },
    { target: '/functions/v1/no-such-function', headers: apiKey },
    { target: '/api/leads', headers: [] },
  ],
  hidden: ['/.lock', '/releases/.incoming/x.js', '/.well-known/security.txt'],
};

interface Answer {
  status: number;
  fields: [string, string][];
  digest: string;
}

/** One probe's answer from a server, its conditionals carrying that server's own validators. */
async function ask(port: number, probe: Probe): Promise<Answer> {
  const exchange = async (text: Buffer) => {
    let data: Buffer;
    try {
      data = await rawExchange(port, text, 5_000);
    } catch (error) {
      // No answer (or none that ended) is an answer of its own, compared as such.
      return { status: 0, headers: {} as Record<string, string>, fields: [['no answer', (error as Error).message]] as [string, string][], digest: '' };
    }
    if (data.length === 0) return { status: 0, headers: {} as Record<string, string>, fields: [['no answer', 'closed']] as [string, string][], digest: '' };
    const response = parseResponse(data);
    return { ...response, digest: createHash('sha256').update(response.body).digest('hex') };
  };
  let validators = {};
  if (needsValidators(probe)) {
    const plain = await exchange(requestText({ ...probe, method: 'GET', headers: probe.headers.filter(([name]) => name === 'Accept-Encoding') }));
    validators = { '{etag}': plain.headers.etag, '{last-modified}': plain.headers['last-modified'] };
  }
  const { status, fields, digest } = await exchange(requestText(probe, validators));
  return { status, fields, digest };
}

/** Runs `work` over `items`, a few at a time. */
async function inTurn<T, R>(items: T[], work: (item: T) => Promise<R>, width = 6): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  }));
  return results;
}

/** The header fields of an answer by name, repeated ones joined in order. */
const headerValues = (answer: Answer) => {
  const values = new Map<string, string[]>();
  for (const [name, value] of answer.fields) values.set(name, [...(values.get(name) ?? []), value]);
  return values;
};

/** What differs between the two answers to a probe that the differences table does not allow. */
function differences(probe: Probe, node: Answer, edge: Answer, used: Set<ServingDifference>): string[] {
  const [a, b] = [headerValues(node), headerValues(edge)];
  const summary = (answer: Answer, values: Map<string, string[]>) => ({ status: answer.status, headers: new Map([...values].map(([name, list]) => [name, list.join(', ')])) });
  const allowed = (aspect: Aspect) => allowedDifference(probe, summary(node, a), summary(edge, b), aspect, used) !== undefined;
  const found: string[] = [];
  if (node.status !== edge.status && !allowed('status')) found.push(`status ${node.status} ≠ ${edge.status}`);
  for (const name of new Set([...a.keys(), ...b.keys()])) {
    const [x, y] = [a.get(name)?.join(' | '), b.get(name)?.join(' | ')];
    if (x === y || allowed(`header ${name}`)) continue;
    if (x !== undefined && y !== undefined && allowed(`header ${name}?`)) continue;
    found.push(`${name}: ${x ?? '(none)'} ≠ ${y ?? '(none)'}`);
  }
  if (node.digest !== edge.digest && !allowed('body')) found.push('body');
  return found;
}

/** What every answer of either server must be, whatever the request. */
function brokenRules(answer: Answer): string[] {
  const broken: string[] = [];
  const values = headerValues(answer);
  for (const [name, list] of values) if (list.length > 1) broken.push(`${name} sent ${list.length} times`);
  for (const name of securityHeaderNames) if (!values.has(name)) broken.push(`no ${name}`);
  const cache = values.get('cache-control')?.join(', ') ?? '';
  if (answer.status >= 400 && /immutable|max-age=[1-9]/.test(cache)) broken.push(`an error kept by caches (${cache})`);
  return broken;
}

const securityHeaderNames = [...Object.keys(staticSecurityHeaders), 'Content-Security-Policy'].map((name) => name.toLowerCase());

describe('nginx serves the store as the site server does', () => {
  it('answers every request of the corpus as the site server does, but for the differences listed with their reasons', async () => {
    const corpus = servingCorpus(targets);
    expect(corpus.length).toBeGreaterThan(300);
    const [nodePort, nginxPort] = [node, nginx.origin].map((origin) => Number(new URL(origin).port));
    const used = new Set<ServingDifference>();
    const report: string[] = [];
    await inTurn(corpus, async (probe) => {
      const [fromNode, fromNginx] = [await ask(nodePort, probe), await ask(nginxPort, probe)];
      const found = [
        ...differences(probe, fromNode, fromNginx, used),
        ...brokenRules(fromNode).map((rule) => `site server: ${rule}`),
        ...brokenRules(fromNginx).map((rule) => `nginx: ${rule}`),
      ];
      if (found.length) report.push(`${probe.name.slice(0, 120)} (${fromNode.status}/${fromNginx.status}): ${found.join('; ')}`);
    });
    expect(report.sort()).toEqual([]);
    // An allowance no probe needs any more is taken out of the list.
    expect(servingDifferences.filter((difference) => !used.has(difference)).map((difference) => difference.reason)).toEqual([]);
  }, 120_000);

  it("never serves a release's source maps, kept in the store beside its scripts: neither server, in any spelling", async () => {
    for (const origin of [node, nginx.origin]) {
      for (const target of sourceMapTargets) {
        const response = await fetch(`${origin}${target}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
        expect(response.status, `${origin}${target}`).toBe(404);
        expect(await response.text()).not.toContain('secret source');
      }
      // The scripts they map are served.
      expect((await fetch(`${origin}/releases/legal/${legalV1}/remoteEntry.js`)).status).toBe(200);
    }
  });

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

  it("passes the largest request the site takes to a backend that echoes its query in a header, as PostgREST's Content-Location does", async () => {
    const echo = http.createServer((req, res) => res.writeHead(200, { 'Content-Location': req.url!, 'Content-Type': 'application/json' }).end('[]'));
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const edge = await startLocalNginx({ port, backends: [`http://127.0.0.1:${(echo.address() as AddressInfo).port}`], folders: { storeDir: folders.store, pagesDir: folders.pages } });
    try {
      // An 8 KB URL (the README's promise) and one near the site's 16 KB of headers.
      for (const length of [8 * 1024, 14 * 1024]) {
        const target = `/rest/v1/blog_posts?select=slug&slug=eq.${'a'.repeat(length)}`;
        const response = await rawRequest(port, 'GET', target);
        expect(response.status, `${length} bytes`).toBe(200);
        expect(response.headers['content-location']).toBe(target);
      }
    } finally {
      await edge.stop();
      await new Promise((resolve) => echo.close(resolve));
    }
  }, 60_000);

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
