import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shareDataDir } from 'supabase-backend/server';
import { pagesFolderNames } from '../server/pagesFolder';
import { siteLabel } from '../releases/runningSite';
import { documentSecurityHeaders } from '../server/http/securityHeaders';
import { cacheControl } from '../server/http/servingPolicy';
import { cdnRules, liveShellDir } from './cdnRules';
import { ensureNginx } from './localNginx';
import { liveShellScript, nginxConfig, shellVersionPattern, parseBackends, parseListen, quoted, quotedRegex } from './nginxConfig';
import { readServedSite, type ServedSite } from './servedSite';
import { parseArguments, writeNginxConfig } from './writeNginxConfig';
import { UsageError } from '../cli/command';
import { checkWorkerAccess, unreadable, workerUser, type WorkerUser } from './workerAccess';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
/** A folder nginx's workers may read, as a store's is (mkdtemp makes it private). */
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
  fs.chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
};

const document = {
  site: { url: 'https://www.stayvia.example' },
  backend: { url: 'https://abc.supabase.co', anonKey: 'anon' },
  leads: { endpoint: '/api/leads' },
  areas: { legal: { container: 'mf_legal', label: 'Legal', version: '0123456789ab', manifest: 'https://legal.example.com/mf-manifest.json', owns: ['/gdpr'] } },
};
const site = (dir: string): ServedSite => ({
  storeDir: path.join(dir, 'releases'),
  pagesDir: path.join(dir, 'pages'),
  settingsFile: path.join(dir, 'releases', 'settings.json'),
  headers: documentSecurityHeaders(document, { extra: [], loaders: ["'sha256-K5fq3nB0Yd2GmUdAqD1XZWsAj0ZO3vTqKx4N7rFyb1c='"] }),
  dynamicRoutes: ['/hospitality-industry-news/:slug'],
  warnings: [],
  developmentKeys: false,
});

describe('the arguments', () => {
  it('takes a port or an address and port, and refuses anything else by name', () => {
    expect(parseListen('8080')).toBe('127.0.0.1:8080');
    expect(parseListen('0.0.0.0:80')).toBe('0.0.0.0:80');
    expect(parseListen('[::1]:8080')).toBe('[::1]:8080');
    for (const wrong of ['0', '65536', 'eighty', '1.2.3.4:', ':80', '80; include /etc/passwd']) expect(() => parseListen(wrong)).toThrow(/--listen/);
  });

  it('takes backends as http(s) origins of one scheme, several making one upstream', () => {
    expect(parseBackends(['http://127.0.0.1:5101', 'http://10.0.0.2'])).toEqual({ scheme: 'http', servers: ['127.0.0.1:5101', '10.0.0.2:80'] });
    expect(() => parseBackends([])).toThrow(/--backend/);
    expect(() => parseBackends(['http://127.0.0.1:5101/api'])).toThrow(/without a path/);
    expect(() => parseBackends(['ftp://127.0.0.1'])).toThrow(/http\(s\) origin/);
    expect(() => parseBackends(['http://127.0.0.1:1', 'https://127.0.0.1:2'])).toThrow(/same scheme/);
  });

  it('refuses a missing file, an unknown option, an option without its value and a second file', () => {
    expect(parseArguments(['site.conf', '--listen', '5150', '--backend', 'http://127.0.0.1:5151', '--backend', 'http://127.0.0.1:5152'])).toEqual({
      file: path.resolve('site.conf'),
      listen: '5150',
      backends: ['http://127.0.0.1:5151', 'http://127.0.0.1:5152'],
    });
    expect(() => parseArguments([])).toThrow(/An argument is missing/);
    expect(() => parseArguments(['a.conf', '--port', '80'])).toThrow(/Unknown option '--port'/);
    expect(() => parseArguments(['a.conf', '--listen'])).toThrow(/Option '--listen <value>' argument missing/);
    expect(() => parseArguments(['a.conf', '--backend', '--listen', '80'])).toThrow(/Option '--backend' argument is ambiguous/);
    expect(() => parseArguments(['a.conf', 'b.conf'])).toThrow(/Unexpected argument: b.conf/);
    expect(() => parseArguments(['a.conf', '--listen', '80; include /etc/passwd'])).toThrow(UsageError);
  });

  it('never writes a value nginx would read otherwise: a variable, a quote or a line break', () => {
    expect(() => quoted('a$host')).toThrow();
    expect(() => quoted('a"b')).toThrow();
    expect(() => quoted('a\nb')).toThrow();
    expect(quotedRegex('~^/a\\.b$')).toBe('"~^/a\\.b$"');
    expect(() => quotedRegex('~^/a$host')).toThrow();
  });
});

