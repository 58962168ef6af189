/** JWT checks of auth.ts: strict base64url, numeric `exp`/`nbf`, HS256 only, and the project keys. */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { superLinearShapes, unitCostBound } from 'e2e/hostileInputs';
import { authenticate, signJwt, verifyJwt } from './auth';

const secret = 'test-secret-of-at-least-32-characters!!';
const now = Date.UTC(2026, 10, 23, 12);
const seconds = now / 1000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (head: string, body: string) => `${head}.${body}.${crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;

describe('verifyJwt', () => {
  it('accepts a valid HS256 token inside its time window', () => {
    expect(verifyJwt(signJwt({ role: 'anon', exp: seconds + 60, nbf: seconds - 60 }, secret), secret, now)).toMatchObject({ role: 'anon' });
    expect(verifyJwt(signJwt({ role: 'anon' }, secret), secret, now)).toMatchObject({ role: 'anon' });
  });

  it('refuses expired, not yet valid, and non-numeric exp/nbf', () => {
    for (const claims of [
      { role: 'anon', exp: seconds - 1 },
      { role: 'anon', exp: seconds },
      { role: 'anon', nbf: seconds + 30 },
      { role: 'anon', exp: String(seconds + 60) },
      { role: 'anon', exp: null },
      { role: 'anon', exp: 'never' },
      { role: 'anon', nbf: '0' },
      { role: 'anon', exp: [seconds + 60] },
    ]) {
      expect(verifyJwt(signJwt(claims, secret), secret, now), JSON.stringify(claims)).toBeUndefined();
    }
  });

  it('refuses other algorithms, other secrets and malformed claims', () => {
    expect(verifyJwt(sign(b64({ alg: 'none', typ: 'JWT' }), b64({ role: 'service_role' })), secret, now)).toBeUndefined();
    expect(verifyJwt(sign(b64({ alg: 'HS256' }), b64(['role'])), secret, now)).toBeUndefined();
    expect(verifyJwt(sign(b64({ alg: 'HS256' }), Buffer.from('{not json').toString('base64url')), secret, now)).toBeUndefined();
    expect(verifyJwt(signJwt({ role: 'service_role' }, 'another-secret-of-at-least-32-characters'), secret, now)).toBeUndefined();
  });

  it('decodes base64url strictly: no padding, no +, /, whitespace or stray characters', () => {
    const token = signJwt({ role: 'anon', note: '>>>???' }, secret);
    const [head, body, signature] = token.split('.');
    expect(verifyJwt(token, secret, now)).toBeDefined();
    const standard = (part: string) => Buffer.from(part, 'base64url').toString('base64');
    // The same bytes in standard base64 (with + / and = padding) or with junk appended: refused.
    expect(standard(body)).toMatch(/[+/=]/);
    expect(verifyJwt(`${head}.${standard(body)}.${signature}`, secret, now)).toBeUndefined();
    expect(verifyJwt(`${head}.${body}.${signature}=`, secret, now)).toBeUndefined();
    expect(verifyJwt(`${head}.${body}.${signature} `, secret, now)).toBeUndefined();
    expect(verifyJwt(`${head}.${body}.${signature}A`, secret, now)).toBeUndefined();
    expect(verifyJwt(`${head}!.${body}.${signature}`, secret, now)).toBeUndefined();
    // A second spelling of the signature's last character (non-zero trailing bits) decodes to the same bytes.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1];
    expect(Buffer.from(signature.slice(0, -1) + twin, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(verifyJwt(`${head}.${body}.${signature.slice(0, -1)}${twin}`, secret, now)).toBeUndefined();
  });
});

describe('authenticate', () => {
  const keys = { anonKey: 'anon-key-1', serviceKey: 'service-key-1', jwtSecret: secret };
  const url = new URL('http://backend/rest/v1/blog_posts');

  it('maps the project keys and valid tokens to roles, and refuses the rest with 401', () => {
    expect(authenticate({ apikey: 'anon-key-1' }, url, keys).role).toBe('anon');
    expect(authenticate({ apikey: 'anon-key-1', authorization: 'Bearer service-key-1' }, url, keys).role).toBe('service_role');
    expect(() => authenticate({ apikey: 'anon-key-' }, url, keys)).toThrow(expect.objectContaining({ status: 401 }));
    const expired = signJwt({ role: 'service_role', exp: 1 }, secret);
    expect(() => authenticate({ apikey: 'anon-key-1', authorization: `Bearer ${expired}` }, url, keys)).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('refuses the service role on a request carrying a browser\'s Origin, whichever header or token carries it', () => {
    const serviceToken = signJwt({ role: 'service_role' }, secret);
    const refused = expect.objectContaining({ status: 401, message: 'Forbidden use of the service key in a browser' });
    for (const origin of ['https://www.stayvia.example', 'http://localhost:8080', 'null']) {
      expect(() => authenticate({ apikey: 'service-key-1', origin }, url, keys), origin).toThrow(refused);
      expect(() => authenticate({ apikey: 'anon-key-1', authorization: 'Bearer service-key-1', origin }, url, keys)).toThrow(refused);
      expect(() => authenticate({ apikey: 'service-key-1', authorization: 'Bearer anon-key-1', origin }, url, keys)).toThrow(refused);
      expect(() => authenticate({ apikey: 'anon-key-1', authorization: `Bearer ${serviceToken}`, origin }, url, keys)).toThrow(refused);
      expect(() => authenticate({ origin }, new URL('http://backend/rest/v1/leads?apikey=service-key-1'), keys)).toThrow(refused);
      expect(authenticate({ apikey: 'anon-key-1', authorization: 'Bearer anon-key-1', origin }, url, keys).role).toBe('anon');
    }
    // Server-side callers send no Origin (Node's fetch sends Sec-Fetch-Mode, which says nothing of a browser).
    expect(authenticate({ apikey: 'service-key-1', 'sec-fetch-mode': 'cors' }, url, keys).role).toBe('service_role');
  });
});

describe('authenticate on hostile headers', () => {
  it('costs time linear in the apikey and Authorization headers, whatever their shape', async () => {
    const keys = { anonKey: 'anon', serviceKey: 'service', jwtSecret: secret };
    const url = new URL('http://backend/rest/v1/blog_posts');
    expect(await superLinearShapes((text) => authenticate({ apikey: text }, url, keys), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => authenticate({ apikey: 'anon', authorization: `Bearer ${text}` }, url, keys), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => authenticate({ apikey: 'anon', authorization: `Bearer ${text}.${text}.${text}` }, url, keys), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => authenticate({}, new URL(`http://backend/x?apikey=${encodeURIComponent(text)}`), keys), unitCostBound)).toEqual([]);
  });
});
