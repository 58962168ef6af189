import type { IncomingMessage } from 'node:http';
import { trustedProxiesFrom } from 'infra/clientAddress';
import { describe, expect, it } from 'vitest';
import { fieldRefusal, mayReadField } from './fieldAccess';

const request = (peer: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;
const serviceKey = 'the-service-key';
const behindProxy = { trustedProxies: trustedProxiesFrom('127.0.0.1'), serviceKey };
const direct = { trustedProxies: trustedProxiesFrom(''), serviceKey };

describe('mayReadField', () => {
  it('answers a client on loopback', () => {
    for (const peer of ['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1']) expect(mayReadField(request(peer), direct), peer).toBe(true);
  });

  it('refuses a client beyond loopback, also one a trusted proxy on loopback names', () => {
    expect(mayReadField(request('203.0.113.5'), direct)).toBe(false);
    expect(mayReadField(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }), behindProxy)).toBe(false);
    // Addresses that only contain a loopback address are not one.
    for (const named of ['1127.0.0.1', '127.0.0.1.5', '127.0.0', '::ffff:127.0.0.1x', 'x::1', '::1:5']) {
      expect(mayReadField(request('127.0.0.1', { 'x-forwarded-for': named }), behindProxy), named).toBe(false);
    }
    // From an untrusted peer, X-Forwarded-For names nobody: a client cannot claim loopback.
    expect(mayReadField(request('203.0.113.5', { 'x-forwarded-for': '127.0.0.1' }), direct)).toBe(false);
  });

  it('answers anyone with the service key, in apikey or as a bearer token, and nobody with another', () => {
    expect(mayReadField(request('203.0.113.5', { apikey: serviceKey }), direct)).toBe(true);
    expect(mayReadField(request('203.0.113.5', { authorization: `Bearer ${serviceKey}` }), direct)).toBe(true);
    expect(mayReadField(request('203.0.113.5', { apikey: 'local-anon-key' }), direct)).toBe(false);
    expect(mayReadField(request('203.0.113.5', { authorization: `Bearer ${serviceKey}x` }), direct)).toBe(false);
    // The token is the whole of the header after one "Bearer" and spaces.
    for (const authorization of [`xBearer ${serviceKey}`, `Bearer ${serviceKey} extra`, `Bearer${serviceKey}`, serviceKey]) {
      expect(mayReadField(request('203.0.113.5', { authorization }), direct), authorization).toBe(false);
    }
  });

  it('refuses a key that is not the service key with 401 (the development key on a site with its own), no key with 403', () => {
    for (const headers of [{ apikey: 'local-service-key' }, { authorization: 'Bearer local-service-key' }, { apikey: 'local-anon-key', authorization: `Bearer ${serviceKey}x` }] as Record<string, string>[]) {
      expect(fieldRefusal(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.5', ...headers }), behindProxy), JSON.stringify(headers)).toBe(401);
    }
    expect(fieldRefusal(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }), behindProxy)).toBe(403);
    expect(fieldRefusal(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.5', apikey: serviceKey }), behindProxy)).toBeUndefined();
  });
});
