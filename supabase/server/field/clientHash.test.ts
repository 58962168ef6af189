/**
 * The client hash's daily salt, shared by every server through `public.client_salts`: embedded (one database, as
 * one process opens it), and on PostgreSQL in vitest.postgres.config.ts (each server a connection pool of its own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlFromEnv } from '../backendDatabase';
import { openDatabase } from '../database/openDatabase';
import { openPgDatabase } from '../database/pgDatabase';
import { clientHasher, type SaltDatabase } from './clientHash';

const url = databaseUrlFromEnv();
const opened: { close(): Promise<void> }[] = [];
let db: SaltDatabase;

/** A database as `count` servers reach it: on PostgreSQL a pool each; embedded, the one database. */
async function servers(count: number): Promise<SaltDatabase[]> {
  if (!url) return Array(count).fill(db);
  const pools = await Promise.all(Array.from({ length: count }, () => openPgDatabase({ url, seed: false })));
  opened.push(...pools);
  return pools;
}

beforeAll(async () => {
  const database = url ? await openPgDatabase({ url, seed: false }) : await openDatabase({ seed: false });
  opened.push(database);
  db = database;
}, 60_000);
afterAll(async () => {
  for (const database of opened) await database.close();
});

/** The days the shared store holds a salt of, oldest first. */
const saltDays = async () => (await db.query<{ day: string }>('select day::text as day from public.client_salts order by day')).rows.map((row) => row.day);

/** `database`, with every statement it is sent recorded. */
function recorded(database: SaltDatabase) {
  const statements: string[] = [];
  const query = ((sql: string, params?: unknown[]) => {
    statements.push(sql);
    return database.query(sql, params);
  }) as SaltDatabase['query'];
  return { statements, db: { query } };
}

/**
 * The databases of servers that start at the same moment: each one's n-th statement is sent once every server has
 * come to its n-th, so all of them take each step before any takes the next (the worst interleaving of a
 * check-then-insert: every server reads "no salt" before any writes one).
 */
function inStep(databases: SaltDatabase[]): SaltDatabase[] {
  const steps: { arrived: number; all: Promise<void>; release: () => void }[] = [];
  const step = (n: number) => {
    if (!steps[n]) {
      let release!: () => void;
      const all = new Promise<void>((resolve) => (release = resolve));
      steps[n] = { arrived: 0, all, release };
    }
    if (++steps[n].arrived === databases.length) steps[n].release();
    return steps[n].all;
  };
  return databases.map((database) => {
    let sent = 0;
    const query = (async (sql: string, params?: unknown[]) => {
      await step(sent++);
      return database.query(sql, params);
    }) as SaltDatabase['query'];
    return { query };
  });
}

