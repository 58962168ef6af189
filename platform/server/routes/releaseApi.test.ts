/**
 * The release API's refusals change nothing: a token of another area, of another action, none, a build too large,
 * one that is no archive or holds a path out of its folder or a link, one that is no build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseStore } from '../../releases/store';
import { createToken } from '../../releases/tokens';
import { createSiteServer, type SiteServer } from '../siteServer';

let dir: string;
let site: SiteServer;
let origin: string;
const tokens: Record<string, string> = {};
const store = () => releaseStore(path.join(dir, 'releases'));
const document = `${JSON.stringify({ site: { url: 'https://www.stayvia.example' }, revision: 4, areas: { legal: { container: 'mf_legal', label: 'Legal', version: '0123456789ab', manifest: 'releases/legal/0123456789ab/mf-manifest.json', owns: ['/privacy-policy'] } } }, null, 2)}\n`;

/** Everything in the store, as bytes: what "nothing changed" compares. */
const storeState = () =>
  fs
    .readdirSync(store().dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.name.endsWith('.lock') && !entry.parentPath.includes('.lock'))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return `${path.relative(store().dir, full)}:${entry.isFile() ? fs.readFileSync(full, 'utf8') : 'dir'}`;
    })
    .sort();

async function archive(entries: { name: string; body?: string; type?: tar.Header['type']; linkname?: string }[]) {
  const pack = tar.pack();
  for (const { name, body = '', type = 'file', linkname } of entries) {
    if (type === 'file') pack.entry({ name, type, size: Buffer.byteLength(body) }, body);
    else pack.entry({ name, type, linkname });
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  return zlib.gzipSync(Buffer.concat(chunks));
}

const post = (target: string, token: string | undefined, body: Buffer | string, type = 'application/gzip') =>
  fetch(`${origin}/_site/releases/${target}`, { method: 'POST', headers: { 'Content-Type': type, ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: typeof body === 'string' ? body : new Uint8Array(body) });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-api-'));
  fs.mkdirSync(store().dir, { recursive: true });
  fs.writeFileSync(store().settingsFile, document);
  for (const [name, scope, actions] of [['legal-ci', 'legal', ['release', 'rollback']], ['reader', 'all', ['read']]] as const) {
    tokens[name] = (await createToken(store(), { name, scope, actions: [...actions], createdBy: 'ops' })).token;
  }
  site = createSiteServer({ store: store(), settingsFile: store().settingsFile, pagesDir: path.join(dir, 'pages'), lazyBackend: true });
  site.markReady();
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => site.jobServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.SITE_RELEASE_MAX_BYTES;
  await new Promise<void>((resolve) => site.server.close(() => resolve()));
  await new Promise<void>((resolve) => site.jobServer.close(() => resolve()));
  await site.backend.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the release API', () => {
  it('reads the live releases with a read token, and answers no one without a token of the site', async () => {
    const read = await fetch(`${origin}/_site/releases`, { headers: { Authorization: `Bearer ${tokens.reader}` } });
    expect(read.status).toBe(200);
    const body = await read.text();
    expect(JSON.parse(body)).toMatchObject({ live: { legal: '0123456789ab', news: null }, revision: 4 });
    expect(body).not.toContain(tokens.reader);
    for (const authorization of [undefined, 'Bearer local-service-key', `Bearer ${tokens.reader}x`, `Basic ${tokens.reader}`]) {
      const refused = await fetch(`${origin}/_site/releases`, { headers: authorization ? { Authorization: authorization } : {} });
      expect(refused.status, authorization).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="releases"');
      expect(await refused.text()).not.toContain(tokens.reader);
    }
    expect((await fetch(`${origin}/_site/releases`, { headers: { Authorization: `Bearer ${tokens['legal-ci']}` } })).status).toBe(403);
  });

  it('refuses a legal token a release of news, or any token an action it lacks, reading nothing of the build: nothing changed', async () => {
    const before = storeState();
    const build = await archive([{ name: 'mf-manifest.json', body: '{}' }]);
    const news = await post('news', tokens['legal-ci'], build);
    expect(news.status).toBe(403);
    expect(await news.json()).toEqual({ error: 'The token "legal-ci" is for legal; not news. Nothing changed.' });
    expect((await post('legal', tokens.reader, build)).status).toBe(403);
    expect((await post('legal', undefined, build)).status).toBe(401);
    expect((await fetch(`${origin}/_site/releases/shell/rollback`, { method: 'POST', headers: { Authorization: `Bearer ${tokens['legal-ci']}` } })).status).toBe(403);
    expect(storeState()).toEqual(before);
  });

  it('refuses an upload that is no gzipped tar, holds a path out of its folder or a link, or is too large: nothing unpacked, nothing changed', async () => {
    const before = storeState();
    const token = tokens['legal-ci'];
    expect((await post('legal', token, 'not a build', 'text/plain')).status).toBe(415);
    const notAnArchive = await post('legal', token, 'not a build');
    expect(notAnArchive.status).toBe(400);
    expect((await notAnArchive.json()).error).toMatch(/not a gzipped tar archive/);
    const escaping = await post('legal', token, await archive([{ name: 'mf-manifest.json', body: '{}' }, { name: '../../escaped.js', body: 'x' }]));
    expect(escaping.status).toBe(400);
    expect((await escaping.json()).error).toMatch(/leaves the folder/);
    const linked = await post('legal', token, await archive([{ name: 'mf-manifest.json', body: '{}' }, { name: 'passwd', type: 'symlink', linkname: '/etc/passwd' }]));
    expect(linked.status).toBe(400);
    expect((await linked.json()).error).toMatch(/passwd, a symlink/);
    process.env.SITE_RELEASE_MAX_BYTES = '2000';
    const large = await post('legal', token, Buffer.alloc(5000, 1));
    expect(large.status).toBe(413);
    expect((await large.json()).error).toMatch(/larger than 2000 bytes/);
    delete process.env.SITE_RELEASE_MAX_BYTES;
    expect(storeState()).toEqual(before);
    expect(fs.existsSync(path.join(dir, 'escaped.js'))).toBe(false);
  });

  it('runs a build through the release’s own checks: one that is no build is refused in its answer, nothing changed', async () => {
    const before = storeState();
    const answer = await post('legal', tokens['legal-ci'], await archive([{ name: 'index.js', body: 'x' }]));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/x-ndjson');
    const lines = (await answer.text()).trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.at(-1)).toEqual({ refused: expect.stringMatching(/^Release failed, nothing changed: .* holds no build \(no mf-manifest\.json\)\.$/) });
    expect(storeState()).toEqual(before);
  });

  it('answers what is no resource of it, or no method it takes', async () => {
    expect((await fetch(`${origin}/_site/releases/blog`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${origin}/_site/releases/legal/promote`, { method: 'POST' })).status).toBe(404);
    const get = await fetch(`${origin}/_site/releases/legal`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(`${origin}/_site/releases`, { method: 'DELETE' })).status).toBe(405);
  });
});
