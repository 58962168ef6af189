/**
 * Where the backend's data lives, decided here and nowhere else: a PostgreSQL server when `DATABASE_URL` (or
 * `databaseUrl`) is given — through a connection pool, with `/rest/v1` answered by real PostgREST where its
 * binary runs (Linux x64) unless `BACKEND_POSTGREST=embedded` — else the embedded PGlite database in its
 * worker, with the backend's own REST layer.
 */
import os from 'node:os';
import path from 'node:path';
import { installTools, platformSupported } from './conformance/realPostgrest';
import { redactSecrets, redactUrl } from './database/connectionSecrets';
import { openPgDatabase } from './database/pgDatabase';
import { defaultDatabaseLimits, openWorkerDatabase, type Database, type DatabaseLimits } from './database/workerDatabase';
import { startPostgrestProxy, type RestProxy } from './postgrest/postgrestProxy';
import { backendSettings } from './backendSettings';

/** `real`: PostgREST answers /rest/v1 (PostgreSQL only); `embedded`: the backend's own REST layer. */
export type RestEngine = 'real' | 'embedded';

export interface BackendDatabaseOptions {
  /** A PostgreSQL server (default: `DATABASE_URL`); left out, the embedded database. */
  databaseUrl?: string;
  /** The embedded database's directory (ignored on PostgreSQL). */
  dataDir?: string;
  seed?: boolean;
  limits?: DatabaseLimits;
  /** Who answers /rest/v1 on PostgreSQL (default: `BACKEND_POSTGREST`, else real where it runs). */
  rest?: RestEngine;
  maxRows?: number;
}

export interface BackendDatabase {
  db: Database;
  /** Where it lives, for logs (the URL without its password, or `embedded`). */
  description: string;
  restProxy?: RestProxy;
  close(): Promise<void>;
}

export const databaseUrlFromEnv = () => process.env.DATABASE_URL || undefined;

/**
 * Which database a backend of these options opens, in words that are equal exactly when two processes share it
 * (no password, no user: the same database reached as another role is the same data): `PostgreSQL
 * host:port/name`, or the embedded database in its directory on this machine, or one of this process's own.
 * Site servers compare it before they share a pages folder (platform/server/pagesFolder.ts).
 */
export function databaseIdentity({ databaseUrl = databaseUrlFromEnv(), dataDir }: Pick<BackendDatabaseOptions, 'databaseUrl' | 'dataDir'> = {}): string {
  if (!databaseUrl) return dataDir ? `the embedded database in ${path.resolve(dataDir)} on ${os.hostname()}` : `the in-memory database of process ${process.pid}`;
  let parsed: URL;
  try {
    parsed = new URL(databaseUrl);
  } catch {
    return 'PostgreSQL (an unreadable DATABASE_URL)';
  }
  // libpq's defaults: port 5432, the database named as the user; a socket folder may come as ?host=.
  const host = (parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname)).toLowerCase() || 'localhost';
  const port = parsed.port || parsed.searchParams.get('port') || '5432';
  const name = decodeURIComponent(parsed.pathname.slice(1)) || parsed.searchParams.get('dbname') || decodeURIComponent(parsed.username) || '(the default database)';
  return `PostgreSQL ${host}:${port}/${name}`;
}

function restEngine(requested: RestEngine | undefined): RestEngine {
  const chosen = requested ?? (process.env.BACKEND_POSTGREST as RestEngine | undefined) ?? (platformSupported() ? 'real' : 'embedded');
  if (chosen !== 'real' && chosen !== 'embedded') throw new Error(`BACKEND_POSTGREST must be "real" or "embedded", not "${String(chosen)}".`);
  if (chosen === 'real' && !platformSupported()) throw new Error(`PostgREST's binary does not run on ${process.platform}-${process.arch}: set BACKEND_POSTGREST=embedded.`);
  return chosen;
}

export async function openBackendDatabase({ databaseUrl = databaseUrlFromEnv(), dataDir, seed, limits = {}, rest, maxRows }: BackendDatabaseOptions): Promise<BackendDatabase> {
  const timeoutFromEnv = backendSettings.queryTimeoutMs();
  const perClientFromEnv = backendSettings.queuePerClient();
  const given = { timeoutMs: timeoutFromEnv, maxQueuePerClient: perClientFromEnv, ...limits };
  if (!databaseUrl) {
    const db = await openWorkerDatabase({ dataDir, seed, ...given });
    return { db, description: dataDir ?? 'embedded, in memory', close: () => db.close() };
  }
  const engine = restEngine(rest);
  const db = await openPgDatabase({ url: databaseUrl, seed, ...given }).catch((error: unknown) => {
    throw withoutSecrets(error, databaseUrl);
  });
  let restProxy: RestProxy | undefined;
  if (engine === 'real') {
    try {
      await installTools();
      restProxy = await startPostgrestProxy(databaseUrl, {
        maxRows,
        timeoutMs: given.timeoutMs ?? defaultDatabaseLimits.timeoutMs,
        probe: () => db.query('select 1', [], { timeoutMs: 2000, queueTimeoutMs: 2000 }),
      });
    } catch (error) {
      await db.close();
      throw withoutSecrets(error, databaseUrl);
    }
  }
  return {
    db,
    description: `PostgreSQL ${redactUrl(databaseUrl)}, /rest/v1 by ${restProxy ? 'PostgREST' : 'the embedded REST layer'}`,
    restProxy,
    async close() {
      await restProxy?.close();
      await db.close();
    },
  };
}

/**
 * An error of opening the database, as one that names no secret of the connection string: its message redacted,
 * its code kept, nothing else (a driver's error may carry the string itself, e.g. `input` of an invalid URL).
 */
function withoutSecrets(error: unknown, databaseUrl: string): Error {
  const message = redactSecrets(error instanceof Error ? error.message : String(error), databaseUrl);
  const code = (error as { code?: unknown } | undefined)?.code;
  return Object.assign(new Error(message), typeof code === 'string' ? { code } : {});
}
