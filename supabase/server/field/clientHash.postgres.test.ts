/**
 * The client hash's daily salt on PostgreSQL, where servers' statements overlap (vitest.postgres.config.ts gives
 * this file its own database by DATABASE_URL): what clientHash.test.ts cannot bring about on one embedded session.
 */
import { afterAll, expect, it } from 'vitest';
import { databaseUrlFromEnv } from '../backendDatabase';
import { openPgDatabase } from '../database/pgDatabase';
import type { Database } from '../database/workerDatabase';
import { atDatabaseTime } from './atDatabaseTime';
import { clientHasher, type SaltDatabase } from './clientHash';

const opened: Database[] = [];
async function server(): Promise<Database> {
  const url = databaseUrlFromEnv();
  if (!url) throw new Error('DATABASE_URL is not set: run this file with vitest.postgres.config.ts.');
  const db = await openPgDatabase({ url, seed: false });
  opened.push(db);
  return db;
}
afterAll(async () => {
  for (const db of opened) await db.close();
});

const saltDays = async (db: SaltDatabase) => (await db.query<{ day: string }>('select day::text as day from public.client_salts order by day')).rows.map((row) => row.day);

it("leaves only the later day when a server that read the database's time before midnight makes its day while one that read it after makes and reads the next", { timeout: 30_000 }, async () => {
  const [behind, ahead] = [await server(), await server()];
  // The server behind makes its day's salt (its statement 1, after reading the time), not yet committed when the one
  // ahead runs: it saw no later salt, and the one ahead, not seeing it, deletes nothing.
  let made!: (days: string[]) => void;
  const madeDays = new Promise<string[]>((resolve) => (made = resolve));
  let release!: () => void;
  const aheadDone = new Promise<void>((resolve) => (release = resolve));
  let statements = 0;
  const overlapping: SaltDatabase = {
    query: ((sql: string, params?: unknown[]) => {
      if (statements++ !== 1) return behind.query(sql, params);
      return behind.transaction(async (tx) => {
        const result = await tx.query(sql, params);
        made(await saltDays(tx));
        await aheadDone;
        return result;
      });
    }) as SaltDatabase['query'],
  };
  const before = () => new Date('2026-12-20T23:59:58Z');
  const behindHash = clientHasher(atDatabaseTime(overlapping, before), before)('203.0.113.7');
  expect(await madeDays).toEqual(['2026-12-20']);
  const after = () => new Date('2026-12-21T00:00:02Z');
  const aheadHash = await clientHasher(atDatabaseTime(ahead, after), after)('203.0.113.7');
  release();
  // Committed, the server behind deletes its own day, now older than the newest, and hashes with the newest.
  expect(await behindHash).toBe(aheadHash);
  expect(await saltDays(ahead)).toEqual(['2026-12-21']);
});
