import { describe, expect, it } from 'vitest';
import { checkExposure, isLoopbackHost, usesBuiltInKeys } from './exposure';

const own = { anonKey: 'project-anon', serviceKey: 'project-service', jwtSecret: 'a-secret-of-at-least-32-characters!!' };

describe('exposure', () => {
  it('knows loopback hosts from the rest', () => {
    for (const host of ['localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '', '192.168.1.2', '10.0.0.1', 'example.com', 'localhost.example.com', '::ffff:10.0.0.1', '[::']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('counts a built-in key or a missing JWT secret as built-in keys', () => {
    expect(usesBuiltInKeys(own)).toBe(false);
    expect(usesBuiltInKeys({ ...own, anonKey: 'local-anon-key' })).toBe(true);
    expect(usesBuiltInKeys({ ...own, serviceKey: 'local-service-key' })).toBe(true);
    expect(usesBuiltInKeys({ ...own, jwtSecret: undefined })).toBe(true);
  });

  it('refuses built-in keys wherever a client beyond this machine may reach them: beyond loopback, behind a proxy, on DATABASE_URL', () => {
    const builtIn = { anonKey: 'local-anon-key', serviceKey: 'local-service-key' };
    expect(checkExposure('127.0.0.1', builtIn)).toBeUndefined();
    expect(checkExposure('0.0.0.0', builtIn)).toMatch(/development keys.*listens on 0\.0\.0\.0.*BACKEND_ANON_KEY, BACKEND_SERVICE_KEY, BACKEND_JWT_SECRET/);
    expect(checkExposure('::', builtIn)).toMatch(/Refusing/);
    expect(checkExposure('127.0.0.1', builtIn, { trustsProxy: true })).toMatch(/trusts a proxy \(BACKEND_TRUSTED_PROXIES\)/);
    expect(checkExposure('127.0.0.1', builtIn, { onPostgres: true })).toMatch(/runs on DATABASE_URL/);
    expect(checkExposure('0.0.0.0', builtIn, { trustsProxy: true, onPostgres: true })).toMatch(/listens on 0\.0\.0\.0; it trusts a proxy.*; it runs on DATABASE_URL/);
    for (const reach of [{}, { trustsProxy: true }, { onPostgres: true }]) expect(checkExposure('0.0.0.0', own, reach)).toBeUndefined();
  });
});
