/**
 * The site server against hostile and faulty requests (the site's own; the backend's cases are
 * supabase/server/hostile.test.ts): each case asserts the answer, then that the server still answers a page within a second and
 * that its process is alive and logged no failure. It runs `scripts/serve.ts` on its own loopback port with
 * short limits (SITE_* variables), no prerendering and the backend left closed. Bounded: every case waits on
 * a close or an answer, never longer than its limit.
 */
import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import { anonKey, expect, test } from '../fixtures';
import { portOf } from '../ports';
import { holdSocket, rawExchange, rawRequest, parseResponse } from 'platform/server/http/rawHttp';
import { copyRemoteBuild, localSettings, runReleaseCommand, startSite, tempDir, type SiteProcess } from './siteProcess';

const port = portOf('hostileRequests');
const limits = { firstRequestMs: 1_500, headersMs: 3_000, maxConnections: 40 };

let site: SiteProcess;
let shellScript: string;
/** A released area's files, served from the release store under /releases/. */
let releasedEntry: string;
let releasedManifest: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A site's start: about 10 s on a quiet machine, past 25 s while the rest of the suite runs beside it.
  test.setTimeout(120_000);
  site = await startSite({
    port,
    settings: localSettings(),
    env: {
      BACKEND_LAZY: '1',
      PRERENDER: '0',
      SITE_FIRST_REQUEST_TIMEOUT_MS: String(limits.firstRequestMs),
      SITE_HEADERS_TIMEOUT_MS: String(limits.headersMs),
      SITE_REQUEST_TIMEOUT_MS: String(limits.headersMs * 2),
      SITE_MAX_CONNECTIONS: String(limits.maxConnections),
    },
  });
  await site.waitForLine(/is served on/);
  const page = await rawRequest(port, 'GET', '/');
  shellScript = /<script [^>]*\bdefer\b[^>]*\ssrc="([^"]+)"/.exec(page.body.toString())![1];
  const settings = JSON.parse((await rawRequest(port, 'GET', '/settings.json')).body.toString());
  releasedManifest = new URL(settings.areas.news.manifest, `http://localhost:${port}/`).pathname;
  releasedEntry = releasedManifest.replace(/mf-manifest\.json$/, 'remoteEntry.js');
  expect(releasedEntry).toMatch(/^\/releases\/news\/[0-9a-f]{12}\/remoteEntry\.js$/);
});

test.afterAll(async () => {
  await site?.stop();
});

/** The headers every answer the server shapes carries (scripts and its own error answers get a policy allowing nothing). */
function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
}

/** The server answers a page within a second, its process runs and it logged no failed request. */
async function expectStillServing() {
  const started = Date.now();
  const response = await fetch(`http://127.0.0.1:${port}/pricing`, { signal: AbortSignal.timeout(1_000) });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<div id="root">');
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(site.exitCode()).toBeNull();
  expect(site.lines.filter((line) => /\[(server|supervisor)\]/.test(line))).toEqual([]);
}

