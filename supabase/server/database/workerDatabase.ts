/**
 * The embedded database as the backend's request thread sees it: PGlite in a worker thread
 * (databaseWorker.ts), one session (a statement, or a transaction) at a time, each under a time limit.
 * PGlite ignores statement_timeout and a query holds its thread until it ends, so a session that runs past
 * its limit is stopped by terminating the worker; a new worker reopens the same data directory (committed
 * data stays; a database without a directory of its own lives in a temporary one for this reason).
 * Sessions waiting their turn are bounded too, and are never what stops a worker; they take turns fairly
 * between the clients they are for (fairTurns.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FairTurns } from './fairTurns';
import type { SerializedError, WorkerOptions, WorkerReply, WorkerRequest } from './protocol';

export { ClientQueueFullError, DatabaseBusyError, QueueFullError } from './fairTurns';

export interface QueryResult<T> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<void>;
}

export interface DatabaseTransaction extends Queryable {
  rollback(): Promise<void>;
}

export interface SessionOptions {
  /** This session's time limit instead of the database's (e.g. a bulk load in a benchmark). */
  timeoutMs?: number;
  /** How long this session may wait for its turn, instead of the database's `queueTimeoutMs`. */
  queueTimeoutMs?: number;
  /**
   * Who the session is for (a request's client, see infra/clientAddress.ts): each client's sessions wait in a line of
   * their own, at most `maxQueuePerClient`, and the lines take turns. Left out: the backend's own line.
   */
  client?: string;
}

/** What the backend (and its callers: tests, benchmarks) may do with the database. */
export interface Database extends Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: SessionOptions): Promise<QueryResult<T>>;
  exec(sql: string, options?: SessionOptions): Promise<void>;
  /** Runs `work` in one transaction, committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: DatabaseTransaction) => Promise<T>, options?: SessionOptions): Promise<T>;
  /** How many times a worker was stopped (a session past its limit, or a crash) and reopened. */
  readonly restarts: number;
  /** Why the database could not be opened at its last attempt (the next session tries again); undefined once open. */
  readonly unavailable: string | undefined;
  close(): Promise<void>;
}

export interface DatabaseLimits {
  /** A session (statement or transaction) running longer is stopped: 57014 (default 5 s). */
  timeoutMs?: number;
  /** A session waiting longer for its turn is refused: PGRST003 (default 10 s). */
  queueTimeoutMs?: number;
  /** Sessions waiting at most; more are refused at once (default 500). */
  maxQueue?: number;
  /** Sessions of one client waiting at most; more of that client's are refused at once (default 64). */
  maxQueuePerClient?: number;
}

export interface OpenOptions extends DatabaseLimits {
  /** Persist here; left out, a temporary directory removed on close. */
  dataDir?: string;
  seed?: boolean;
}

export const defaultDatabaseLimits: Required<DatabaseLimits> = { timeoutMs: 5000, queueTimeoutMs: 10_000, maxQueue: 500, maxQueuePerClient: 64 };

/** A Postgres error from the worker, with its SQLSTATE `code`, `detail` and `hint`. */
export class DatabaseError extends Error {
  readonly code?: string;
  readonly detail?: string;
  readonly hint?: string;
  constructor({ message, ...fields }: SerializedError) {
    super(message);
    Object.assign(this, fields);
  }
}

/** A session stopped at its time limit (Postgres' code for a statement timeout). */
export class DatabaseTimeoutError extends Error {
  readonly code = '57014';
  constructor(readonly limitMs: number) {
    super('canceling statement due to statement timeout');
  }
}

const workerEntry = new URL('./databaseWorker.mjs', import.meta.url);

