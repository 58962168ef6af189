/**
 * The embedded Supabase-compatible backend: PGlite with the project's migrations and seed, in a worker thread
 * (database/workerDatabase.ts), behind the HTTP API of `http.ts`. One database per process (PGlite takes
 * ~0.8 GB and a second or more to start). With `DATABASE_URL` the same API runs on a PostgreSQL server
 * instead (backendDatabase.ts).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { defaultKeys, type BackendKeys } from './auth';
import { trustedProxiesFrom, type TrustedProxies } from 'infra/clientAddress';
import { checkExposure, defaultListenHost, usesBuiltInKeys } from './exposure';
import type { Database, DatabaseLimits } from './database/workerDatabase';
import { databaseUrlFromEnv, openBackendDatabase, type RestEngine } from './backendDatabase';
import { lockDataDir } from 'infra/dataDirLock';
import { lockFileOf, type DataDirLock } from 'infra/lockRecord';
import { createContentSyncFunction, type ContentChange, type ContentfulSettings } from './contentSync';
import type { FunctionRegistry } from './functions';
import { createBackendHandler, type BackendHandler } from './http';
import { fileJournal, memoryJournal } from './leads/leadJournal';
import { createLeadSink, type LeadSink } from './leads/leadSink';
import type { RateLimitOptions } from './leads/rateLimit';
import { createFieldSink, type FieldSink, type FieldSinkOptions } from './field/fieldSink';
import { backendSettings } from './backendSettings';

export { defaultKeys, signJwt, type ApiRole, type BackendKeys } from './auth';
export { builtInKeys, checkExposure, defaultListenHost, isLoopbackHost, usesBuiltInKeys } from './exposure';
export { contentfulSettingsFromProcessEnv, type ContentChange, type ContentfulSettings } from './contentSync';
export { notConfigured, type EdgeFunction, type FunctionContext, type FunctionRegistry } from './functions';
export { backendPathPattern, corsHeaders, isBackendPath, type BackendHandler } from './http';
export { isValidHostHeader } from './hostHeader';
export { createLeadSink, readLeads, type LeadSink, type LeadSinkOptions, type StoredLead } from './leads/leadSink';
export { fileJournal, memoryJournal, type LeadJournal } from './leads/leadJournal';
export { leadLimits } from './leads/leadText';
export type { RateLimitOptions } from './leads/rateLimit';
export { groupErrors, groupLine, readErrorSignals, type ErrorGroup, type FrameMapper } from './field/errorGroups';
export { readFieldFigures, readFieldSeries, type FieldWindow, type ReleaseFigures, type SeriesPoint, type VitalFigure } from './field/fieldFigures';
export { cohorts, errorNames, vitalNames, type Cohort, type FieldBeacon, type FieldSignal } from './field/fieldBeacon';
export { clientAddress, trustedProxiesFrom } from 'infra/clientAddress';
export { databaseIdentity, databaseUrlFromEnv, type RestEngine } from './backendDatabase';
export type { Database, DatabaseLimits, DatabaseTransaction, QueryResult, SessionOptions } from './database/workerDatabase';
export { DataDirInUse, dataDirHolder, lockDataDir } from 'infra/dataDirLock';
export { DataDirShared, shareDataDir, sharedDirHolders, type SharedDirLock, type SharedHolder, type SharedPurpose } from 'infra/sharedDirectory';
export type { DataDirHolder, DataDirLock } from 'infra/lockRecord';

export interface BackendOptions {
  /** A PostgreSQL server (15+, migrated by `npm run db:migrate`) instead of the embedded database; default
   * `DATABASE_URL`. Then `dataDir` only places the lead journal. */
  databaseUrl?: string;
  /** On PostgreSQL: real PostgREST (`real`, default where it runs) or the backend's own REST layer answers /rest/v1. */
  rest?: RestEngine;
  /** Persist here; a temporary directory, removed on close, when left out (tests). */
  dataDir?: string;
  /** Start from an empty database: remove `dataDir` and its lead journal first. */
  fresh?: boolean;
  /**
   * `dataDir`'s lock (infra/dataDirLock.ts), when the caller holds it for longer (the site server, from its
   * start); otherwise the backend takes it itself, before touching the directory, and releases it on close.
   */
  dataDirLock?: DataDirLock;
  /** Seed a fresh database with the sample posts (default true). */
  seed?: boolean;
  keys?: Partial<BackendKeys>;
  /** Added to (or replacing) the default Edge Functions. */
  functions?: FunctionRegistry;
  /** The Contentful space `sync-contentful` reads; left out, the function answers 501 not_configured. */
  contentful?: ContentfulSettings;
  /** Called after a content sync that changed posts, with the slugs written and removed. */
  onContentSynced?: (change: ContentChange) => void | Promise<void>;
  /** sync-contentful starts a new run at most once per `minIntervalMs` (default 30 s), timed by `now`. */
  contentSyncRateLimit?: { minIntervalMs?: number; now?: () => number };
  /** Rows per read at most (hosted Supabase's default is 1000); `null` for no cap. */
  maxRows?: number | null;
  /** The lead sink: its per-client rate limit (`false` for none; default 10 at once, 10 a minute,
   * `BACKEND_LEADS_PER_MINUTE`) and its journal (default: `<dataDir>-leads.jsonl`; in memory without a dataDir);
   * or a sink of the caller's (`sink`), which takes leads while no backend is open (see `leadSinkFor`). */
  leads?: { rateLimit?: RateLimitOptions | false; journalFile?: string; sink?: LeadSink };
  /**
   * Field signals (`POST /api/field`, field/fieldSink.ts): the per-client rate limit (`false` for none; default 30
   * at once, 30 a minute, `BACKEND_FIELD_PER_MINUTE`) and how many days rows are kept (default 30,
   * `BACKEND_FIELD_RETENTION_DAYS`).
   */
  field?: { rateLimit?: RateLimitOptions | false; retentionDays?: number } & Pick<FieldSinkOptions, 'onBeacon' | 'cohortOf' | 'accepts'>;
  /**
   * Time limits of database work (default: 5 s per request, `BACKEND_QUERY_TIMEOUT_MS`) and its queue (at most 64
   * sessions of one client waiting, `BACKEND_QUEUE_PER_CLIENT`; see database/fairTurns.ts).
   */
  databaseLimits?: DatabaseLimits;
  /**
   * The proxies whose `X-Forwarded-For` names the client, compiled (`trustedProxiesFrom`, infra/clientAddress.ts): a server
   * that mounts the backend passes the one it reads, so every part of it sees a client alike. Default: those of
   * `BACKEND_TRUSTED_PROXIES`.
   */
  trustedProxies?: TrustedProxies;
}

