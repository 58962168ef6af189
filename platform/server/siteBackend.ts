/**
 * The site server's embedded backend (supabase-backend), opened once and kept open; a start that fails (the
 * data directory briefly unusable, a damaged database) is tried again with backoff while the process runs,
 * so the backend recovers by itself once its directory is usable. Meanwhile backend requests answer 503 at
 * once, `/health` says why (siteHealth.ts), and the lead sink, which lives outside the backend, journals
 * every lead (fsync'd) and stores it once a database is open: no lead is refused for want of a database.
 */
import fs from 'node:fs/promises';
import { contentfulSettingsFromProcessEnv, createBackend, leadJournalFile, leadSinkFor, type BackendOptions, type DataDirLock, type LeadSink, type MountableBackend } from 'supabase-backend/server';
import { noTrustedProxies, type TrustedProxies } from 'infra/clientAddress';

export type BackendState =
  | { state: 'not started' }
  | { state: 'starting'; attempt: number }
  | { state: 'ready' }
  | { state: 'failed'; attempt: number; reason: string; since: string; retryAt: string }
  | { state: 'closed' };

export interface SiteBackend {
  /** Opens the backend (once; a failed start is tried again by itself). */
  start(): void;
  /** The open backend: started when it was not; rejects at once while it is failing. */
  get(): Promise<MountableBackend>;
  /** `POST /api/leads`, whatever the backend's state. */
  leads: LeadSink;
  state(): BackendState;
  /**
   * Why the open backend's database cannot be reopened now (a session past its limit or a crash stopped its
   * worker, and the next start failed); asking starts another attempt. Undefined while it is open.
   */
  databaseUnavailable(): string | undefined;
  /** Stops trying and closes the database if it was opened. */
  close(): Promise<void>;
}

export interface SiteBackendOptions {
  /** Where the database persists; in memory when left out. */
  dataDir?: string;
  /** The lock the site server holds on `dataDir` for its life (infra/dataDirLock.ts). */
  dataDirLock?: DataDirLock;
  /** The proxies whose `X-Forwarded-For` names the client (the server's, serverOptions.ts); none when left out. */
  trustedProxies?: TrustedProxies;
  onContentSynced?: () => void;
  /** The field sink's hooks: each beacon taken, and the visitor's cohort (a canary's, cohortServing.ts). */
  field?: BackendOptions['field'];
  /** First wait before another start, doubled after each failure up to `maxRetryMs` (defaults 1 s, 30 s). */
  retryMs?: number;
  maxRetryMs?: number;
  log?: (line: string) => void;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Empties the data directory and its lead journal (a test run's own database), before anything uses them. */
export async function emptyBackendData(dataDir: string) {
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(leadJournalFile(dataDir), { force: true });
}

export function siteBackend({ dataDir, dataDirLock, trustedProxies = noTrustedProxies, onContentSynced, field, retryMs = 1000, maxRetryMs = 30_000, log = (line) => console.error(line) }: SiteBackendOptions): SiteBackend {
  const leads = leadSinkFor({ journalFile: dataDir ? leadJournalFile(dataDir) : undefined });
  void leads.replay(); // counts the leads an earlier run left waiting, before any database is open
  let state: BackendState = { state: 'not started' };
  let opened: MountableBackend | undefined;
  let attempt: Promise<MountableBackend> | undefined;
  /** The current attempt, once its outcome has been recorded. */
  let settled: Promise<void> | undefined;
  let lastError: unknown;
  let retry: NodeJS.Timeout | undefined;
  let wait = retryMs;
  let attempts = 0;

  function open(): Promise<MountableBackend> {
    attempts += 1;
    const number = attempts;
    state = { state: 'starting', attempt: number };
    const started = Date.now();
    attempt = createBackend({ dataDir, dataDirLock, trustedProxies, contentful: contentfulSettingsFromProcessEnv(), onContentSynced, leads: { sink: leads }, field });
    settled = attempt.then(
      async (backend) => {
        if (state.state === 'closed') return void (await backend.close());
        opened = backend;
        state = { state: 'ready' };
        wait = retryMs;
        console.log(`[backend] ready in ${Date.now() - started} ms (${dataDir ?? 'in memory'})${number > 1 ? ` at attempt ${number}` : ''}`);
      },
      (error: unknown) => {
        if (state.state === 'closed') return;
        lastError = error;
        const retryAt = new Date(Date.now() + wait);
        state = { state: 'failed', attempt: number, reason: reasonOf(error), since: new Date().toISOString(), retryAt: retryAt.toISOString() };
        log(`[backend] could not start (attempt ${number}): ${reasonOf(error)}; trying again in ${wait / 1000} s`);
        retry = setTimeout(open, wait);
        retry.unref();
        wait = Math.min(wait * 2, maxRetryMs);
      },
    );
    return attempt;
  }

  return {
    leads,
    start() {
      if (state.state === 'not started') void open();
    },
    get() {
      switch (state.state) {
        case 'ready':
          return Promise.resolve(opened!);
        case 'not started':
          return open();
        case 'starting':
          return attempt!;
        case 'failed':
          return Promise.reject(lastError);
        case 'closed':
          return Promise.reject(new Error('The backend is closed.'));
      }
    },
    state: () => state,
    databaseUnavailable() {
      const unavailable = state.state === 'ready' ? opened?.db.unavailable : undefined;
      // Any session opens the database again when it can.
      if (unavailable !== undefined) opened!.db.query('select 1').catch(() => undefined);
      return unavailable;
    },
    async close() {
      state = { state: 'closed' };
      clearTimeout(retry);
      leads.close();
      await settled; // an attempt still starting closes its backend as it ends
      await opened?.close();
      opened = undefined;
    },
  };
}
