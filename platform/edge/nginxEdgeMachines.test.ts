/**
 * nginx on an edge machine that keeps no store and no pages folder (`nginx-config --from-origins`, originsConfig.ts),
 * before two site servers, each on a store of its own as two machines would have: pages and the settings document
 * answered as an origin answers them, the released and content-hashed files cached once; a file one origin lacks
 * asked of the other; one origin down, every page still served; both down, the cached files still served and
 * anything else a 503 with the security headers. And the CDN's rules for the same shape (cdn-rules --from-origins).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseStore } from '../releases/store';
import { staticSecurityHeaders } from '../server/http/securityHeaders';
import { createSiteServer, type SiteServer } from '../server/siteServer';
import { UsageError } from '../cli/command';
import { root } from '../root';
import { originPullRules } from './cdnRules';
import { startLocalNginx, type LocalNginx } from './localNginx';
import { parseArguments, writeOriginsConfig } from './writeNginxConfig';

const shell = 'aaaaaaaaaaa1';
const legal = 'bbbbbbbbbbb1';
/** Released on the second machine's store only (its copy of the store has not reached the first). */
const newer = ['ccccccccccc1', 'ccccccccccc2', 'ccccccccccc3', 'ccccccccccc4'];

let dir: string;
let nginx: LocalNginx;
const servers: { site: SiteServer; origin: string; storeDir: string; pagesDir: string }[] = [];

/** The machines' copies keep the files' times, as a copy made with them does: validators (ETag) are the same on each. */
const copiedAt = new Date('2026-11-26T00:00:00.000Z');

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.utimesSync(file, copiedAt, copiedAt);
}

/** A machine's copy of the store and the pages: the shell, a legal release, two pages. */
function machineFolders(name: string, extra: string[]) {
  const storeDir = path.join(dir, name, 'releases');
  const pagesDir = path.join(dir, name, 'pages');
  write(path.join(storeDir, 'shell', shell, 'index.html'), '<!doctype html><title>the shell</title>');
  write(path.join(storeDir, 'shell', shell, 'main.0123456789.js'), 'console.log("shell");');
  write(path.join(storeDir, 'legal', legal, 'remoteEntry.js'), 'var mf_legal;');
  for (const version of extra) write(path.join(storeDir, 'legal', version, 'remoteEntry.js'), `var mf_legal_${version};`);
  write(
    path.join(storeDir, 'settings.json'),
    JSON.stringify({ site: { url: 'https://www.stayvia.example' }, backend: { url: 'https://abc.supabase.co', anonKey: 'anon' }, revision: 1, shell: { version: shell } }),
  );
  const entry = { releases: {}, modules: [], posts: [], listsPosts: false, lastModified: '2026-11-26T00:00:00.000Z' };
  write(path.join(pagesDir, 'pages.json'), JSON.stringify({ generatedAt: entry.lastModified, pages: { '/': entry, '/gdpr': entry }, dynamic: [] }));
  write(path.join(pagesDir, 'index.html'), '<!doctype html><title>home</title>');
  write(path.join(pagesDir, 'gdpr', 'index.html'), '<!doctype html><title>gdpr</title>');
  return { storeDir, pagesDir };
}

async function serve(name: string, extra: string[]) {
  const folders = machineFolders(name, extra);
  const store = releaseStore(folders.storeDir);
  const site = createSiteServer({ store, settingsFile: store.settingsFile, pagesDir: folders.pagesDir, lazyBackend: true });
  site.markReady();
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  servers.push({ site, origin: `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`, ...folders });
}