type Call = (request: DistributiveOmit<WorkerRequest, 'id'>) => Promise<unknown>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Pending {
  worker: Worker;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

class WorkerDatabase implements Database {
  restarts = 0;
  unavailable: string | undefined;
  private worker?: Worker;
  private starting?: Promise<Worker>;
  private closed = false;
  private nextId = 1;
  private nextSession = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly turns: FairTurns;

  constructor(
    private readonly options: WorkerOptions,
    private readonly limits: Required<DatabaseLimits>,
    private readonly ownsDir: boolean,
  ) {
    this.turns = new FairTurns({ maxWaiting: limits.maxQueue, maxWaitingPerClient: limits.maxQueuePerClient });
  }

  query<T>(sql: string, params?: unknown[], options?: SessionOptions) {
    return this.session(options, (call) => call({ kind: 'query', sql, params })) as Promise<QueryResult<T>>;
  }

  async exec(sql: string, options?: SessionOptions) {
    await this.session(options, (call) => call({ kind: 'exec', sql }));
  }

  transaction<T>(work: (tx: DatabaseTransaction) => Promise<T>, options?: SessionOptions): Promise<T> {
    return this.session(options, async (call) => {
      const session = this.nextSession++;
      await call({ kind: 'begin', session });
      const tx: DatabaseTransaction = {
        query: <R>(sql: string, params?: unknown[]) => call({ kind: 'query', sql, params, session }) as Promise<QueryResult<R>>,
        exec: async (sql) => void (await call({ kind: 'exec', sql, session })),
        rollback: async () => void (await call({ kind: 'rollback', session })),
      };
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        await call({ kind: 'end', session, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ kind: 'end', session, commit: true });
      return result;
    });
  }

  async close() {
    if (this.closed) return;
    await this.turns.take();
    this.closed = true;
    try {
      const worker = this.worker ?? (await this.starting?.catch(() => undefined));
      if (worker) {
        await this.send(worker, { kind: 'close' }).catch(() => undefined);
        await worker.terminate();
      }
    } finally {
      if (this.ownsDir) removeDir(this.options.dataDir);
    }
  }

  /** The running worker, started (and its database opened) when there is none. */
  current(): Promise<Worker> {
    if (this.worker) return Promise.resolve(this.worker);
    this.starting ??= this.start()
      .then(
        (worker) => {
          this.unavailable = undefined;
          return worker;
        },
        (error: unknown) => {
          this.unavailable = error instanceof Error ? error.message : String(error);
          throw error;
        },
      )
      .finally(() => (this.starting = undefined));
    return this.starting;
  }

  private start(): Promise<Worker> {
    const worker = new Worker(workerEntry, { workerData: this.options });
    return new Promise((resolve, reject) => {
      worker.on('message', (message: WorkerReply) => {
        if (message.kind === 'ready') {
          this.worker = worker;
          resolve(worker);
        } else if (message.kind === 'failed') {
          reject(new DatabaseError(message.error));
          void worker.terminate();
        } else {
          const pending = this.pending.get(message.id);
          if (!pending) return;
          this.pending.delete(message.id);
          if (message.ok) pending.resolve(message.value);
          else pending.reject(new DatabaseError(message.error));
        }
      });
      worker.on('error', (error) => {
        reject(error);
        this.lost(worker, error);
      });
      worker.on('exit', (code) => {
        const error = new Error(`The database worker stopped (exit code ${code}).`);
        reject(error);
        this.lost(worker, error);
      });
    });
  }

  /** A worker that ended (terminated, or crashed): its calls fail, and the next session starts another. */
  private lost(worker: Worker, error: Error) {
    if (this.worker === worker) {
      this.worker = undefined;
      if (!this.closed) this.restarts++;
    }
    for (const [id, pending] of this.pending) {
      if (pending.worker !== worker) continue;
      this.pending.delete(id);
      pending.reject(error);
    }
  }

  private send(worker: Worker, request: DistributiveOmit<WorkerRequest, 'id'>): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { worker, resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  private async session<T>(options: SessionOptions | undefined, work: (call: Call) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('The database is closed.');
    await this.turns.take(options?.client, options?.queueTimeoutMs ?? this.limits.queueTimeoutMs);
    let expired = false;
    try {
      if (this.closed) throw new Error('The database is closed.');
      const worker = await this.current();
      const limitMs = options?.timeoutMs ?? this.limits.timeoutMs;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          expired = true;
          // The caller hears at once; the next session waits for the reopened database.
          void this.restart(worker).finally(() => this.turns.give());
          reject(new DatabaseTimeoutError(limitMs));
        }, limitMs);
      });
      const call: Call = (request) => (expired ? Promise.reject(new DatabaseTimeoutError(limitMs)) : this.send(worker, request));
      try {
        return await Promise.race([work(call), timeout]);
      } finally {
        clearTimeout(timer);
      }
    } finally {
      if (!expired) this.turns.give();
    }
  }

  /** Stops a worker whose session ran past its limit and opens the database again before the next turn. */
  private async restart(worker: Worker) {
    const started = Date.now();
    await worker.terminate();
    try {
      await this.current();
      console.warn(`[backend] a database session ran past its time limit; the database worker was restarted in ${Date.now() - started} ms`);
    } catch (error) {
      console.error('[backend] the database could not be reopened (the next request tries again):', error);
    }
  }
}

/** Temporary data directories still open, removed when the process exits without closing them. */
const temporaryDirs = new Set<string>();
process.on('exit', () => temporaryDirs.forEach(removeDir));

function removeDir(dir: string) {
  temporaryDirs.delete(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Opens the database in a worker thread; resolves once migrations and the seed have run. */
export async function openWorkerDatabase({ dataDir, seed = true, ...limits }: OpenOptions = {}): Promise<Database> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stayvia-backend-'));
  if (!dataDir) temporaryDirs.add(dir);
  const given = Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
  const database = new WorkerDatabase({ dataDir: dir, seed }, { ...defaultDatabaseLimits, ...given }, !dataDir);
  try {
    await database.current();
  } catch (error) {
    if (!dataDir) removeDir(dir);
    throw error;
  }
  return database;
}
