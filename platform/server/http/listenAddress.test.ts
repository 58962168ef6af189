import { describe, expect, it } from 'vitest';
import { assertHostAllowed, RefusedHost } from './listenAddress';

const builtIn = { anonKey: 'local-anon-key', serviceKey: 'local-service-key' };
const ownKeys = { anonKey: 'anon-x', serviceKey: 'service-y', jwtSecret: 'secret-z' };

describe('listen address', () => {
  it('refuses every host beyond loopback while a built-in key or no JWT secret is in use, and allows it with own keys', () => {
    expect(() => assertHostAllowed('0.0.0.0', builtIn)).toThrow(RefusedHost);
    expect(() => assertHostAllowed('0.0.0.0', { ...ownKeys, jwtSecret: undefined })).toThrow(/Set BACKEND_ANON_KEY, BACKEND_SERVICE_KEY, BACKEND_JWT_SECRET to values of your own/);
    expect(() => assertHostAllowed('::', { ...ownKeys, serviceKey: 'local-service-key' })).toThrow(/development keys/);
    expect(() => assertHostAllowed('192.168.1.10', builtIn)).toThrow(RefusedHost);
    for (const host of ['127.0.0.1', '::1', 'localhost']) expect(() => assertHostAllowed(host, builtIn)).not.toThrow();
    expect(() => assertHostAllowed('0.0.0.0', ownKeys)).not.toThrow();
    expect(() => assertHostAllowed('127.0.0.1', builtIn, { trustsProxy: true })).toThrow(RefusedHost);
    expect(() => assertHostAllowed('127.0.0.1', ownKeys, { trustsProxy: true, onPostgres: true })).not.toThrow();
  });
});