describe('the configuration', () => {
  it('carries the policy modules\' values, an upstream of every backend, and passes `nginx -t`', () => {
    const dir = tempDir();
    const runtimeDir = path.join(dir, 'run');
    const served = site(dir);
    const { config, script, scriptPath } = nginxConfig(served, { listen: '5150', backends: ['http://127.0.0.1:5151', 'http://127.0.0.1:5152'], runtimeDir });
    expect(config).toContain(`add_header Content-Security-Policy "${served.headers.page['Content-Security-Policy']}" always;`);
    expect(config).toContain('https://legal.example.com');
    for (const [name, value] of Object.entries(served.headers.page)) expect(config).toContain(`add_header ${name} ${name === 'Content-Security-Policy' ? '' : `"${value}"`}`);
    expect(config).toContain(`"${cacheControl.immutable}"`);
    expect(config).toMatch(/upstream stayvia_backend \{\n.*\n\s+zone stayvia_backend 64k;\n\s+server 127\.0\.0\.1:5151 max_fails=2 fail_timeout=10s;\n\s+server 127\.0\.0\.1:5152 max_fails=2 fail_timeout=10s;/);
    expect(config).toContain('"~^(?:\\/hospitality-industry-news\\/[^/]+)/*$" client;');
    // The backend on nginx's own port would loop.
    expect(() => nginxConfig(served, { listen: '8080', backends: ['http://localhost:8080'], runtimeDir })).toThrow(/nginx's own address/);
    // Nothing is written where only root may write.
    expect(config).toContain(`pid ${path.join(runtimeDir, 'nginx.pid')};`);
    expect(config).not.toMatch(/\/var\/(log|lib|run)/);
    expect(script).toContain(JSON.stringify(served.settingsFile));
    fs.mkdirSync(path.join(runtimeDir, 'temp'), { recursive: true });
    fs.writeFileSync(scriptPath, script);
    fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
    const nginx = ensureNginx();
    expect(() => execFileSync(nginx, ['-t', '-q', '-c', path.join(dir, 'nginx.conf'), '-e', path.join(runtimeDir, 'error.log')], { stdio: 'pipe' })).not.toThrow();
  });

  it('is refused, and nothing written, when the settings document is missing, damaged or does not parse', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'site.conf');
    const folders = { storeDir: path.join(dir, 'releases'), pagesDir: path.join(dir, 'pages') };
    const args = { file, listen: '5150', backends: ['http://127.0.0.1:5151'] };
    await expect(writeNginxConfig(args, folders)).rejects.toThrow(/settings\.json is missing/);
    fs.mkdirSync(folders.storeDir, { recursive: true });
    fs.writeFileSync(path.join(folders.storeDir, 'settings.json'), '{"shell": {"ver');
    await expect(writeNginxConfig(args, folders)).rejects.toThrow(/settings\.json is damaged/);
    fs.writeFileSync(path.join(folders.storeDir, 'settings.json'), JSON.stringify({ ...document, revision: -1 }));
    await expect(writeNginxConfig(args, folders)).rejects.toThrow(/settings\.json: revision must be a whole number of writes/);
    expect(fs.existsSync(file)).toBe(false);
    // Written once the document is good, with a note that no pages are published yet.
    fs.writeFileSync(path.join(folders.storeDir, 'settings.json'), JSON.stringify(document));
    const written = await writeNginxConfig(args, folders);
    expect(fs.readFileSync(file, 'utf8')).toContain('https://legal.example.com');
    expect(written.site.warnings.join()).toMatch(/no pages\.json yet/);
  });
});

