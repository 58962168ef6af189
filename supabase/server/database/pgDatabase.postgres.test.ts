/**
 * The backend's database on PostgreSQL (vitest.postgres.config.ts gives this file its own database by
 * DATABASE_URL): leads through the connection pool, time limits enforced by PostgreSQL itself, a full pool.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrlFromEnv, startBackend } from '../index';
import { openPgDatabase } from './pgDatabase';
import { DatabaseBusyError, DatabaseTimeoutError, type Database } from './workerDatabase';

const url = () => {
  const databaseUrl = databaseUrlFromEnv();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: run this file with vitest.postgres.config.ts.');
  return databaseUrl;
};
const opened: Database[] = [];
const open = async (options: Parameters<typeof openPgDatabase>[0]) => {
  const db = await openPgDatabase(options);
  opened.push(db);
  return db;
};

afterAll(async () => {
  for (const db of opened) await db.close();
});

describe('the backend on PostgreSQL', { timeout: 30_000 }, () => {
  it('stores leads sent at once through the pool, and opens no embedded database or data directory', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stayvia-pg-')), 'backend');
    const backend = await startBackend({ port: 0, dataDir, leads: { rateLimit: false } });
    try {
      expect(backend.database).toMatch(/^PostgreSQL postgres:\/\//);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${backend.url}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `Email=pool${i}%40example.com&Message=hello` }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      const { rows } = await backend.db.query<{ n: number }>(`select count(*) as n from public.leads where fields->>'Email' like 'pool%@example.com'`);
      expect(rows[0].n).toBe(20);
      // The leads went through pooled sessions of the backend, on the server.
      const sessions = await backend.db.query<{ n: number }>(`select count(*) as n from pg_stat_activity where application_name = 'stayvia-backend' and datname = current_database()`);
      expect(sessions.rows[0].n).toBeGreaterThanOrEqual(1);
      expect(backend.db.restarts).toBe(0);
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      await backend.close();
    }
  });

  it('PostgreSQL cancels a statement past the time limit (statement_timeout), and the next one runs at once', async () => {
    const db = await open({ url: url(), timeoutMs: 300 });
    expect((await db.query<{ statement_timeout: string }>('show statement_timeout')).rows[0].statement_timeout).toBe('300ms');
    const started = Date.now();
    const error = await db.query('select pg_sleep(10)').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseTimeoutError);
    expect((error as DatabaseTimeoutError).code).toBe('57014');
    // Cancelled at its 300 ms limit, not at the sleep's end (10 s): the rest is slack for a busy machine.
    expect(Date.now() - started).toBeLessThan(2000);
    // Cancelled by the server: nothing of it still runs there, and nothing had to be restarted here.
    const running = await db.query<{ n: number }>(`select count(*) as n from pg_stat_activity where query like 'select pg_sleep(10)%' and state = 'active'`);
    expect(running.rows[0].n).toBe(0);
    expect(db.restarts).toBe(0);
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('a session may have a longer limit of its own, and the pool forgets it afterwards', async () => {
    const db = await open({ url: url(), timeoutMs: 200, poolSize: 1 });
    await db.transaction(async (tx) => void (await tx.query('select pg_sleep(0.4)')), { timeoutMs: 2000 });
    expect((await db.query<{ statement_timeout: string }>('show statement_timeout')).rows[0].statement_timeout).toBe('200ms');
    await expect(db.query('select pg_sleep(0.4)')).rejects.toBeInstanceOf(DatabaseTimeoutError);
  });

  it('a transaction that fails rolls back, and errors keep their SQLSTATE', async () => {
    const db = await open({ url: url() });
    const leadId = crypto.randomUUID();
    const error = await db
      .transaction(async (tx) => {
        await tx.query(`insert into public.leads (lead_id, fields) values ($1, '{}'::jsonb)`, [leadId]);
        await tx.query('select * from no_such_table');
      })
      .catch((caught: unknown) => caught);
    expect((error as { code?: string }).code).toBe('42P01');
    expect((await db.query(`select 1 from public.leads where lead_id = $1`, [leadId])).rows).toEqual([]);
  });

  it('a session that cannot get a connection in time gets PGRST003', async () => {
    const db = await open({ url: url(), poolSize: 1, queueTimeoutMs: 200, timeoutMs: 5000 });
    const holding = db.query('select pg_sleep(1)');
    const started = Date.now();
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseBusyError);
    // Refused at its 200 ms wait, before the connection it waited for was free (at 1 s): not served late instead.
    expect(Date.now() - started).toBeLessThan(900);
    await holding;
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
