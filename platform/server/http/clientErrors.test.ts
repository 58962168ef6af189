import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from './clientErrors';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer({ maxHeaderSize: 1024 }, (_req, res) => res.end('ok'));
  answerClientErrors(server, (res) => res.setHeader('X-Frame-Options', 'DENY'), 'GET, HEAD, OPTIONS');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Raw bytes in, everything the server sends until it closes. */
function exchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.on('connect', () => socket.write(bytes));
  });
}

const headersOf = (answer: string) => answer.split('\r\n\r\n')[0].toLowerCase();

describe('the answers Node would write itself carry the security headers', () => {
  it.each([
    ['garbage', '\u0000\u0001 not http\r\n\r\n', 400],
    ['a bad Content-Length', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n', 400],
    ['headers past the limit', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(4000)}\r\n\r\n`, 431],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
    ['an Expect other than 100-continue', 'GET / HTTP/1.1\r\nHost: x\r\nExpect: tea\r\nConnection: close\r\n\r\n', 417],
  ])('%s → %i', async (_name, bytes, status) => {
    const answer = await exchange(bytes);
    expect(answer.startsWith(`HTTP/1.1 ${status} `), answer.slice(0, 80)).toBe(true);
    const headers = headersOf(answer);
    expect(headers).toContain('x-frame-options: deny');
    if (status !== 417) {
      expect(headers).toContain('x-content-type-options: nosniff');
      expect(headers).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
      expect(headers).toContain('connection: close');
    }
    if (status === 405) expect(headers).toContain('allow: get, head, options');
  });

  it('a request whose headers do not arrive in time → 408', async () => {
    const slow = http.createServer({ headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 }, (_req, res) => res.end('ok'));
    answerClientErrors(slow, () => undefined, 'GET');
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect((slow.address() as AddressInfo).port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
        socket.on('error', reject);
        socket.on('close', () => resolve(received));
        // Half a request's headers, then nothing: Node's header timeout fires.
        socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
      });
      expect(answer.startsWith('HTTP/1.1 408 '), answer.slice(0, 80)).toBe(true);
      expect(headersOf(answer)).toContain('x-content-type-options: nosniff');
    } finally {
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it('a normal request is untouched', async () => {
    const answer = await exchange('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 200 ')).toBe(true);
  });
});