describe("nginx's script", () => {
  it("checks the document's shell version with the pattern of the document's JSON Schema, not one of its own", () => {
    const script = liveShellScript({ storeDir: '/srv/releases', settingsFile: '/srv/releases/settings.json' }, '/run/stayvia');
    expect(script).toContain(`var version = new RegExp(${JSON.stringify(shellVersionPattern)});`);
    expect(script).not.toMatch(/\[0-9a-f\]\{12\}(?!\$")/);
    const version = new RegExp(shellVersionPattern);
    expect(['0123456789ab', 'dev', 'override', '0123456789abc', '../etc'].map((value) => version.test(value))).toEqual([true, false, false, false, false]);
  });
});

describe('the served site, read once', () => {
  it('carries the live shell release it read, so the CDN rules take its folder without reading the document again', () => {
    const dir = tempDir();
    const folders = { storeDir: path.join(dir, 'releases'), pagesDir: path.join(dir, 'pages') };
    fs.mkdirSync(folders.storeDir, { recursive: true });
    const settingsFile = path.join(folders.storeDir, 'settings.json');
    fs.writeFileSync(settingsFile, JSON.stringify({ ...document, shell: { version: 'abcdef012345' } }));
    const site = readServedSite(folders);
    expect(site.shellVersion).toBe('abcdef012345');
    // Damaged after the read: what was read stands.
    fs.writeFileSync(settingsFile, '{"shell":');
    expect(liveShellDir(site)).toBe(path.join(path.resolve(folders.storeDir), 'shell', 'abcdef012345'));
    expect(() => liveShellDir({ ...site, shellVersion: undefined })).toThrow(/names no live shell release/);
  });
});

describe('a site on the development keys', () => {
  it('is refused an nginx that listens beyond loopback, nothing written, and served on loopback, where every client is on this machine', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'site.conf');
    const folders = { storeDir: path.join(dir, 'releases'), pagesDir: path.join(dir, 'pages') };
    fs.mkdirSync(folders.storeDir, { recursive: true });
    const settings = (anonKey: string) => fs.writeFileSync(path.join(folders.storeDir, 'settings.json'), JSON.stringify({ ...document, backend: { url: '/', anonKey } }));
    settings('local-anon-key');
    for (const listen of ['0.0.0.0:80', '*:8080', '[::]:80', '192.0.2.7:80']) {
      await expect(writeNginxConfig({ file, listen, backends: ['http://127.0.0.1:5151'] }, folders), listen).rejects.toThrow(
        /Refusing to write an nginx configuration that listens on .*names backend\.anonKey local-anon-key.*BACKEND_ANON_KEY, BACKEND_SERVICE_KEY, BACKEND_JWT_SECRET/,
      );
    }
    expect(fs.existsSync(file)).toBe(false);
    await expect(writeNginxConfig({ file, listen: '5150', backends: ['http://127.0.0.1:5151'] }, folders)).resolves.toBeDefined();
    fs.rmSync(file);
    // Keys of its own: written for every address.
    settings('an-anon-key-of-its-own');
    await expect(writeNginxConfig({ file, listen: '0.0.0.0:5150', backends: ['http://127.0.0.1:5151'] }, folders)).resolves.toBeDefined();
  });
});

