/**
 * The database worker under its time limit: a query PGlite cannot stop (a backtracking regular expression)
 * is stopped by terminating the worker; committed data survives the reopening; the thread stays free.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DatabaseBusyError, DatabaseTimeoutError, openWorkerDatabase, type Database } from './workerDatabase';

/** Backtracks for minutes over the seed posts' bodies in PGlite (it ignores statement_timeout). */
const runaway = `select count(*) from public.blog_posts where content ~ '(.*)(.*)\\2\\1z'`;

let db: Database;

beforeAll(async () => {
  // The default queue limit (10 s): a queued session waits out a runaway query and the reopening, however
  // slow a loaded machine makes them.
  db = await openWorkerDatabase({ timeoutMs: 1000 });
}, 60_000);

afterAll(() => db?.close());

const leadCount = async () => (await db.query<{ n: number }>('select count(*)::int as n from public.leads')).rows[0].n;

it('stops a runaway query at its limit, keeps the thread free, and reopens the same data', async () => {
  await db.query(`insert into public.leads (fields) values ('{"Email":"before@example.com"}')`);
  const restarts = db.restarts;
  const started = performance.now();
  // The event loop keeps turning while the worker is busy: a timer ticks through the stall, and measures how late
  // the loop runs its timers (a busy machine makes it late; the stop's own timer is no less late than the rest).
  const tickMs = 50;
  let ticks = 0;
  let lastTick = started;
  let lateness = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    lateness = Math.max(lateness, now - lastTick - tickMs);
    lastTick = now;
    ticks++;
  }, tickMs);
  const stopped = db.query(runaway);
  // Queued behind the runaway query: it runs on the reopened worker.
  const queued = db.query<{ n: number }>('select count(*)::int as n from public.blog_posts');
  await expect(stopped).rejects.toBeInstanceOf(DatabaseTimeoutError);
  const heard = performance.now();
  clearInterval(ticker);
  lateness = Math.max(lateness, heard - lastTick - tickMs);
  // The caller hears at its limit (1 s), as late as the loop was for any timer, within two ticks: not once the
  // database is open again (which the next session waits for).
  expect(heard - started - 1000).toBeLessThan(lateness + 2 * tickMs);
  // The ticks kept coming: at least a quarter of the twenty a free thread has in that second.
  expect(ticks).toBeGreaterThanOrEqual(5);
  expect((await queued).rows[0].n).toBeGreaterThan(0);
  expect(db.restarts).toBe(restarts + 1);
  expect(await leadCount()).toBe(1);
}, 30_000);

it('rolls back a transaction stopped at its limit', async () => {
  const before = await leadCount();
  const stopped = db.transaction(async (tx) => {
    await tx.query(`insert into public.leads (fields) values ('{"Email":"never@example.com"}')`);
    await tx.query(runaway);
  });
  await expect(stopped).rejects.toMatchObject({ code: '57014' });
  expect(await leadCount()).toBe(before);
}, 30_000);

it('gives a session its own limit when asked', async () => {
  const { rows } = await db.query<{ ok: boolean }>('select true as ok', [], { timeoutMs: 60_000 });
  expect(rows).toEqual([{ ok: true }]);
});

it('refuses a session that waits past the queue limit instead of letting it wait forever', async () => {
  const first = db.query(runaway, [], { timeoutMs: 2000 });
  const waiting = db.query('select 1', [], { queueTimeoutMs: 300 });
  await expect(waiting).rejects.toBeInstanceOf(DatabaseBusyError);
  await expect(first).rejects.toBeInstanceOf(DatabaseTimeoutError);
  expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
}, 30_000);

it('commits a transaction that resolves and rolls back one that throws', async () => {
  const before = await leadCount();
  await db.transaction((tx) => tx.query(`insert into public.leads (fields) values ('{"Email":"kept@example.com"}')`));
  const failing = db.transaction(async (tx) => {
    await tx.query(`insert into public.leads (fields) values ('{"Email":"dropped@example.com"}')`);
    throw new Error('changed my mind');
  });
  await expect(failing).rejects.toThrow('changed my mind');
  expect(await leadCount()).toBe(before + 1);
  await expect(db.query('select * from public.no_such_table')).rejects.toMatchObject({ code: '42P01' });
});
