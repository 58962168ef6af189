import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseCohort, drawnCookieValue, heldCohort, pinCookie } from './cohort';
import { canarySecret, secretFile } from './cohortSecret';

const canary = { id: 'legal-0123456789ab-mi1', percent: 20 };
const secret = Buffer.from('a secret of the site servers, 32+ characters long');
const otherSecret = Buffer.from('another server secret, 32+ characters long too');
const cookieOf = (setCookie: string | undefined) => setCookie!.split(';')[0]!;

describe('cohort cookie', () => {
  it('draws with the canary percent and sets a signed cookie naming the canary, the cohort and a new client on the first answer', () => {
    const drawn = chooseCohort(undefined, canary, secret, () => 0.19);
    expect(drawn).toMatchObject({ cohort: 'canary', held: false, client: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
    expect(drawn.setCookie).toMatch(/^cohort=legal-0123456789ab-mi1\.canary\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(chooseCohort(undefined, canary, secret, () => 0.2)).toMatchObject({ cohort: 'stable', held: false, setCookie: expect.stringContaining('cohort=legal-0123456789ab-mi1.stable.') });
    // Each visitor drawn is a client of its own.
    expect(chooseCohort(undefined, canary, secret).client).not.toBe(drawn.client);
  });

  it('holds a drawn cohort and its client for the same canary, and draws again for another canary', () => {
    const drawn = chooseCohort(undefined, canary, secret, () => 0.1);
    expect(chooseCohort(`a=1; ${cookieOf(drawn.setCookie)}`, canary, secret, () => 0.99)).toEqual({ cohort: 'canary', client: drawn.client, held: true });
    const stable = chooseCohort(undefined, canary, secret, () => 0.5);
    expect(chooseCohort(cookieOf(stable.setCookie), canary, secret, () => 0)).toEqual({ cohort: 'stable', client: stable.client, held: true });
    const other = drawnCookieValue(secret, 'news-aaaaaaaaaaaa-x', 'canary', drawn.client!);
    expect(chooseCohort(`cohort=${other}`, canary, secret, () => 0.99)).toMatchObject({ cohort: 'stable', held: false });
  });

  it('an edited or forged cookie is drawn again, not honoured', () => {
    const client = 'AAAAAAAAAAAAAAAA';
    const stable = drawnCookieValue(secret, canary.id, 'stable', client);
    const [signature] = stable.split('.').slice(-1);
    const forgeries = [
      // The cohort edited, the signature kept.
      `${canary.id}.canary.${client}.${signature}`,
      // Another client under the same signature.
      `${canary.id}.stable.BBBBBBBBBBBBBBBB.${signature}`,
      // Signed with another secret; unsigned; the old format; a bare pin.
      drawnCookieValue(otherSecret, canary.id, 'canary', client),
      `${canary.id}.canary.${client}`,
      `${canary.id}.canary`,
      'canary',
      `${canary.id}.canary.${client}.${signature.slice(0, -1)}`,
      '%E0%A4%A',
    ];
    for (const value of forgeries) {
      expect(heldCohort(`cohort=${value}`, canary.id, secret), value).toBeUndefined();
      expect(chooseCohort(`cohort=${value}`, canary, secret, () => 0.99), value).toMatchObject({ cohort: 'stable', held: false, setCookie: expect.stringContaining('cohort=') });
    }
    expect(heldCohort(`cohort=${stable}`, canary.id, secret)).toEqual({ cohort: 'stable', client });
  });

  it("pins: the canary cohort only with QA's credential, the stable cohort for anyone; a pin holds for any canary and has no client", () => {
    expect(heldCohort(`cohort=${pinCookie(secret)}`, 'any', secret)).toEqual({ cohort: 'canary', pinned: true });
    expect(heldCohort(`cohort=${pinCookie(otherSecret)}`, 'any', secret)).toBeUndefined();
    expect(heldCohort('cohort=pin.canary.', 'any', secret)).toBeUndefined();
    expect(heldCohort('cohort=stable', 'any', secret)).toEqual({ cohort: 'stable', pinned: true });
    expect(chooseCohort(`cohort=${pinCookie(secret)}`, canary, secret, () => 0.99)).toEqual({ cohort: 'canary', pinned: true, held: true });
  });
});

describe('the cohort secret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const storeDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-secret-'));
    dirs.push(dir);
    return { dir: path.join(dir, 'releases') };
  };

  it('is made once per store, readable by its owner only, and shared by every server of the store', () => {
    vi.stubEnv('CANARY_SECRET', '');
    const store = storeDir();
    const made = canarySecret(store);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(secretFile(store)).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(secretFile(store), 'utf8')).toBe(made.toString());
    expect(fs.readdirSync(store.dir)).toEqual(['.canary-secret']);
    expect(canarySecret(store)).toEqual(made);
    // Another store: another secret.
    expect(canarySecret(storeDir())).not.toEqual(made);
  });

  it('is CANARY_SECRET when given; a short one is refused, naming it', () => {
    vi.stubEnv('CANARY_SECRET', 'x'.repeat(40));
    expect(canarySecret(storeDir()).toString()).toBe('x'.repeat(40));
    vi.stubEnv('CANARY_SECRET', 'short');
    expect(() => canarySecret(storeDir())).toThrow('CANARY_SECRET must be at least 32 characters');
  });

  it('a damaged secret file is refused, naming it', () => {
    vi.stubEnv('CANARY_SECRET', '');
    const store = storeDir();
    fs.mkdirSync(store.dir, { recursive: true });
    fs.writeFileSync(secretFile(store), 'short');
    expect(() => canarySecret(store)).toThrow(`${secretFile(store)} is damaged`);
  });
});