export interface ListenOptions extends BackendOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Loopback by default; anything else is refused while the built-in keys are in use (`checkExposure`). */
  host?: string;
}

/** The backend without a server of its own: mount `handler` where `isBackendPath(pathname)`. */
export interface MountableBackend {
  keys: BackendKeys;
  /** Whether the keys are the built-in ones (or there is no JWT secret): then serve on loopback only. */
  usesBuiltInKeys: boolean;
  /** The database (in its worker, or a PostgreSQL pool): `query`, `exec`, `transaction`, as the superuser
   * (on PostgreSQL: the role of DATABASE_URL). */
  db: Database;
  /** Where the data lives, for logs. */
  database: string;
  handler: BackendHandler;
  /** `POST /api/field`'s sink: `flush()` writes the signals waiting now. */
  field: FieldSink;
  close(): Promise<void>;
}

export interface Backend extends MountableBackend {
  url: string;
  port: number;
}

let open = false;

/** Where a backend with `dataDir` journals every lead before storing it (beside the data directory). */
export const leadJournalFile = (dataDir: string) => `${path.resolve(dataDir)}-leads.jsonl`;

export async function createBackend({
  databaseUrl = databaseUrlFromEnv(),
  rest,
  dataDir,
  seed,
  keys: keyOverrides,
  functions,
  maxRows = 1000,
  contentful,
  onContentSynced,
  contentSyncRateLimit,
  databaseLimits,
  trustedProxies,
  leads: leadOptions = {},
  field: fieldOptions = {},
  fresh = false,
  dataDirLock,
}: BackendOptions = {}): Promise<MountableBackend> {
  const embedded = !databaseUrl;
  if (embedded && open) throw new Error('An embedded backend is already running in this process; share it (PGlite is one ~0.8 GB instance).');
  if (embedded) open = true;
  let ownLock: DataDirLock | undefined;
  try {
    if (dataDir && dataDirLock && dataDirLock.file !== lockFileOf(dataDir)) throw new Error(`The lock given is ${dataDirLock.file}'s, not ${dataDir}'s.`);
    // One process per data directory: a second one would overwrite the first's database files.
    if (embedded && dataDir && !dataDirLock) ownLock = await lockDataDir(dataDir, { label: 'an embedded backend' });
    const keys: BackendKeys = { ...defaultKeys, ...keyOverrides };
    const journalFile = leadOptions.journalFile ?? (dataDir ? leadJournalFile(dataDir) : undefined);
    if (fresh && dataDir) {
      if (embedded) await fs.rm(dataDir, { recursive: true, force: true });
      // A sink of the caller's keeps its journal: it may hold leads taken while this backend was starting.
      if (journalFile && !leadOptions.sink) await fs.rm(journalFile, { force: true });
    }
    const proxies = trustedProxies ?? trustedProxiesFrom();
    const database = await openBackendDatabase({ databaseUrl, dataDir, seed, limits: databaseLimits, rest, maxRows: maxRows ?? undefined });
    const { db } = database;
    const contentSync = createContentSyncFunction(db, { contentful, onContentSynced, ...contentSyncRateLimit });
    const leads = leadOptions.sink ?? leadSinkFor({ journalFile, rateLimit: leadOptions.rateLimit });
    leads.useDatabase(db);
    // Leads journaled and not stored (by a previous run, or while no backend was open); a journal that cannot be
    // read is reported, not fatal.
    await leads.replay();
    const fieldPerMinute = backendSettings.fieldPerMinute();
    const field = createFieldSink({
      db,
      rateLimit: fieldOptions.rateLimit ?? (fieldPerMinute ? { burst: fieldPerMinute, windowMs: 60_000 } : undefined),
      retentionDays: fieldOptions.retentionDays ?? backendSettings.fieldRetentionDays(),
      onBeacon: fieldOptions.onBeacon,
      cohortOf: fieldOptions.cohortOf,
      accepts: fieldOptions.accepts,
    });
    const handler = createBackendHandler({ db, keys, functions: { 'sync-contentful': contentSync, ...functions }, maxRows: maxRows ?? undefined, leads, field, restProxy: database.restProxy, trustedProxies: proxies });
    return {
      keys,
      usesBuiltInKeys: usesBuiltInKeys(keys),
      db,
      database: database.description,
      handler,
      field,
      async close() {
        try {
          // From now on leads are only journaled (a sink of the caller's goes on taking them).
          leads.useDatabase(undefined);
          if (!leadOptions.sink) leads.close();
          await field.close();
          await database.close();
        } finally {
          ownLock?.release();
          if (embedded) open = false;
        }
      },
    };
  } catch (error) {
    ownLock?.release();
    if (embedded) open = false;
    throw error;
  }
}

/** The lead sink a backend with this journal file (in memory without one) and rate limit uses. */
export function leadSinkFor({ journalFile, rateLimit }: { journalFile?: string; rateLimit?: RateLimitOptions | false }): LeadSink {
  const perMinute = backendSettings.leadsPerMinute();
  return createLeadSink({
    journal: journalFile ? fileJournal(journalFile) : memoryJournal(),
    rateLimit: rateLimit ?? (perMinute ? { burst: perMinute, windowMs: 60_000 } : undefined),
  });
}

export async function startBackend({ port = 0, host = defaultListenHost, ...options }: ListenOptions = {}): Promise<Backend> {
  const refused = checkExposure(host, { ...defaultKeys, ...options.keys });
  if (refused) throw new Error(refused);
  const backend = await createBackend(options);
  const server = http.createServer(backend.handler);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
  } catch (error) {
    await backend.close();
    throw error;
  }
  const actualPort = (server.address() as AddressInfo).port;
  return {
    ...backend,
    url: `http://${urlHost(host)}:${actualPort}`,
    port: actualPort,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
    },
  };
}

/** A host to reach a server listening on `host` by (all interfaces: loopback). */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
