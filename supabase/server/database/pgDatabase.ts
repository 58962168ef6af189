/**
 * The backend's database on a PostgreSQL server (`DATABASE_URL`): the same `Database` as the embedded one
 * (workerDatabase.ts), through a node-postgres connection pool. PostgreSQL enforces the time limit itself
 * (`statement_timeout` of every pooled session, `idle_in_transaction_session_timeout` for a transaction left
 * open), so nothing is terminated here; a statement it cancels is the same `DatabaseTimeoutError` (504 57014).
 * Sessions wait for a free connection at most `queueTimeoutMs`, and at most `maxQueue` of them wait.
 */
import pg from 'pg';
import { pendingMigrations } from './migratePostgres';
import {
  DatabaseBusyError,
  DatabaseError,
  DatabaseTimeoutError,
  defaultDatabaseLimits,
  type Database,
  type DatabaseLimits,
  type DatabaseTransaction,
  type QueryResult,
  type SessionOptions,
} from './workerDatabase';
import { serializeError } from './protocol';
import { backendSettings } from '../backendSettings';

export interface PgDatabaseOptions extends DatabaseLimits {
  url: string;
  /** Connections at most (default 10, `DATABASE_POOL_SIZE`). */
  poolSize?: number;
  /** Refuse to open a database that lacks migrations or the seed (default true: `npm run db:migrate` first). */
  requireMigrated?: boolean;
  seed?: boolean;
}

// bigint columns and count(*) as numbers, as the embedded database gives them (PGlite).
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

type Client = pg.PoolClient;

/** A pool error as the backend's errors: PostgreSQL's cancelled statement, else its fields by name. */
function fromPgError(error: unknown, limitMs: number): Error {
  const code = (error as { code?: unknown })?.code;
  if (code === '57014') return new DatabaseTimeoutError(limitMs);
  if (typeof code === 'string') return new DatabaseError(serializeError(error));
  return error instanceof Error ? error : new Error(String(error));
}

const toResult = <T>(result: pg.QueryResult): QueryResult<T> => ({
  rows: result.rows as T[],
  affectedRows: result.rowCount ?? undefined,
  fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
});

class PgDatabase implements Database {
  readonly restarts = 0;
  /** The pool connects per session, so each query says for itself whether the server is reachable. */
  readonly unavailable = undefined;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly limits: Required<DatabaseLimits>,
  ) {}

  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: SessionOptions): Promise<QueryResult<T>> {
    return this.session(options, async (client) => toResult<T>(await client.query(sql, params)));
  }

  async exec(sql: string, options?: SessionOptions) {
    await this.session(options, (client) => client.query(sql));
  }

  transaction<T>(work: (tx: DatabaseTransaction) => Promise<T>, options?: SessionOptions): Promise<T> {
    return this.session(options, async (client, limitMs) => {
      await client.query('begin');
      const run = async (sql: string, params?: unknown[]) => {
        try {
          return await client.query(sql, params);
        } catch (error) {
          throw fromPgError(error, limitMs);
        }
      };
      const tx: DatabaseTransaction = {
        query: async <R>(sql: string, params?: unknown[]) => toResult<R>(await run(sql, params)),
        exec: async (sql) => void (await run(sql)),
        rollback: async () => void (await run('rollback')),
      };
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
      await client.query('commit');
      return result;
    });
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  private async session<T>(options: SessionOptions | undefined, work: (client: Client, limitMs: number) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('The database is closed.');
    if (this.pool.waitingCount >= this.limits.maxQueue) throw new DatabaseBusyError();
    const client = await this.connect(options?.queueTimeoutMs ?? this.limits.queueTimeoutMs);
    const limitMs = options?.timeoutMs ?? this.limits.timeoutMs;
    let broken: Error | undefined;
    try {
      if (limitMs !== this.limits.timeoutMs) await client.query(`select set_config('statement_timeout', $1, false)`, [`${limitMs}ms`]);
      return await work(client, limitMs);
    } catch (error) {
      const mapped = fromPgError(error, limitMs);
      // A connection that failed (not a statement that did) is not given back to the pool.
      if (!(mapped instanceof DatabaseError) && !(mapped instanceof DatabaseTimeoutError)) broken = mapped;
      throw mapped;
    } finally {
      if (limitMs !== this.limits.timeoutMs && !broken) {
        await client.query(`select set_config('statement_timeout', $1, false)`, [`${this.limits.timeoutMs}ms`]).catch((error: Error) => (broken = error));
      }
      client.release(broken);
    }
  }

  /** A pooled connection, or DatabaseBusyError when none frees up within `waitMs`. */
  private async connect(waitMs: number): Promise<Client> {
    let timer: NodeJS.Timeout | undefined;
    const connecting = this.pool.connect();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // The connection, when it comes, goes back to the pool unused.
        connecting.then((client) => client.release(), () => undefined);
        reject(new DatabaseBusyError());
      }, waitMs);
    });
    try {
      return await Promise.race([connecting, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Connects (one session, to check the server and its migrations) and returns the pooled database. */
export async function openPgDatabase({ url, poolSize, requireMigrated = true, seed = true, ...limits }: PgDatabaseOptions): Promise<Database> {
  const given = Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
  const resolved: Required<DatabaseLimits> = { ...defaultDatabaseLimits, ...given };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? backendSettings.poolSize() ?? 10,
    application_name: 'stayvia-backend',
    statement_timeout: resolved.timeoutMs,
    // A transaction left open (a request that stalls between statements) is ended by the server.
    idle_in_transaction_session_timeout: Math.max(resolved.timeoutMs, 1000),
    // PostgREST's JSON uses ISO timestamps in UTC, as the embedded database is set up to give them.
    options: '-c TimeZone=UTC',
    types,
  });
  // An idle connection the server drops is an event of the pool, not a crash of the process.
  pool.on('error', (error) => console.warn('[backend] a pooled PostgreSQL connection failed:', error.message));
  try {
    const client = await pool.connect();
    try {
      const pending = requireMigrated ? await pendingMigrations(client, { seed }) : [];
      if (pending.length) {
        throw new Error(`The database at DATABASE_URL lacks ${pending.length} migration(s) (${pending.join(', ')}): run \`DATABASE_URL=… npm run db:migrate\` first.`);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return new PgDatabase(pool, resolved);
}
