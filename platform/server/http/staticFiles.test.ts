import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateNames, staticFolder } from './staticFiles';

let dir: string;
let outside: string;
let server: http.Server;
let port: number;
const script = `console.log(${JSON.stringify('stayvia '.repeat(200))});\n`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'static-outside-'));
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret of the server');
  fs.writeFileSync(path.join(dir, 'app.0123456789.js'), script);
  fs.writeFileSync(path.join(dir, 'app.0123456789.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'app.0123456789.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(dir, 'empty.txt'), '');
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'index.html'), '<p>docs</p>');
  fs.writeFileSync(path.join(dir, '.hidden.json'), '{}');
  fs.symlinkSync(path.join(dir, 'app.0123456789.js'), path.join(dir, 'inside-link.js'));
  fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'outside-link.txt'));
  fs.symlinkSync(outside, path.join(dir, 'outside-dir'));
  fs.symlinkSync('/etc/passwd', path.join(dir, 'passwd.txt'));
  execFileSync('mkfifo', [path.join(dir, 'pipe.txt')]);
  const files = staticFolder(dir, {
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', /\.[0-9a-f]{10}\.js$/.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  server = http.createServer((req, res) => {
    const pathname = new URL(req.url!, 'http://localhost').pathname;
    files(req, res, pathname, () => res.writeHead(404).end('next'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

const asset = '/app.0123456789.js';

describe('the headers a file is sent with (as sirv sent them before)', () => {
  it('content type, length, validators, cache policy, Vary', async () => {
    const stats = fs.statSync(path.join(dir, asset));
    const answer = await request(asset);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(script);
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers['content-length']).toBe(String(stats.size));
    expect(answer.headers.etag).toBe(`W/"${stats.size}-${stats.mtime.getTime()}"`);
    expect(answer.headers['last-modified']).toBe(stats.mtime.toUTCString());
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['accept-ranges']).toBe('bytes');
  });

  it('a page: html with its charset, `/` and a folder are their index.html, no-cache', async () => {
    for (const [target, text] of [['/', 'shell'], ['/index.html', 'shell'], ['/docs', 'docs'], ['/docs/', 'docs']]) {
      const answer = await request(target);
      expect(answer.status, target).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body.toString()).toContain(text);
    }
  });

  it('the precompressed copy the client prefers, with its own length and tag', async () => {
    for (const [accept, coding, suffix] of [['br', 'br', '.br'], ['gzip, deflate, br', 'br', '.br'], ['gzip', 'gzip', '.gz'], ['br;q=0.1, gzip', 'gzip', '.gz']]) {
      const stats = fs.statSync(path.join(dir, asset + suffix));
      const answer = await request(asset, { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe(coding);
      expect(answer.headers['content-type']).toBe('text/javascript');
      expect(answer.headers.etag).toBe(`W/"${stats.size}-${stats.mtime.getTime()}"`);
      expect(answer.body.equals(fs.readFileSync(path.join(dir, asset + suffix)))).toBe(true);
    }
  });

  it('q=0 refuses a coding, tokens are matched exactly, and 406 when nothing is acceptable', async () => {
    for (const accept of ['br;q=0, gzip;q=0', 'sbr', 'xgzip, brotli', '']) {
      const answer = await request(asset, { 'Accept-Encoding': accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBeUndefined();
      expect(answer.body.toString()).toBe(script);
    }
    const refused = await request(asset, { 'Accept-Encoding': 'br;q=0, gzip;q=0, identity;q=0' });
    expect(refused.status).toBe(406);
    expect(refused.headers.vary).toBe('Accept-Encoding');
    // A file without copies, when identity is refused but a coding is accepted: nothing to send.
    expect((await request('/index.html', { 'Accept-Encoding': 'br, identity;q=0' })).status).toBe(406);
  });

  it('If-None-Match: 304 with the validators and cache headers, for the tag of the representation asked for', async () => {
    const first = await request(asset, { 'Accept-Encoding': 'br' });
    const again = await request(asset, { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect((await request(asset, { 'Accept-Encoding': 'br', 'If-None-Match': `"x", ${first.headers.etag}` })).status).toBe(304);
    expect((await request(asset, { 'If-None-Match': '*' })).status).toBe(304);
    // The identity file has another tag.
    expect((await request(asset, { 'If-None-Match': first.headers.etag! })).status).toBe(200);
  });

  it('If-None-Match: a list with spaces, the tag sent strong or weak, `*`; another tag or a tag-like part of one is no match', async () => {
    const { etag } = (await request('/index.html')).headers;
    const strong = etag!.replace(/^W\//, '');
    for (const header of [`${etag}`, strong, `"a",${etag}`, ` "a" ,  ${strong} , W/"b"`, '*']) expect((await request('/index.html', { 'If-None-Match': header })).status, header).toBe(304);
    for (const header of ['"a"', 'W/"a", "b"', `${strong.slice(0, -1)}x"`, `"${strong}"`, '**']) expect((await request('/index.html', { 'If-None-Match': header })).status, header).toBe(200);
  });

  it('If-Modified-Since, read only without If-None-Match: 304 from the file\'s time (in whole seconds) on, 200 before it or for a date that does not parse', async () => {
    const { 'last-modified': lastModified } = (await request('/index.html')).headers;
    const seconds = Date.parse(lastModified!);
    const since = (ms: number) => new Date(ms).toUTCString();
    expect((await request('/index.html', { 'If-Modified-Since': lastModified! })).status).toBe(304);
    expect((await request('/index.html', { 'If-Modified-Since': since(seconds + 3_600_000) })).status).toBe(304);
    expect((await request('/index.html', { 'If-Modified-Since': since(seconds - 1000) })).status).toBe(200);
    expect((await request('/index.html', { 'If-Modified-Since': 'yesterday' })).status).toBe(200);
    // A tag that does not match wins over a date that would.
    expect((await request('/index.html', { 'If-Modified-Since': lastModified!, 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it("a request's Cache-Control: no-cache leaves its conditions as they are (fetch() sends it with each), as nginx does", async () => {
    const { etag, 'last-modified': lastModified } = (await request('/index.html')).headers;
    expect((await request('/index.html', { 'If-None-Match': etag!, 'Cache-Control': 'no-cache' })).status).toBe(304);
    expect((await request('/index.html', { 'If-Modified-Since': lastModified!, 'Cache-Control': 'max-age=0, no-cache' })).status).toBe(304);
    expect((await request('/index.html', { 'If-None-Match': '"other"', 'Cache-Control': 'no-cache' })).status).toBe(200);
  });

  it('HEAD: the headers of a GET, no body', async () => {
    const answer = await request(asset, { Range: 'bytes=0-4' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(script)));
    expect(answer.body.length).toBe(0);
  });
});

describe('byte ranges (RFC 9110 §14)', () => {
  const whole = Buffer.from(script);
  it.each([
    ['bytes=0-4', 206, whole.subarray(0, 5)],
    ['bytes=-100', 206, whole.subarray(whole.length - 100)],
    ['bytes=-1', 206, whole.subarray(whole.length - 1)],
    ['bytes=10-', 206, whole.subarray(10)],
    ['bytes=0-99999999999999999999', 206, whole],
    ['bytes=-99999999999999999999', 206, whole],
    ['bytes=5-2', 200, whole],
    ['bytes=0-1,5-6', 200, whole],
    ['items=0-5', 200, whole],
    ['bytes=-0', 416, undefined],
    [`bytes=${whole.length}-`, 416, undefined],
    ['bytes=99999999999999999999-', 416, undefined],
    ['bytes=9007199254740993-9007199254740994', 416, undefined],
  ] as const)('%s → %i', async (range, status, body) => {
    const answer = await request(asset, { Range: range });
    expect(answer.status).toBe(status);
    if (body) expect(answer.body.equals(body)).toBe(true);
    if (status === 206) {
      const start = whole.indexOf(body!, range.startsWith('bytes=-') ? whole.length - body!.length : 0);
      expect(answer.headers['content-range']).toBe(`bytes ${start}-${start + body!.length - 1}/${whole.length}`);
      expect(answer.headers['content-length']).toBe(String(body!.length));
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    if (status === 416) {
      expect(answer.headers['content-range']).toBe(`bytes */${whole.length}`);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('a range of a precompressed copy is a range of that copy', async () => {
    const copy = fs.readFileSync(path.join(dir, `${asset}.br`));
    const answer = await request(asset, { 'Accept-Encoding': 'br', Range: 'bytes=-10' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes ${copy.length - 10}-${copy.length - 1}/${copy.length}`);
    expect(answer.body.equals(copy.subarray(copy.length - 10))).toBe(true);
  });

  it('an empty file satisfies no range', async () => {
    expect((await request('/empty.txt')).status).toBe(200);
    const answer = await request('/empty.txt', { Range: 'bytes=0-' });
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe('bytes */0');
  });

  it('If-Range: the range when the validator is the file’s, else the whole file', async () => {
    const { headers } = await request(asset);
    const partial = await request(asset, { Range: 'bytes=0-4', 'If-Range': headers['last-modified']! });
    expect(partial.status).toBe(206);
    for (const ifRange of ['Wed, 21 Oct 2015 07:28:00 GMT', headers.etag!, '"other"', 'garbage']) {
      const answer = await request(asset, { Range: 'bytes=0-4', 'If-Range': ifRange });
      expect(answer.status, ifRange).toBe(200);
      expect(answer.body.toString()).toBe(script);
    }
  });
});

describe('never a file outside the folder', () => {
  it('a link inside the folder to a file inside it is served', async () => {
    const answer = await request('/inside-link.js');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(script);
  });

  it.each(['/outside-link.txt', '/outside-dir/secret.txt', '/passwd.txt', '/pipe.txt', '/.hidden.json', '/%2e%2e/secret.txt', '/docs%2f..%2f..%2fx', '/%ZZ', '/a%00b'])(
    '%s is not served (the next handler answers)',
    async (target) => {
      const answer = await request(target);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toBe('next');
    },
  );
});

describe('candidateNames', () => {
  it('tries the path, then its index, with each extension (sirv’s order)', () => {
    expect(candidateNames(['a'], ['html'])).toEqual(['a', 'a/index', 'a.html', 'a/index.html']);
    expect(candidateNames([], ['html', 'htm'])).toEqual(['index', 'index.html', 'index.htm']);
    expect(candidateNames(['a', 'b.xml'], [])).toEqual(['a/b.xml', 'a/b.xml/index']);
  });
});
