import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authenticate, verifyJwt } from './auth';
import { usesBuiltInKeys } from './exposure';
import { KeysFileExists, makeOwnKeys, writeOwnKeys } from './ownKeys';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-keys-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const parse = (text: string) => Object.fromEntries(text.trim().split('\n').map((line) => line.split(/=(.*)/s).slice(0, 2)));

describe('keys of one’s own', () => {
  it('are new each time, pass the exposure check, and are tokens of their roles signed with the secret', () => {
    const keys = makeOwnKeys();
    expect(makeOwnKeys().BACKEND_JWT_SECRET).not.toBe(keys.BACKEND_JWT_SECRET);
    expect(keys.BACKEND_JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    const backendKeys = { anonKey: keys.BACKEND_ANON_KEY, serviceKey: keys.BACKEND_SERVICE_KEY, jwtSecret: keys.BACKEND_JWT_SECRET };
    expect(usesBuiltInKeys(backendKeys)).toBe(false);
    expect(verifyJwt(keys.BACKEND_ANON_KEY, keys.BACKEND_JWT_SECRET)?.role).toBe('anon');
    expect(verifyJwt(keys.BACKEND_SERVICE_KEY, keys.BACKEND_JWT_SECRET)?.role).toBe('service_role');
    const url = new URL('http://127.0.0.1/rest/v1/leads');
    expect(authenticate({ apikey: keys.BACKEND_SERVICE_KEY }, url, backendKeys).role).toBe('service_role');
    expect(() => authenticate({ apikey: 'local-service-key' }, url, backendKeys)).toThrow(/Invalid API key/);
  });

  it('are written to a new file only its owner can read, in the form a shell and systemd read', async () => {
    const file = await writeOwnKeys(path.join(dir, 'sub', 'site.env'));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const read = parse(fs.readFileSync(file, 'utf8'));
    expect(Object.keys(read)).toEqual(['BACKEND_ANON_KEY', 'BACKEND_SERVICE_KEY', 'BACKEND_JWT_SECRET']);
    for (const value of Object.values(read)) expect(value).toMatch(/^[A-Za-z0-9_.-]{32,}$/);
  });

  it('never replace a file that is there: it may hold a running site’s keys', async () => {
    const file = path.join(dir, 'kept.env');
    fs.writeFileSync(file, 'BACKEND_ANON_KEY=running\n');
    await expect(writeOwnKeys(file)).rejects.toThrow(KeysFileExists);
    await expect(writeOwnKeys(file)).rejects.toThrow(/exists already/);
    expect(fs.readFileSync(file, 'utf8')).toBe('BACKEND_ANON_KEY=running\n');
  });
});