describe('the client hash (field signals and canary votes)', { timeout: 30_000 }, () => {
  it('is one per client and day for every server of the site, an IPv6 client by its /64, and never holds the address', async () => {
    let now = new Date('2026-11-27T12:00:00Z');
    // Two servers: each its own hasher, one database.
    const [first, second] = await servers(2);
    const [one, other] = [clientHasher(first, () => now), clientHasher(second, () => now)];
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

  it('reads the salt once a day however many clients it hashes, at once or later, and again when the UTC day turns', async () => {
    const { statements, db: counted } = recorded(db);
    let now = new Date('2026-11-29T00:00:00.000Z');
    const hash = clientHasher(counted, () => now);
    // The day's first beacons arrive together: one read for all of them.
    const first = await Promise.all(Array.from({ length: 20 }, (_, i) => hash(`203.0.113.${i}`)));
    const oneRead = statements.length;
    expect(oneRead).toBeGreaterThan(0);
    // Local midnight is not the salt's: in a zone fourteen hours ahead it falls at 10:00 UTC.
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      for (const time of ['2026-11-29T09:59:59.999Z', '2026-11-29T10:00:00.000Z', '2026-11-29T23:59:59.999Z']) {
        now = new Date(time);
        expect(now.getDate(), 'the zone is in effect').toBe(time.startsWith('2026-11-29T09') ? 29 : 30);
        expect(await hash('203.0.113.0')).toBe(first[0]);
      }
      expect(statements).toHaveLength(oneRead);
      // The UTC day turns while the server runs: the next hash reads the new day's salt, once.
      now = new Date('2026-11-30T00:00:00.000Z');
      const next = await Promise.all(Array.from({ length: 20 }, (_, i) => hash(`203.0.113.${i}`)));
      expect(next[0]).not.toBe(first[0]);
      expect(statements).toHaveLength(2 * oneRead);
      expect(await hash('203.0.113.0')).toBe(next[0]);
      expect(statements).toHaveLength(2 * oneRead);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('is one salt for servers that start at the same moment on a fresh day', async () => {
    // Fresh days, each met by five servers at once, taking each statement in step.
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
      const now = () => new Date(`${day}T00:00:00.000Z`);
      const hashes = await Promise.all(inStep(await servers(5)).map((server) => clientHasher(server, now)('203.0.113.7')));
      expect(new Set(hashes).size).toBe(1);
      expect(await saltDays()).toEqual([day]);
      // A server starting later that day reads the same salt.
      expect(await clientHasher(db, now)('203.0.113.7')).toBe(hashes[0]);
    }
  });

  it('takes, on a server a few seconds behind, the salt another made for its next day, and brings back no deleted day', async () => {
    const [ahead, behind] = await servers(2);
    const yesterday = await clientHasher(db, () => new Date('2026-12-04T12:00:00Z'))('203.0.113.7');
    // A server past midnight makes the new day's salt and deletes yesterday's.
    const today = await clientHasher(ahead, () => new Date('2026-12-05T00:00:02Z'))('203.0.113.7');
    expect(today).not.toBe(yesterday);
    // A server four seconds behind, reading its salt now, hashes as the other does; yesterday's salt is not made
    // again, not even for a moment (the days held are read after each of its statements).
    const held: string[][] = [];
    const watched = {
      query: (async (sql: string, params?: unknown[]) => {
        const result = await behind.query(sql, params);
        held.push(await saltDays());
        return result;
      }) as SaltDatabase['query'],
    };
    let now = new Date('2026-12-04T23:59:58Z');
    const late = clientHasher(watched, () => now);
    expect(await late('203.0.113.7')).toBe(today);
    expect(held).toEqual([['2026-12-05'], ['2026-12-05'], ['2026-12-05']]);
    // Its clock reaches the new day: the same salt.
    now = new Date('2026-12-05T00:00:01Z');
    expect(await late('203.0.113.7')).toBe(today);
  });

  it("is one salt for servers that start at the same moment on either side of midnight, the later day's", async () => {
    const clocks = [
      { behind: '2026-12-06T23:59:57Z', ahead: '2026-12-07T00:00:01Z', first: 'behind' },
      { behind: '2026-12-08T23:59:57Z', ahead: '2026-12-09T00:00:01Z', first: 'ahead' },
    ];
    for (const { behind, ahead, first } of clocks) {
      const times = first === 'behind' ? [behind, ahead] : [ahead, behind];
      const hashes = await Promise.all(inStep(await servers(2)).map((server, i) => clientHasher(server, () => new Date(times[i]))('203.0.113.7')));
      expect(new Set(hashes).size, `${first} first`).toBe(1);
      expect(await saltDays()).toEqual([ahead.slice(0, 10)]);
      expect(await clientHasher(db, () => new Date(ahead))('203.0.113.7')).toBe(hashes[0]);
    }
  });

  it("leaves a salt more than a day ahead (a wrong clock's) alone: the others still rotate theirs daily", async () => {
    await db.query(`insert into public.client_salts (day, salt) values ('2027-06-01', 'a wrong clock''s salt')`);
    try {
      let now = new Date('2026-12-10T12:00:00Z');
      const hash = clientHasher(db, () => now);
      const first = await hash('203.0.113.7');
      now = new Date('2026-12-11T12:00:00Z');
      expect(await hash('203.0.113.7')).not.toBe(first);
      expect(await saltDays()).toEqual(['2026-12-11', '2027-06-01']);
    } finally {
      await db.query(`delete from public.client_salts where day = '2027-06-01'`);
    }
  });
});
