import { describe, expect, it } from 'vitest';
import { assertHostAllowed, builtInKeysInUse, isLoopbackHost, RefusedHost } from './listenAddress';

const ownKeys = { BACKEND_ANON_KEY: 'anon-x', BACKEND_SERVICE_KEY: 'service-y', BACKEND_JWT_SECRET: 'secret-z' };

describe('listen address', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', '::ffff:127.0.0.1'])('%s is loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each(['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'example.com', '128.0.0.1', '::ffff:10.0.0.1'])('%s is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });

  it('names the key variables still unset or built in', () => {
    expect(builtInKeysInUse({})).toEqual(['BACKEND_ANON_KEY', 'BACKEND_SERVICE_KEY', 'BACKEND_JWT_SECRET']);
    expect(builtInKeysInUse({ ...ownKeys, BACKEND_SERVICE_KEY: 'local-service-key' })).toEqual(['BACKEND_SERVICE_KEY']);
    expect(builtInKeysInUse(ownKeys)).toEqual([]);
  });

  it('refuses every host beyond loopback while a built-in key is in use, and allows it with own keys', () => {
    expect(() => assertHostAllowed('0.0.0.0', { BACKEND_ANON_KEY: 'a' })).toThrow(RefusedHost);
    expect(() => assertHostAllowed('0.0.0.0', { BACKEND_ANON_KEY: 'a' })).toThrow(/Set BACKEND_SERVICE_KEY, BACKEND_JWT_SECRET/);
    expect(() => assertHostAllowed('::', {})).toThrow(/built-in keys/);
    expect(() => assertHostAllowed('127.0.0.1', {})).not.toThrow();
    expect(() => assertHostAllowed('0.0.0.0', ownKeys)).not.toThrow();
  });
});
