/**
 * The client hash's daily salt, shared by every server through `public.client_salts`: embedded (one database, as
 * one process opens it), and on PostgreSQL in vitest.postgres.config.ts (each server a connection pool of its own).
 * The tests set the database's time (`atDatabaseTime`) and each server's own clock, apart.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseUrlFromEnv } from '../backendDatabase';
import { openDatabase } from '../database/openDatabase';
import { openPgDatabase } from '../database/pgDatabase';
import { atDatabaseTime } from './atDatabaseTime';
import { clientHasher, databaseTimeSql, type SaltDatabase } from './clientHash';

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

beforeEach(async () => {
  await db.query('delete from public.client_salts');
});

/** A clock `offsetMs` from `time`'s. */
const offset = (time: () => Date, offsetMs: number) => () => new Date(time().getTime() + offsetMs);

const minute = 60_000;
const dayMs = 86_400_000;

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
    let time = new Date('2026-11-27T12:00:00Z');
    const clock = () => time;
    // Two servers: each its own hasher, one database.
    const [first, second] = await servers(2);
    const [one, other] = [clientHasher(atDatabaseTime(first, clock), clock), clientHasher(atDatabaseTime(second, clock), clock)];
    const a = await one('203.0.113.7');
    expect(await other('203.0.113.7')).toBe(a);
    expect(await one('203.0.113.8')).not.toBe(a);
    expect(await one('2001:db8:1:2::10')).toBe(await other('2001:db8:1:2:ffff::1'));
    expect(await one('2001:db8:1:3::10')).not.toBe(await one('2001:db8:1:2::10'));
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    time = new Date('2026-11-27T23:59:59Z');
    expect(await other('203.0.113.7')).toBe(a);

    // The next day: another salt, and yesterday's is gone (no hash can be linked across days).
    time = new Date('2026-11-28T00:00:01Z');
    const b = await one('203.0.113.7');
    expect(b).not.toBe(a);
    expect(await other('203.0.113.7')).toBe(b);
    const { rows } = await db.query<{ day: string; salt: string }>('select day::text as day, salt from public.client_salts');
    expect(rows.map((row) => row.day)).toEqual(['2026-11-28']);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
  });

  it("takes the day from the database's own clock, not from the server's", async () => {
    const databaseDay = async () => (await db.query<{ day: string }>(`select (clock_timestamp() at time zone 'utc')::date::text as day`)).rows[0].day;
    const before = await databaseDay();
    await clientHasher(db, () => new Date('2031-06-01T12:00:00Z'))('203.0.113.7');
    const days = await saltDays();
    expect(days).toHaveLength(1);
    // The database's UTC day when the salt was made (either side of a midnight that falls during the test).
    expect([before, await databaseDay()]).toContain(days[0]);
  });

  it('reads the salt again after a failed read', async () => {
    const clock = () => new Date('2026-11-28T10:00:00Z');
    let fail = true;
    const flaky = { query: ((sql: string, params?: unknown[]) => (fail ? Promise.reject(new Error('database down')) : db.query(sql, params))) as typeof db.query };
    const hash = clientHasher(atDatabaseTime(flaky, clock), clock);
    await expect(hash('203.0.113.7')).rejects.toThrow('database down');
    fail = false;
    expect(await hash('203.0.113.7')).toBe(await clientHasher(atDatabaseTime(db, clock), clock)('203.0.113.7'));
  });

  it("reads the salt once a day however many clients it hashes, at once or later, and again at the database's midnight, not its own", async () => {
    const { statements, db: counted } = recorded(db);
    let time = new Date('2026-11-29T00:00:00.000Z');
    // The server's clock is five hours behind the database's: its own midnight falls at the database's 05:00.
    const hash = clientHasher(atDatabaseTime(counted, () => time), offset(() => time, -5 * 60 * minute));
    // The day's first beacons arrive together: one read for all of them.
    const first = await Promise.all(Array.from({ length: 20 }, (_, i) => hash(`203.0.113.${i}`)));
    const oneRead = statements.length;
    expect(oneRead).toBeGreaterThan(0);
    for (const moment of ['2026-11-29T04:59:59.999Z', '2026-11-29T05:00:00.000Z', '2026-11-29T23:59:59.999Z']) {
      time = new Date(moment);
      expect(await hash('203.0.113.0'), moment).toBe(first[0]);
    }
    expect(statements).toHaveLength(oneRead);
    // The database's day turns while the server runs: the next hash reads the new day's salt, once.
    time = new Date('2026-11-30T00:00:00.000Z');
    const next = await Promise.all(Array.from({ length: 20 }, (_, i) => hash(`203.0.113.${i}`)));
    expect(next[0]).not.toBe(first[0]);
    expect(statements).toHaveLength(2 * oneRead);
    time = new Date('2026-11-30T18:00:00.000Z');
    expect(await hash('203.0.113.0')).toBe(next[0]);
    expect(statements).toHaveLength(2 * oneRead);
  });

  it("holds the salt until the database's midnight counted from before it asked the time: a slow answer ends it early, never late", async () => {
    let time = new Date('2026-11-30T23:59:50.000Z');
    let local = time;
    // The database answers its time (23:59:50) four seconds after the server asked, by the server's clock.
    const database = atDatabaseTime(db, () => time);
    const slow = {
      query: (async (sql: string, params?: unknown[]) => {
        const result = await database.query(sql, params);
        if (sql === databaseTimeSql) local = new Date(local.getTime() + 4000);
        return result;
      }) as SaltDatabase['query'],
    };
    const hash = clientHasher(slow, () => local);
    const before = await hash('203.0.113.7');
    // Ten seconds after it asked, by its clock: it reads again, and gets the new day's salt.
    time = new Date('2026-12-01T00:00:00.000Z');
    local = new Date('2026-12-01T00:00:00.000Z');
    expect(await hash('203.0.113.7')).not.toBe(before);
    expect(await saltDays()).toEqual(['2026-12-01']);
  });

  it("hashes a client alike at every moment on servers whose clocks are minutes apart, changing salt at the database's midnight", async () => {
    let time = new Date('2026-12-01T12:00:00.000Z');
    const clock = () => time;
    const [first, second] = await servers(2);
    // One server's clock four minutes behind the database's, the other's three minutes ahead; both read the salt at noon.
    const behind = clientHasher(atDatabaseTime(first, clock), offset(clock, -4 * minute));
    const ahead = clientHasher(atDatabaseTime(second, clock), offset(clock, 3 * minute));
    const noon = await behind('203.0.113.7');
    expect(await ahead('203.0.113.7')).toBe(noon);
    // Every 15 s from five minutes before the database's midnight to five after, and either side of it.
    const midnight = Date.parse('2026-12-02T00:00:00.000Z');
    const moments = [midnight - 1, midnight, ...Array.from({ length: 41 }, (_, i) => midnight - 5 * minute + i * 15_000)].sort((x, y) => x - y);
    const hashes: { moment: number; hash: string }[] = [];
    for (const moment of moments) {
      time = new Date(moment);
      const [one, other] = await Promise.all([behind('203.0.113.7'), ahead('203.0.113.7')]);
      expect(other, time.toISOString()).toBe(one);
      hashes.push({ moment, hash: one });
    }
    expect(new Set(hashes.filter(({ moment }) => moment < midnight).map(({ hash }) => hash))).toEqual(new Set([noon]));
    const after = new Set(hashes.filter(({ moment }) => moment >= midnight).map(({ hash }) => hash));
    expect(after.size).toBe(1);
    expect(after.has(noon)).toBe(false);
    expect(await saltDays()).toEqual(['2026-12-02']);
  });

  it("takes the database's day on a server whose clock is days ahead or behind: it makes no salt of its own day and deletes no one's", async () => {
    const time = () => new Date('2026-12-03T12:00:00Z');
    const [correct, wrongAhead, wrongBehind, later] = await servers(4);
    const today = await clientHasher(atDatabaseTime(correct, time), time)('203.0.113.7');
    expect(await clientHasher(atDatabaseTime(wrongAhead, time), offset(time, 3 * dayMs))('203.0.113.7')).toBe(today);
    expect(await clientHasher(atDatabaseTime(wrongBehind, time), offset(time, -3 * dayMs))('203.0.113.7')).toBe(today);
    expect(await saltDays()).toEqual(['2026-12-03']);
    // A correct server starting afterwards reads the same salt.
    expect(await clientHasher(atDatabaseTime(later, time), time)('203.0.113.7')).toBe(today);
  });

  it('is one salt for servers that start at the same moment on a fresh day, whatever their own clocks say', async () => {
    // Fresh days, each met by five servers at once, taking each statement in step; their clocks days and minutes apart.
    const offsets = [-2 * dayMs, -3 * minute, 0, 3 * minute, 2 * dayMs];
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
      const time = () => new Date(`${day}T00:00:00.000Z`);
      const stepped = inStep(await servers(offsets.length));
      const hashes = await Promise.all(stepped.map((server, i) => clientHasher(atDatabaseTime(server, time), offset(time, offsets[i]))('203.0.113.7')));
      expect(new Set(hashes).size).toBe(1);
      expect(await saltDays()).toEqual([day]);
      // A server starting later that day reads the same salt.
      expect(await clientHasher(atDatabaseTime(db, time), time)('203.0.113.7')).toBe(hashes[0]);
    }
  });

  it("takes, on a server that read the database's time seconds before midnight, the salt another made past it, and brings back no deleted day", async () => {
    const [ahead, behind] = await servers(2);
    const noon = () => new Date('2026-12-04T12:00:00Z');
    const yesterday = await clientHasher(atDatabaseTime(db, noon), noon)('203.0.113.7');
    // A server that reads the database's time past midnight makes the new day's salt and deletes yesterday's.
    const past = () => new Date('2026-12-05T00:00:02Z');
    const today = await clientHasher(atDatabaseTime(ahead, past), past)('203.0.113.7');
    expect(today).not.toBe(yesterday);
    // A server whose read of the database's time came four seconds earlier hashes as the other does; yesterday's
    // salt is not made again, not even for a moment (the days held are read after each of its statements).
    const held: string[][] = [];
    const watched = {
      query: (async (sql: string, params?: unknown[]) => {
        const result = await behind.query(sql, params);
        held.push(await saltDays());
        return result;
      }) as SaltDatabase['query'],
    };
    let time = new Date('2026-12-04T23:59:58Z');
    const late = clientHasher(atDatabaseTime(watched, () => time), () => time);
    expect(await late('203.0.113.7')).toBe(today);
    expect(held).toEqual([['2026-12-05'], ['2026-12-05'], ['2026-12-05'], ['2026-12-05']]);
    // The database's midnight passes: read again, the same salt.
    time = new Date('2026-12-05T00:00:01Z');
    expect(await late('203.0.113.7')).toBe(today);
    expect(held).toHaveLength(8);
  });

  it("is one salt for servers that read the database's time at the same moment on either side of midnight, the later day's", async () => {
    const clocks = [
      { behind: '2026-12-06T23:59:57Z', ahead: '2026-12-07T00:00:01Z', first: 'behind' },
      { behind: '2026-12-08T23:59:57Z', ahead: '2026-12-09T00:00:01Z', first: 'ahead' },
    ];
    for (const { behind, ahead, first } of clocks) {
      const times = (first === 'behind' ? [behind, ahead] : [ahead, behind]).map((time) => () => new Date(time));
      const hashes = await Promise.all(inStep(await servers(2)).map((server, i) => clientHasher(atDatabaseTime(server, times[i]), times[i])('203.0.113.7')));
      expect(new Set(hashes).size, `${first} first`).toBe(1);
      expect(await saltDays()).toEqual([ahead.slice(0, 10)]);
      const later = () => new Date(ahead);
      expect(await clientHasher(atDatabaseTime(db, later), later)('203.0.113.7')).toBe(hashes[0]);
    }
  });

  it("leaves a salt more than a day ahead (a wrong clock's) alone: the others still rotate theirs daily", async () => {
    await db.query(`insert into public.client_salts (day, salt) values ('2027-06-01', 'a wrong clock''s salt')`);
    let time = new Date('2026-12-10T12:00:00Z');
    const clock = () => time;
    const hash = clientHasher(atDatabaseTime(db, clock), clock);
    const first = await hash('203.0.113.7');
    time = new Date('2026-12-11T12:00:00Z');
    expect(await hash('203.0.113.7')).not.toBe(first);
    expect(await saltDays()).toEqual(['2026-12-11', '2027-06-01']);
  });
});
