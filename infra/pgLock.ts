/**
 * withLock's writer locks on a PostgreSQL server (`DATABASE_URL`): a session advisory lock held on a connection of
 * its own for as long as the work runs, so a holder that dies (SIGKILL, a crash, its machine gone) holds nothing
 * once its connection drops, whatever machine it ran on. No process id is trusted.
 *
 * - The lock's key: its name and the folder's identity, a random id made once in the folder (`<name>.lock.id`), so
 *   processes that write the same folder (a shared folder, mounted anywhere) take the same lock and those of
 *   another folder do not wait for them.
 * - The holder names itself in the statement that took the lock (its pid, host, command and start, in a comment
 *   of the statement), which PostgreSQL shows as the session's last query (`pg_stat_activity.query`); the
 *   connection's `application_name` says the same in short. A waiter that gives up reads it (LockTimeout).
 * - A holder whose connection is lost mid-way no longer excludes anyone: it says so at once on stderr, and the
 *   work's end is refused with LockLost (what it wrote may have raced another writer).
 */
import { randomUUID, createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { createFileOnce } from './fileOnce';
import { LockLost, LockTimeout, type LockHolder } from './lockErrors';
import { thisProcessAsHolder } from './lockRecord';

const recordTag = 'stayvia-lock-holder:';

/** The folder's identity for lock `name`, made once (whoever comes first) and kept with the folder. */
export function folderLockId(folder: string, name: string): string {
  const file = path.join(folder, `${name}.lock.id`);
  createFileOnce(file, `${randomUUID()}\n`, 0o644);
  const id = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`${file} is damaged (it should hold the lock's id, a UUID): remove it while no writer runs.`);
  return id;
}

/** The two int4 keys of an advisory lock (both non-negative, so pg_locks' classid and objid read as they are). */
export function advisoryKeys(id: string, name: string): [number, number] {
  const digest = createHash('sha256').update(`${name}\0${id}`).digest();
  return [digest.readUInt32BE(0) & 0x7fffffff, digest.readUInt32BE(4) & 0x7fffffff];
}

const encodeHolder = (holder: LockHolder) => Buffer.from(JSON.stringify(holder)).toString('base64url');

/** The holder recorded in a session's last statement, or undefined when it is not a holder's statement. */
export function holderOfStatement(query: string | null | undefined): LockHolder | undefined {
  const match = query ? new RegExp(`${recordTag}([A-Za-z0-9_-]+)`).exec(query) : null;
  if (!match) return undefined;
  try {
    const holder = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as LockHolder;
    return Number.isInteger(holder?.pid) && typeof holder.command === 'string' ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** The granted holder of the advisory lock `keys`, read from PostgreSQL's sessions. */
async function holderOf(client: pg.Client, keys: [number, number]): Promise<LockHolder | undefined> {
  const { rows } = await client.query<{ pid: number; query: string | null; application_name: string | null; client_addr: string | null; backend_start: Date | null }>(
    `select a.pid, a.query, a.application_name, host(a.client_addr) as client_addr, a.backend_start
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.database = (select oid from pg_database where datname = current_database())
        and l.classid::bigint = $1 and l.objid::bigint = $2 and l.objsubid = 2`,
    keys,
  );
  const row = rows[0];
  if (!row) return undefined;
  // A session whose statements this role may not read: what PostgreSQL tells of it.
  return (
    holderOfStatement(row.query) ?? {
      pid: row.pid,
      hostname: row.client_addr ?? 'the database server',
      command: `a PostgreSQL session (${row.application_name || 'no application name'}, server process ${row.pid})`,
      startedAt: row.backend_start?.toISOString() ?? 'an unknown time',
    }
  );
}

export interface PgLockOptions {
  url: string;
  folder: string;
  name: string;
  timeoutMs: number;
  holders: string;
  label?: string;
  /** Where a lost connection is said at once (default stderr). */
  log?: (line: string) => void;
}

export async function withPgLock<T>(work: () => Promise<T>, { url, folder, name, timeoutMs, holders, label, log = (line) => console.error(line) }: PgLockOptions): Promise<T> {
  fs.mkdirSync(folder, { recursive: true });
  const keys = advisoryKeys(folderLockId(folder, name), name);
  const record = thisProcessAsHolder({ label });
  const holder: LockHolder = { pid: record.pid, hostname: record.hostname, command: record.command, startedAt: record.startedAt, label };
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({
    connectionString: url,
    application_name: `stayvia lock ${name} pid ${holder.pid}@${holder.hostname}`.slice(0, 63),
    keepAlive: true,
    connectionTimeoutMillis: 10_000,
  });
  let lost: string | undefined;
  let holding = false;
  const connectionLost = (reason: string) => {
    if (lost !== undefined) return;
    lost = reason;
    if (holding) log(`The lock on ${folder} (${name}) was lost: ${reason}. Its work goes on without it and is refused at its end.`);
  };
  client.on('error', (error) => connectionLost(error.message));
  client.on('end', () => connectionLost('the connection was closed'));
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`The lock on ${folder} (${name}) is taken on PostgreSQL (DATABASE_URL), which could not be reached: ${(error as Error).message}. Nothing was written.`, { cause: error });
  }
  try {
    // The session waits at most timeoutMs for the lock, and is never ended by the server's idle or statement limits.
    await client.query(`select set_config(name, '0', false) from pg_settings where name in ('statement_timeout', 'idle_session_timeout', 'idle_in_transaction_session_timeout')`);
    await client.query(`select set_config('lock_timeout', $1, false)`, [`${Math.max(1, Math.ceil(timeoutMs))}ms`]);
    try {
      await client.query(`select pg_advisory_lock($1, $2) /* ${recordTag}${encodeHolder(holder)} */`, keys);
    } catch (error) {
      if ((error as { code?: string }).code !== '55P03') throw error;
      const named = await holderOf(client, keys);
      // Released between the timeout and the look: the waiter still gave up, naming nobody in particular.
      throw new LockTimeout(folder, named ?? { pid: 0, hostname: 'unknown', command: 'a holder that has just released it', startedAt: new Date().toISOString() }, holders);
    }
    holding = true;
    const result = await work();
    if (lost !== undefined) throw new LockLost(folder, lost);
    return result;
  } finally {
    // Ending the connection ourselves is no loss.
    holding = false;
    if (lost === undefined) await client.query('select pg_advisory_unlock($1, $2)', keys).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
