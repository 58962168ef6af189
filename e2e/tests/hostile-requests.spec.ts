/**
 * The site server against hostile and faulty requests (issue 11, site level; the backend's own cases are
 * supabase/'s): each case asserts the answer, then that the server still answers a page within a second and
 * that its process is alive and logged no failure. It runs `scripts/serve.ts` on its own loopback port with
 * short limits (SITE_* variables), no prerendering and the backend left closed. Bounded: every case waits on
 * a close or an answer, never longer than its limit.
 */
import type net from 'node:net';
import { expect, test } from '@playwright/test';
import { port as suitePort } from '../playwright.config';
import { holdSocket, rawExchange, rawRequest, parseResponse } from './rawHttp';
import { localSettings, startSite, type SiteProcess } from './siteProcess';

const port = suitePort + 8;
const limits = { firstRequestMs: 1_500, headersMs: 3_000, maxConnections: 40 };

let site: SiteProcess;
let shellScript: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
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
});

test.afterAll(async () => {
  await site?.stop();
});

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
  const cases: [range: string, status: number, body: 'whole' | 'last10' | 'first5' | 'none'][] = [
    ['bytes=5-2', 200, 'whole'],
    ['bytes=999999999-', 416, 'none'],
    ['bytes=99999999999999999999-', 416, 'none'],
    ['bytes=-0', 416, 'none'],
    ['bytes=0-4', 206, 'first5'],
    ['bytes=-10', 206, 'last10'],
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
        if (status === 206) expect(response.headers['content-range']).toMatch(new RegExp(`^bytes \\d+-\\d+/${whole.length}$`));
      }
      await expectStillServing();
    });
  }

  test('a range of a precompressed copy is checked against that copy', async () => {
    const whole = await rawRequest(port, 'GET', shellScript, { 'Accept-Encoding': 'br' });
    expect(whole.headers['content-encoding']).toBe('br');
    const response = await rawRequest(port, 'GET', shellScript, { 'Accept-Encoding': 'br', Range: `bytes=${whole.body.length}-` });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${whole.body.length}`);
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
  test('one huge header, and many headers, get 431', async () => {
    expect((await rawRequest(port, 'GET', '/', { 'X-Huge': 'x'.repeat(20_000) })).status).toBe(431);
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
    ['DELETE', '/'],
    ['PUT', '/settings.json'],
    ['PATCH', '$script'],
    ['PROPFIND', '/'],
    ['TRACE', '/'],
    ['POST', '/pricing'],
  ] as const) {
    test(`${method} ${target} is no server error`, async () => {
      const response = await rawRequest(port, method, target === '$script' ? shellScript : target);
      expect(response.status).toBeLessThan(500);
      await expectStillServing();
    });
  }

  for (const [name, bytes] of [
    ['an unknown method', 'BREW /pot HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['garbage', '\u0000\u0001\u0002 not http at all\r\n\r\n'],
    ['a bare LF request line', 'GET / HTTP/1.1\nHost: x\n\n'],
    ['a bad Content-Length', 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -5\r\n\r\n'],
    ['two Content-Lengths', 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab'],
    ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'],
  ]) {
    test(`${name} is refused with 400 or a closed connection`, async () => {
      const data = await rawExchange(port, bytes);
      if (data.length) expect(parseResponse(data).status).toBe(400);
      await expectStillServing();
    });
  }
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
    port: port + 1,
    settings: localSettings(),
    env: { HOST: '0.0.0.0', BACKEND_LAZY: '1', PRERENDER: '0', BACKEND_ANON_KEY: '', BACKEND_SERVICE_KEY: '', BACKEND_JWT_SECRET: '' },
  });
  try {
    await expect(exposed.waitForLine(/is served on/)).rejects.toThrow(/exited/);
    const output = exposed.lines.join('\n');
    expect(output).toContain('Refusing to listen on 0.0.0.0');
    for (const name of ['BACKEND_ANON_KEY', 'BACKEND_SERVICE_KEY', 'BACKEND_JWT_SECRET']) expect(output).toContain(name);
    expect(exposed.exitCode()).not.toBe(0);
  } finally {
    await exposed.stop();
  }
});
