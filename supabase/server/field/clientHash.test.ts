import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database/openDatabase';
import { clientHasher } from './clientHash';

let db: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  db = await openDatabase({ seed: false });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('the client hash (field signals and canary votes)', () => {
  it('is one per client and day for every server of the site, an IPv6 client by its /64, and never holds the address', async () => {
    let now = new Date('2026-11-27T12:00:00Z');
    // Two servers: each its own hasher, one database.
    const [one, other] = [clientHasher(db, () => now), clientHasher(db, () => now)];
    const a = await one('203.0.113.7');
    expect(await other('203.0.113.7')).toBe(a);
    expect(await one('203.0.113.8')).not.toBe(a);
    expect(await one('2001:db8:1:2::10')).toBe(await other('2001:db8:1:2:ffff::1'));
    expect(await one('2001:db8:1:3::10')).not.toBe(await one('2001:db8:1:2::10'));
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    now = new Date('2026-11-27T23:59:59Z');
    expect(await other('203.0.113.7')).toBe(a);

    // The next day: another salt, and yesterday's is gone (no hash can be linked across days).
    now = new Date('2026-11-28T00:00:01Z');
    const b = await one('203.0.113.7');
    expect(b).not.toBe(a);
    expect(await other('203.0.113.7')).toBe(b);
    const { rows } = await db.query<{ day: string; salt: string }>('select day::text as day, salt from public.client_salts');
    expect(rows.map((row) => row.day)).toEqual(['2026-11-28']);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
  });

  it('reads the salt again after a failed read', async () => {
    let fail = true;
    const flaky = { query: ((sql: string, params?: unknown[]) => (fail ? Promise.reject(new Error('database down')) : db.query(sql, params))) as typeof db.query };
    const hash = clientHasher(flaky, () => new Date('2026-11-28T10:00:00Z'));
    await expect(hash('203.0.113.7')).rejects.toThrow('database down');
    fail = false;
    expect(await hash('203.0.113.7')).toBe(await clientHasher(db, () => new Date('2026-11-28T10:00:00Z'))('203.0.113.7'));
  });
});