describe("what nginx serves is read by nginx's workers", () => {
  const stranger: WorkerUser = { name: 'worker', uid: 4_000_000, gids: [4_000_000] };

  it('names the first folder on the way that they cannot enter, and a folder they cannot list', () => {
    const dir = tempDir();
    const store = path.join(dir, 'home', 'me', 'site', 'releases');
    fs.mkdirSync(store, { recursive: true });
    expect(unreadable(store, stranger)).toBeUndefined();
    // A clone in a private home directory.
    fs.chmodSync(path.join(dir, 'home', 'me'), 0o700);
    expect(unreadable(store, stranger)).toBe(`worker cannot enter ${path.join(dir, 'home', 'me')} (mode 700), on the way to ${store}`);
    fs.chmodSync(path.join(dir, 'home', 'me'), 0o755);
    fs.chmodSync(store, 0o711);
    expect(unreadable(store, stranger)).toBe(`worker cannot read ${store} (mode 711)`);
    // Its owner, or its group, reads it all the same.
    expect(unreadable(store, { ...stranger, uid: fs.statSync(store).uid })).toBeUndefined();
    expect(() => checkWorkerAccess([store, dir], stranger)).toThrow(/nginx's workers \(worker\) could not read what the configuration serves: worker cannot read .*releases \(mode 711\)\. Let them/);
  });

  it('is checked by nginx-config before anything is written', async () => {
    const dir = tempDir();
    const folders = { storeDir: path.join(dir, 'private', 'releases'), pagesDir: path.join(dir, 'pages') };
    fs.mkdirSync(folders.storeDir, { recursive: true });
    fs.writeFileSync(path.join(folders.storeDir, 'settings.json'), JSON.stringify(document));
    fs.chmodSync(path.join(dir, 'private'), 0o700);
    const file = path.join(dir, 'site.conf');
    const written = writeNginxConfig({ file, listen: '5150', backends: ['http://127.0.0.1:5151'] }, folders);
    if (workerUser().uid === fs.statSync(dir).uid) await expect(written).resolves.toBeDefined();
    else await expect(written).rejects.toThrow(`cannot enter ${path.join(dir, 'private')} (mode 700)`);
    if (workerUser().uid !== fs.statSync(dir).uid) expect(fs.existsSync(file)).toBe(false);
  });
});

describe('the backend when none is named', () => {
  it('is every server of the site serving the pages folder: an upstream of both', async () => {
    const dir = tempDir();
    const folders = { storeDir: path.join(dir, 'releases'), pagesDir: path.join(dir, 'pages') };
    fs.mkdirSync(folders.storeDir, { recursive: true });
    fs.writeFileSync(path.join(folders.storeDir, 'settings.json'), JSON.stringify(document));
    const servers = await Promise.all(
      [0, 1].map(async () => {
        const server = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return server;
      }),
    );
    const origins = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    // Each recorded among the folder's holders as a site server records itself (siteLocks.ts), and one still starting.
    const records = await Promise.all(
      [...origins, 'http://127.0.0.1:9'].map(async (origin, i) => {
        const lock = await shareDataDir(folders.pagesDir, { database: 'PostgreSQL db:5432/site' }, pagesFolderNames);
        lock.update({ label: siteLabel(origin), details: { origin, state: i < 2 ? 'ready' : 'starting', pagesDir: folders.pagesDir, releasesDir: folders.storeDir } });
        return lock;
      }),
    );
    try {
      const written = await writeNginxConfig({ file: path.join(dir, 'site.conf'), listen: '5150', backends: [] }, folders);
      expect(written.backends.sort()).toEqual([...origins].sort());
      const config = fs.readFileSync(path.join(dir, 'site.conf'), 'utf8');
      for (const origin of origins) expect(config).toContain(`server ${new URL(origin).host} max_fails=2 fail_timeout=10s;`);
      expect(config).not.toContain('server 127.0.0.1:9;');
    } finally {
      for (const record of records) record.release();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});

describe('the CDN rules', () => {
  it('send the same security headers, immutable hashed and released files, and the canonical redirect', () => {
    const served = site(tempDir());
    const { headers, redirects } = cdnRules(served, ['/index.html', '/main.0123456789.js', '/loader/page-loader.js', '/assets/font.0123456789.woff2', '/mf-manifest.json'], 'https://origin.stayvia.example/');
    for (const [name, value] of Object.entries(served.headers.page)) expect(headers).toContain(`  ${name}: ${value}\n`);
    expect(headers).toMatch(/\/releases\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable\n {2}Access-Control-Allow-Origin: \*/);
    expect(headers).toMatch(/\/\*\.js\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(headers).toMatch(/\/\*\.woff2\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable/);
    // The one unhashed script is revalidated; JSON has no hashed file, so it keeps the site's no-cache.
    expect(headers).toMatch(/\/loader\/page-loader\.js\n {2}! Cache-Control\n {2}Cache-Control: no-cache/);
    expect(headers).not.toContain('/*.json');
    expect(redirects).toContain('/news/:slug /hospitality-industry-news/:slug 301\n');
  });

  it('proxy what only a site server answers to the origin, with none of the folder’s headers (the origin’s no-store is sent)', () => {
    const served = site(tempDir());
    const { headers, redirects } = cdnRules(served, ['/index.html'], 'https://origin.stayvia.example/');
    for (const line of [
      '/api/field https://origin.stayvia.example/api/field 200!',
      '/_site/* https://origin.stayvia.example/_site/:splat 200!',
      '/api/leads https://origin.stayvia.example/api/leads 200!',
      '/rest/v1/* https://origin.stayvia.example/rest/v1/:splat 200!',
      '/health https://origin.stayvia.example/health 200!',
    ]) {
      expect(redirects).toContain(`${line}\n`);
    }
    const detached = [...Object.keys(served.headers.page).map((name) => `  ! ${name}`), '  ! Cache-Control'].join('\n');
    for (const pattern of ['/api/field', '/_site/*']) expect(headers).toContain(`\n${pattern}\n${detached}\n`);
  });
});