test.describe('Range headers', () => {
  // [Range, expected status, check of the body against the whole file]
  const cases: [range: string, status: number, body: 'whole' | 'last10' | 'last100' | 'first5' | 'none'][] = [
    ['bytes=5-2', 200, 'whole'],
    ['bytes=999999999-', 416, 'none'],
    ['bytes=99999999999999999999-', 416, 'none'],
    ['bytes=-0', 416, 'none'],
    ['bytes=0-4', 206, 'first5'],
    ['bytes=-10', 206, 'last10'],
    ['bytes=-100', 206, 'last100'],
    ['bytes=9007199254740993-', 416, 'none'],
    ['bytes=9007199254740993-9007199254740994', 416, 'none'],
    ['bytes=0-9007199254740993', 206, 'whole'],
    ['bytes=-9007199254740993', 206, 'whole'],
    ['bytes=0-99999999999999999999', 206, 'whole'],
    ['bytes=0-1,5-6', 200, 'whole'],
    ['bytes=0-1, 3-4, 5-6, 7-8, 9-10', 200, 'whole'],
    ['bytes=abc', 200, 'whole'],
    ['bytes=', 200, 'whole'],
    ['bytes=-', 200, 'whole'],
    ['bytes=--1', 200, 'whole'],
    ['bytes=1-2-3', 200, 'whole'],
    ['items=0-5', 200, 'whole'],
    ['bytes=0x10-0x20', 200, 'whole'],
    ['bytes=-1e3', 200, 'whole'],
  ];
  const targets = () => [
    ['the shell page', '/'],
    ['an asset', shellScript],
    ['a remote file', '/remotes/mf-news/mf-manifest.json'],
    ['a released script', releasedEntry],
    ['a released manifest', releasedManifest],
  ];

  for (const [range, status, body] of cases) {
    test(`${range} → ${status}`, async () => {
      for (const [name, target] of targets()) {
        const whole = (await rawRequest(port, 'GET', target)).body;
        const response = await rawRequest(port, 'GET', target, { Range: range });
        expect(response.status, `${name} ${target}`).toBe(status);
        if (status === 416) expect(response.headers['content-range']).toBe(`bytes */${whole.length}`);
        if (body === 'whole') expect(response.body.equals(whole), name).toBe(true);
        if (body === 'first5') expect(response.body.equals(whole.subarray(0, 5)), name).toBe(true);
        if (body === 'last10') expect(response.body.equals(whole.subarray(whole.length - 10)), name).toBe(true);
        if (body === 'last100') expect(response.body.equals(whole.subarray(whole.length - 100)), name).toBe(true);
        if (status === 206) expect(response.headers['content-range']).toMatch(new RegExp(`^bytes \\d+-\\d+/${whole.length}$`));
      }
      await expectStillServing();
    });
  }

  test('a range of a precompressed copy is checked against that copy', async () => {
    for (const target of [shellScript, releasedEntry]) {
      const whole = await rawRequest(port, 'GET', target, { 'Accept-Encoding': 'br' });
      expect(whole.headers['content-encoding']).toBe('br');
      const response = await rawRequest(port, 'GET', target, { 'Accept-Encoding': 'br', Range: `bytes=${whole.body.length}-` });
      expect(response.status).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${whole.body.length}`);
      const last = await rawRequest(port, 'GET', target, { 'Accept-Encoding': 'br', Range: 'bytes=-100' });
      expect(last.status).toBe(206);
      expect(last.headers['content-range']).toBe(`bytes ${whole.body.length - 100}-${whole.body.length - 1}/${whole.body.length}`);
      expect(last.body.equals(whole.body.subarray(whole.body.length - 100))).toBe(true);
    }
    await expectStillServing();
  });

  test('If-Range: the range only for the same version of the file, else the whole file', async () => {
    for (const target of [shellScript, releasedEntry, '/remotes/mf-news/mf-manifest.json']) {
      const whole = await rawRequest(port, 'GET', target);
      const same = await rawRequest(port, 'GET', target, { Range: 'bytes=0-4', 'If-Range': whole.headers['last-modified'] });
      expect(same.status, target).toBe(206);
      expect(same.body.equals(whole.body.subarray(0, 5))).toBe(true);
      for (const other of ['Wed, 21 Oct 2015 07:28:00 GMT', '"another-version"', whole.headers.etag]) {
        const changed = await rawRequest(port, 'GET', target, { Range: 'bytes=0-4', 'If-Range': other });
        expect(changed.status, `${target} If-Range: ${other}`).toBe(200);
        expect(changed.body.equals(whole.body)).toBe(true);
      }
    }
    await expectStillServing();
  });

  test('released files keep their cache policy, validators and Vary', async () => {
    const response = await rawRequest(port, 'GET', releasedEntry, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers.etag).toMatch(/^W\/"\d+-\d+"$/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const again = await rawRequest(port, 'GET', releasedEntry, { 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': response.headers.etag });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test.describe('content codings (RFC 9110 §12.5.3)', () => {
  // [Accept-Encoding, the coding sent ('' for none), or 406]
  const cases: [accept: string, coding: string | 406][] = [
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', ''],
    ['br;q=0', ''],
    ['sbr', ''],
    ['brotli, xgzip', ''],
    ['', ''],
    ['br;q=0, gzip;q=0, identity;q=0', 406],
    ['*;q=0', 406],
  ];
  for (const [accept, coding] of cases) {
    test(`Accept-Encoding: ${JSON.stringify(accept)} → ${coding === 406 ? 406 : coding || 'identity'}`, async () => {
      for (const target of [shellScript, releasedEntry, '/remotes/mf-news/mf-manifest.json', '/']) {
        const response = await rawRequest(port, 'GET', target, { 'Accept-Encoding': accept });
        expect(response.headers.vary, target).toBe('Accept-Encoding');
        if (coding === 406) {
          expect(response.status, target).toBe(406);
          continue;
        }
        expect(response.status, target).toBe(200);
        expect(response.headers['content-encoding'], target).toBe(coding || undefined);
      }
      await expectStillServing();
    });
  }
});

test.describe('links out of a served folder', () => {
  /** Each folder the server serves, the path a file planted in it has, and the folder. */
  const folders = () => {
    const settings = JSON.parse(fs.readFileSync(site.settingsFile, 'utf8'));
    const newsDir = path.join(site.releasesDir, 'news', settings.areas.news.version);
    const shellDir = path.join(site.releasesDir, 'shell', settings.shell.version);
    return [
      ['the release store', newsDir, path.posix.dirname(releasedEntry)],
      ['the live shell release', shellDir, ''],
      ['a remote’s build (/remotes/)', path.join(import.meta.dirname, '..', '..', 'mf-news', 'dist'), '/remotes/mf-news'],
      ['the prerendered pages', site.pagesDir, ''],
    ] as const;
  };
  const secrets = [
    ['passwd', '/etc/passwd', 'root:x:0:0'],
    ['package', path.join(import.meta.dirname, '..', '..', 'package.json'), '"workspaces"'],
  ] as const;

  test('a symbolic link planted in any served folder reads nothing outside it', async () => {
    const planted: string[] = [];
    try {
      for (const [folder, dir, prefix] of folders()) {
        fs.mkdirSync(dir, { recursive: true });
        for (const [name, target, marker] of secrets) {
          for (const file of [`leak-${port}-${name}.txt`, `leak-${port}-${name}.js`]) {
            fs.symlinkSync(target, path.join(dir, file));
            planted.push(path.join(dir, file));
            for (const encoding of ['', 'br', 'gzip']) {
              const response = await rawRequest(port, 'GET', `${prefix}/${file}`, encoding ? { 'Accept-Encoding': encoding } : {});
              expect(response.status, `${folder}: ${file}`).toBe(404);
              expect(response.body.toString(), `${folder}: ${file}`).not.toContain(marker);
            }
          }
        }
        // A linked folder, and a compressed copy that is a link.
        const linkedDir = path.join(dir, `leak-${port}-dir`);
        fs.symlinkSync('/etc', linkedDir);
        planted.push(linkedDir);
        const throughDir = await rawRequest(port, 'GET', `${prefix}/leak-${port}-dir/passwd`);
        expect(throughDir.body.toString(), folder).not.toContain('root:x:0:0');
        // A path without an extension outside /remotes/ and /releases/ is a page: the shell's, never the file.
        if (prefix) expect(throughDir.status, folder).toBe(404);
        else expect(throughDir.body.toString(), folder).toContain('<div id="root">');
        expect((await rawRequest(port, 'GET', `${prefix}/leak-${port}-dir/passwd.txt`)).status, folder).toBe(404);
      }
      // The shell's own script with a planted brotli copy that leads out: the real file, never the link's target.
      const shellDir = folders()[1][1];
      const copy = path.join(shellDir, `${shellScript}.br`);
      const kept = `${copy}.kept-${port}`;
      fs.renameSync(copy, kept);
      try {
        fs.symlinkSync('/etc/passwd', copy);
        const response = await rawRequest(port, 'GET', shellScript, { 'Accept-Encoding': 'br' });
        expect(response.body.toString()).not.toContain('root:x:0:0');
        expect(response.status).toBe(200);
      } finally {
        fs.rmSync(copy, { force: true });
        fs.renameSync(kept, copy);
      }
    } finally {
      for (const file of planted) fs.rmSync(file, { force: true });
    }
    await expectStillServing();
  });

  test('a release from an artifact holding a symbolic link is refused, naming it, before anything is published', async () => {
    test.setTimeout(60_000);
    const artifact = tempDir('artifact-with-link');
    try {
      copyRemoteBuild('mf-legal', artifact);
      fs.symlinkSync('/etc/passwd', path.join(artifact, 'passwd.js'));
      const before = fs.readdirSync(path.join(site.releasesDir, 'legal')).sort();
      const settingsBefore = fs.readFileSync(site.settingsFile, 'utf8');
      const refused = await runReleaseCommand(site, 'release', ['legal', '--from', artifact]);
      expect(refused.code).not.toBe(0);
      expect(refused.output).toContain('passwd.js: a symbolic link (to /etc/passwd)');
      expect(fs.readdirSync(path.join(site.releasesDir, 'legal')).sort()).toEqual(before);
      expect(fs.readFileSync(site.settingsFile, 'utf8')).toBe(settingsBefore);
    } finally {
      fs.rmSync(artifact, { recursive: true, force: true });
    }
    await expectStillServing();
  });
});

test.describe('paths', () => {
  const traversals = [
    '/../../../../etc/passwd',
    '/remotes/mf-news/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/remotes/mf-news/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
    '/remotes/mf-news/..%2f..%2f..%2fpackage.json',
    '/..%5c..%5c..%5cpackage.json',
    '/remotes/..%2f..%2fpackage.json/x',
    '/.data/e2e/leads.json',
    '/%00/etc/passwd',
    '//etc/passwd',
  ];
  for (const target of traversals) {
    test(`traversal ${target} reads nothing outside the build`, async () => {
      const response = await rawRequest(port, 'GET', target);
      expect(response.status).toBeLessThan(500);
      const text = response.body.toString();
      expect(text).not.toContain('root:x:0:0');
      expect(text).not.toContain('"workspaces"');
      await expectStillServing();
    });
  }

  for (const target of ['/%', '/%E0%A4%A', '/%ZZ', '/hospitality-industry-news/%C0%AF', '/remotes/mf-news/%', '/pricing%', '/%FF%FE.js', '/settings.json%']) {
    test(`bad percent-encoding ${target} is no server error`, async () => {
      const response = await rawRequest(port, 'GET', target);
      expect([200, 400, 404]).toContain(response.status);
      await expectStillServing();
    });
  }

  test('a long URL under the header limit is answered; one over it gets 431', async () => {
    const long = await rawRequest(port, 'GET', `/hospitality-industry-news/${'a'.repeat(8_000)}`);
    expect(long.status).toBe(200);
    const tooLong = await rawRequest(port, 'GET', `/${'a'.repeat(20_000)}`);
    expect(tooLong.status).toBe(431);
    const query = await rawRequest(port, 'GET', `/?${'q=1&'.repeat(5_000)}`);
    expect(query.status).toBe(431);
    await expectStillServing();
  });
});

test.describe('headers and methods', () => {
  test('one huge header, and many headers, get 431 with the security headers', async () => {
    const huge = await rawRequest(port, 'GET', '/', { 'X-Huge': 'x'.repeat(20_000) });
    expect(huge.status).toBe(431);
    expectSecurityHeaders(huge.headers, 'a huge header');
    const many = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`X-Header-${i}`, 'y'.repeat(60)]));
    expect((await rawRequest(port, 'GET', '/', many)).status).toBe(431);
    await expectStillServing();
  });

  test('HEAD answers headers only', async () => {
    const data = await rawExchange(port, 'HEAD / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const response = parseResponse(data);
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    await expectStillServing();
  });

  for (const [method, target] of [
    ['OPTIONS', '/'],
    ['OPTIONS', '/remotes/mf-news/mf-manifest.json'],
    ['OPTIONS', '*'],
  ] as const) {
    test(`${method} ${target} says what is allowed`, async () => {
      const response = await rawRequest(port, method, target);
      expect(response.status).toBe(204);
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
      await expectStillServing();
    });
  }

  /** One path of every kind of route the server answers. */
  const routeKinds = () => [
    ['a prerendered or shell page', '/pricing'],
    ['the home page', '/'],
    ['a shell asset', shellScript],
    ['the settings document', '/settings.json'],
    ['a released file', releasedEntry],
    ['a remote’s file', '/remotes/mf-news/mf-manifest.json'],
    ['an article’s canonical address', '/news/some-article'],
    ['the sitemap', '/sitemap.xml'],
    ['a missing asset', '/no-such-file.js'],
    ['a REST table', '/rest/v1/blog_posts'],
    ['a REST view', '/rest/v1/blog_categories'],
    ['a function', '/functions/v1/sync-contentful'],
    ['storage', '/storage/v1/object/public/blog-images/x.png'],
    ['the lead sink', '/api/leads'],
    ['the health check', '/health'],
  ];
  const isBackend = (target: string) => /^\/(rest|functions|storage)\/v1\/|^\/api\/leads$|^\/health$/.test(target);

  test('odd methods on every kind of route: 4xx with the security headers, never a server error', async () => {
    test.setTimeout(90_000);
    // The backend opens on its first request (BACKEND_LAZY; /health answers without opening it): open it first
    // with a read, so no request below waits for that (seconds on a busy machine).
    const read = await fetch(`http://127.0.0.1:${port}/rest/v1/blog_posts?select=slug&limit=1`, { headers: { apikey: anonKey }, signal: AbortSignal.timeout(60_000) });
    expect(read.status).toBe(200);
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'BREW', 'PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const [kind, target] of routeKinds()) {
        // Writes to the backend are its own suite's (a POST to the lead sink is a lead).
        if (isBackend(target) && ['PUT', 'PATCH', 'DELETE', 'POST'].includes(method)) continue;
        const response = await rawRequest(port, method, target, { apikey: anonKey });
        const what = `${method} ${kind} (${target}): ${response.body.toString().slice(0, 200)}`;
        expect(response.status, what).toBeGreaterThanOrEqual(400);
        expect(response.status, what).toBeLessThan(500);
        // A method Node's parser does not know is refused there (400); any other reaches the routes.
        if (method === 'BREW') expect(response.status, what).toBe(400);
        else if (!isBackend(target)) {
          expect(response.status, what).toBe(405);
          expect(response.headers.allow, what).toBe('GET, HEAD, OPTIONS');
        }
        expect(response.body.toString(), what).not.toMatch(/\bat .+\.(ts|js):\d+|node:internal/);
        expectSecurityHeaders(response.headers, what);
      }
    }
    await expectStillServing();
  });

  test('an invalid Host on every kind of route: 400 with the security headers', async () => {
    test.setTimeout(60_000);
    for (const host of ['localhost:65536', 'localhost:99999', '127.0.0.1:123456', '1.2.3.999', '[::1', 'evil/path', 'a;b']) {
      for (const [kind, target] of routeKinds()) {
        const data = await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\napikey: ${anonKey}\r\nConnection: close\r\n\r\n`);
        const response = parseResponse(data);
        const what = `Host: ${host} on ${kind} (${target})`;
        expect(response.status, what).toBe(400);
        expectSecurityHeaders(response.headers, what);
      }
    }
    const twice = parseResponse(await rawExchange(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n'));
    expect(twice.status).toBe(400);
    await expectStillServing();
  });

  for (const [name, bytes] of [
    ['an unknown method', 'BREW /pot HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['garbage', '\u0000\u0001\u0002 not http at all\r\n\r\n'],
    ['a bare LF request line', 'GET / HTTP/1.1\nHost: x\n\n'],
    ['a bad Content-Length', 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -5\r\n\r\n'],
    ['two Content-Lengths', 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab'],
    ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ]) {
    test(`${name} is refused with 400 and the security headers`, async () => {
      const response = parseResponse(await rawExchange(port, bytes));
      expect(response.status).toBe(400);
      expectSecurityHeaders(response.headers, name);
      await expectStillServing();
    });
  }

  test('CONNECT (this is no proxy) is refused with 405 and the security headers', async () => {
    const response = parseResponse(await rawExchange(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'));
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    expectSecurityHeaders(response.headers, 'CONNECT');
    await expectStillServing();
  });
});

test.describe('connections', () => {
  test('sockets that send nothing are closed after the first-request timeout', async () => {
    const held = await Promise.all(Array.from({ length: 20 }, () => holdSocket(port)));
    const closes = await Promise.all(held.map(({ closed }) => closed));
    for (const { afterMs } of closes) {
      expect(afterMs).toBeGreaterThanOrEqual(limits.firstRequestMs - 100);
      expect(afterMs).toBeLessThan(limits.firstRequestMs + 2_000);
    }
    await expectStillServing();
  });

  test('a slowloris client trickling header lines is cut off', async () => {
    const { socket, closed } = await holdSocket(port);
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`), 200);
    const { afterMs } = await closed;
    clearInterval(trickle);
    expect(afterMs).toBeLessThan(limits.firstRequestMs + 2_000);
    await expectStillServing();
  });

  test('connections beyond the cap are closed at once; the site answers when they go', async () => {
    const held: { socket: net.Socket; closed: Promise<{ afterMs: number }> }[] = [];
    // The first `maxConnections` stay open until the first-request timeout; the rest are closed on arrival.
    for (let i = 0; i < limits.maxConnections + 15; i++) held.push(await holdSocket(port));
    const beyond = held.slice(limits.maxConnections);
    const refused = await Promise.all(beyond.map(({ closed }) => closed));
    for (const { afterMs } of refused) expect(afterMs).toBeLessThan(1_000);
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    await expect.poll(() => fetch(`http://127.0.0.1:${port}/`).then((response) => response.status), { timeout: 2_000 }).toBe(200);
    await expectStillServing();
  });

  test('a client that drops the connection mid-download costs nothing', async () => {
    for (let i = 0; i < 30; i++) {
      const { socket, closed } = await holdSocket(port);
      socket.write(`GET ${shellScript} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      socket.once('data', () => socket.destroy());
      await closed;
    }
    await expectStillServing();
  });
});

test('the server refuses to listen beyond loopback with the built-in keys, naming the variables to set', async () => {
  const exposed = await startSite({
    port: portOf('exposedSite'),
    settings: localSettings(),
    env: { HOST: '0.0.0.0', BACKEND_LAZY: '1', PRERENDER: '0', BACKEND_ANON_KEY: '', BACKEND_SERVICE_KEY: '', BACKEND_JWT_SECRET: '' },
  });
  try {
    await expect(exposed.waitForLine(/is served on/)).rejects.toThrow(/exited/);
    const output = exposed.lines.join('\n');
    expect(output).toContain('Refusing to start with the development keys');
    expect(output).toContain('it listens on 0.0.0.0');
    for (const name of ['BACKEND_ANON_KEY', 'BACKEND_SERVICE_KEY', 'BACKEND_JWT_SECRET']) expect(output).toContain(name);
    expect(exposed.exitCode()).not.toBe(0);
  } finally {
    await exposed.stop();
  }
});