const stop = async (server: (typeof servers)[number]) => {
  if (!server.site.server.listening) return;
  server.site.server.closeAllConnections();
  await new Promise<void>((resolve) => server.site.server.close(() => resolve()));
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const ask = async (target: string, base = nginx.origin) => {
  const response = await fetch(`${base}${target}`);
  return { status: response.status, body: await response.text(), headers: response.headers };
};

/** The headers that must be the same through nginx as from the origin (not Date, the connection's, Server, nor nginx's cache verdict). */
const compared = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'server', 'x-cache-status'].includes(name)));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-edge-machines-'));
  fs.chmodSync(dir, 0o755);
  await serve('first', []);
  await serve('second', newer);
  nginx = await startLocalNginx({ port: await freePort(), backends: servers.map((server) => server.origin), fromOrigins: true });
}, 120_000);
afterAll(async () => {
  await nginx?.stop();
  for (const server of servers) {
    await stop(server);
    await server.site.backend.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('cdn-rules before several origins', () => {
  const run = promisify(execFile);
  const cdnRulesCommand = async (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'cdn-rules.ts'), ...args], { cwd: root, env: { ...process.env, NODE_NO_WARNINGS: '1' } }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code?: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );

  it('fetch every path from the one address in front of the servers, adding no header of their own', async () => {
    const out = path.join(dir, 'cdn');
    const written = await cdnRulesCommand([out, '--from-origins', '--origin', servers[0].origin]);
    expect(written.code, written.output).toBe(0);
    expect(fs.readFileSync(path.join(out, '_redirects'), 'utf8')).toContain(`\n/* ${servers[0].origin}/:splat 200!\n`);
    expect(fs.readFileSync(path.join(out, '_headers'), 'utf8').split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([]);
    expect(originPullRules('https://origin.stayvia.example/').redirects).toContain('/* https://origin.stayvia.example/:splat 200!');
  });

  it('refuse several origins, naming what to give instead', { timeout: 60_000 }, async () => {
    const refused = await cdnRulesCommand([path.join(dir, 'cdn-refused'), '--from-origins', ...servers.flatMap((server) => ['--origin', server.origin])]);
    expect(refused.code).toBe(2);
    expect(refused.output).toMatch(/--origin is one address, not 2: .* never one server/);
    expect(fs.existsSync(path.join(dir, 'cdn-refused'))).toBe(false);
  });
});

describe('nginx on an edge machine, from several origins', () => {
  it('keeps no folder of the site: its configuration names none of them', () => {
    const config = fs.readFileSync(nginx.file, 'utf8');
    for (const server of servers) {
      expect(config).not.toContain(server.storeDir);
      expect(config).not.toContain(server.pagesDir);
      expect(config).toContain(`server ${new URL(server.origin).host} max_fails=2 fail_timeout=10s;`);
    }
  });

  it('answers pages, the settings document and files as an origin answers them, keeping only the immutable files', async () => {
    for (const target of ['/', '/gdpr', '/settings.json', '/nowhere', `/releases/legal/${legal}/remoteEntry.js`, '/main.0123456789.js']) {
      const [through, direct] = [await ask(target), await ask(target, servers[0].origin)];
      expect(through.status, target).toBe(direct.status);
      expect(through.body, target).toBe(direct.body);
      expect(compared(through.headers), target).toEqual(compared(direct.headers));
    }
    // A page and the settings document are never kept here; an immutable file is fetched once, then kept.
    expect((await ask('/')).headers.get('x-cache-status')).toBeNull();
    expect((await ask('/settings.json')).headers.get('x-cache-status')).toBeNull();
    expect((await ask(`/releases/legal/${legal}/remoteEntry.js`)).headers.get('x-cache-status')).toBe('HIT');
    expect((await ask('/main.0123456789.js')).headers.get('x-cache-status')).toBe('HIT');
    // A file no origin has is a 404, and stays unkept: it may be released in a moment.
    expect((await ask(`/releases/legal/ddddddddddd1/remoteEntry.js`)).status).toBe(404);
    const again = await ask(`/releases/legal/ddddddddddd1/remoteEntry.js`);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache-status')).not.toBe('HIT');
  });

  it('asks the other origin for a released file one origin lacks', async () => {
    for (const version of newer) {
      const answer = await ask(`/releases/legal/${version}/remoteEntry.js`);
      expect(answer.status, version).toBe(200);
      expect(answer.body).toBe(`var mf_legal_${version};`);
    }
  });

  it('serves every page with one origin down, and with both down the kept files, anything else a 503 with the security headers', { timeout: 60_000 }, async () => {
    await stop(servers[0]);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => ask(['/', '/gdpr', '/settings.json'][i % 3]!)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));

    await stop(servers[1]);
    const kept = await ask(`/releases/legal/${legal}/remoteEntry.js`);
    expect(kept.status).toBe(200);
    expect(kept.body).toBe('var mf_legal;');
    const page = await ask('/gdpr');
    expect(page.status).toBe(503);
    expect(page.body).toMatch(/No server of the site answers now/);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(page.headers.get('cache-control')).toBe('no-store');
    for (const [name, value] of Object.entries(staticSecurityHeaders)) expect(page.headers.get(name), name).toBe(value);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect((await ask('/main.9999999999.js')).status).toBe(503);
  });
});

describe('nginx-config --from-origins, refused', () => {
  it('takes the origins and a cache size, and says what is wrong with either', () => {
    expect(() => parseArguments(['site.conf', '--from-origins'])).toThrow(UsageError);
    expect(() => parseArguments(['site.conf', '--from-origins', '--backend', 'http://127.0.0.1:9001', '--cache-size', '5x'])).toThrow(/--cache-size takes/);
    expect(() => parseArguments(['site.conf', '--cache-size', '1g'])).toThrow(/--cache-size goes with --from-origins/);
    expect(parseArguments(['site.conf', '--from-origins', '--backend', 'http://127.0.0.1:9001', '--backend', 'http://127.0.0.1:9002'])).toMatchObject({ fromOrigins: true, cacheSize: '1g' });
  });

  it('refuses origins that do not answer, and a site on the development keys when it listens beyond loopback, writing nothing', async () => {
    const file = path.join(dir, 'refused.conf');
    const closed = `http://127.0.0.1:${await freePort()}`;
    await expect(writeOriginsConfig({ file, listen: '127.0.0.1:8099', backends: [closed], fromOrigins: true })).rejects.toThrow(/No origin gave the settings document/);
    const development = http.createServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ site: { url: 'https://www.stayvia.example' }, backend: { url: '/', anonKey: 'local-anon-key' } })),
    );
    await new Promise<void>((resolve) => development.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(development.address() as AddressInfo).port}`;
      await expect(writeOriginsConfig({ file, listen: '0.0.0.0:8099', backends: [closed, origin], fromOrigins: true })).rejects.toThrow(/development keys/);
      expect(fs.existsSync(file)).toBe(false);
      // On loopback every client is on this machine: written.
      await writeOriginsConfig({ file, listen: '127.0.0.1:8099', backends: [origin], fromOrigins: true });
      expect(fs.readFileSync(file, 'utf8')).toContain('proxy_cache stayvia_files;');
    } finally {
      await new Promise<void>((resolve) => development.close(() => resolve()));
    }
  });
});
