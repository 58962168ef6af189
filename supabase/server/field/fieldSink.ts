/**
 * `POST /api/field`: the field signals of visitors' pages (fieldBeacon.ts), stored as rows of
 * `public.field_signals` without slowing anything else down:
 * - each client may send `burst` beacons at once, then one per `windowMs / burst` (429 with Retry-After; the
 *   lead sink's limiter, rateLimit.ts), so one client cannot fill the table or the queue;
 * - a body past 16 KB is refused unread (413), one that is not a beacon is answered 400 naming the field, another
 *   content type 415; an accepted beacon is answered 204 at once;
 * - rows wait in memory and are written together, at most once per `flushMs`, one write at a time, in statements of
 *   at most `batchRows` rows, each one turn in a database line of their own (database/fairTurns.ts): a flood costs
 *   the database a few inserts a second, not one per beacon, and however slowly the database writes them, a read or
 *   a lead waits behind one such statement at most;
 * - past `maxPending` rows taken and not yet written (waiting, or being written), beacons are refused (503) rather
 *   than held, so a database slower than the flood never grows the backlog;
 * - rows older than `retentionDays` are deleted at the first write and then every `pruneEveryMs` (with or without
 *   beacons), `batchRows` to a statement too; so are a canary's views (`canary_views`, platform/canary/signals.ts)
 *   once its last view is older than the retention and than `longestCanaryDays` (a canary still running keeps its
 *   evidence), and the client salts of days before the database's (clientHash.ts).
 * Signals are anonymous: no cookie is set, and the client is kept only as clientHash.ts's hash. The visitor's
 * cohort while a canary runs is its cookie's, as the site server reads it (`cohortOf`); the beacon does not say it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../database/workerDatabase';
import { createRateLimiter, type RateLimitOptions } from '../leads/rateLimit';
import { serialRuns } from 'infra/serialRuns';
import { clientHasher, deletePastSalts, type ClientHasher } from './clientHash';
import { fieldLimits, parseFieldBeacon, type Cohort, type FieldBeacon } from './fieldBeacon';
import type { ErrorDetail } from './errorDetail';

export interface FieldSinkOptions {
  db: Database;
  /** Per client; `false` for none (default: 30 at once, 30 a minute). */
  rateLimit?: RateLimitOptions | false;
  /** Rows are written at most this often (default 1 s). */
  flushMs?: number;
  /** Rows waiting at most; beacons beyond are refused (default 5,000). */
  maxPending?: number;
  /** Rows per statement at most, inserted or pruned (default 100). */
  batchRows?: number;
  /** Rows are kept this many days (default 30); a canary's views this many after its last, and never under `longestCanaryDays`. */
  retentionDays?: number;
  /** Told of each beacon taken (checked), with its request and client hash: the site server's canary votes. */
  onBeacon?: (req: IncomingMessage, beacon: FieldBeacon, clientHash: string) => void;
  /** Why signals of `area` at `release` are refused (the site's: an area it has not, a release its store holds not), or undefined; all taken when left out. */
  accepts?: (area: string, release: string) => Promise<string | undefined>;
  /** The visitor's cohort (the site server's, from its cohort cookie while a canary runs); stable when left out. */
  cohortOf?: (req: IncomingMessage) => Cohort;
  /** Old rows are pruned this often (default hourly). */
  pruneEveryMs?: number;
  now?: () => Date;
}

export interface FieldSink {
  /** `client`: the address the beacon comes from (the connection's, unless a trusted proxy names another). */
  handle(req: IncomingMessage, res: ServerResponse, client?: string): Promise<void>;
  /** Writes the rows waiting now (tests, and a closing backend). */
  flush(): Promise<void>;
  /** Rows taken and not written yet (waiting, or being written). */
  waiting(): number;
  /** Deletes rows past the retention now. */
  prune(): Promise<void>;
  /** The client hash of an address (clientHash.ts), with the day's salt this sink reads once a day: the server's one hasher. */
  clientHash: ClientHasher;
  close(): Promise<void>;
}

interface Row {
  at: string;
  area: string;
  release: string;
  route: string;
  cohort: string;
  kind: string;
  name: string;
  value: number | null;
  client: string;
  /** The view its beacon names (a token or a page's id), or null. */
  view: string | null;
  /** An error's type, message and frames (errorDetail.ts), or null. */
  detail: ErrorDetail | null;
}

// Rows in the order they came (a view's later value of a vital after its earlier one: ids ascending, the last wins).
const insertSql = `insert into public.field_signals (received_at, area, release, route, cohort, kind, name, value, client_hash, view_id, detail)
  select (r->>'at')::timestamptz, r->>'area', r->>'release', r->>'route', r->>'cohort', r->>'kind', r->>'name', (r->>'value')::double precision, r->>'client', r->>'view', r->'detail'
  from jsonb_array_elements($1::jsonb) with ordinality as rows(r, i) order by i`;

const pruneSql = `delete from public.field_signals
  where id in (select id from public.field_signals where received_at < $1::timestamptz limit $2)`;

/** The longest a canary may run (`--max-duration`: platform/canary/options.ts): its views are kept at least this long after its last. */
export const longestCanaryDays = 30;

/** The views of every canary whose last view (served, or its last beacon) is older than $1, $2 to a statement. */
const pruneCanaryViewsSql = `delete from public.canary_views
  where (canary_id, view_id) in (
    select canary_id, view_id from public.canary_views
     where canary_id in (select canary_id from public.canary_views group by canary_id having max(updated_at) < $1::timestamptz)
     limit $2)`;

/** The database line field writes wait in (fairTurns.ts), apart from every visitor's reads and the leads. */
export const fieldLine = 'field-signals';

function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(body);
}

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The first problem `accepts` finds with a beacon's areas and releases (each pair asked once), or undefined. */
async function refusedRelease(beacon: FieldBeacon, accepts: NonNullable<FieldSinkOptions['accepts']>): Promise<string | undefined> {
  const pairs = new Map(beacon.signals.map((signal, i) => [`${signal.area} ${signal.release}`, { signal, i }]));
  for (const { signal, i } of pairs.values()) {
    const problem = await accepts(signal.area, signal.release);
    if (problem) return `signals[${i}]: ${problem}`;
  }
  return undefined;
}

async function readCapped(req: IncomingMessage, max: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function createFieldSink({
  db,
  rateLimit,
  flushMs = 1000,
  maxPending = 5000,
  batchRows = 100,
  retentionDays = 30,
  onBeacon,
  accepts,
  cohortOf = () => 'stable',
  pruneEveryMs = 3_600_000,
  now = () => new Date(),
}: FieldSinkOptions): FieldSink {
  const limiter = rateLimit === false ? undefined : createRateLimiter({ burst: 30, windowMs: 60_000, ...rateLimit });
  const hash = clientHasher({ query: (sql, params) => db.query(sql, params, { client: fieldLine }) });
  const state = {
    pending: [] as Row[],
    /** Rows of the insert under way. */
    writingRows: 0,
    flushTimer: undefined as NodeJS.Timeout | undefined,
    /** A write every `pruneEveryMs`, so pruning goes on when no beacon comes. */
    pruneTimer: undefined as NodeJS.Timeout | undefined,
    lastPrune: 0,
    closed: false,
  };

  /** Rows taken and not written yet: waiting, or in the insert under way. */
  const waiting = () => state.pending.length + state.writingRows;

  /** A write is asked for, or starts: it takes every row waiting, so no timed write is due. */
  function stopFlushTimer() {
    clearTimeout(state.flushTimer);
    state.flushTimer = undefined;
  }

  /** One write at a time, so rows wait only in `pending`: one asked for during a write follows it, shared by every call meanwhile. */
  const writes = serialRuns(() => {
    stopFlushTimer();
    return drain();
  });

  /** Writes the rows waiting now, once the write under way ends. */
  function write(): Promise<void> {
    stopFlushTimer();
    return writes();
  }

  /** The rows waiting now, `batchRows` to an insert: each is one turn at the database, so a read or a lead waits behind one at most. */
  async function drain() {
    for (let left = state.pending.length; left > 0; ) {
      const rows = state.pending.splice(0, Math.min(left, batchRows));
      left -= rows.length;
      state.writingRows = rows.length;
      await db.query(insertSql, [JSON.stringify(rows)], { client: fieldLine }).catch((error: unknown) => {
        console.warn(`[backend] ${rows.length} field signals were not stored:`, error instanceof Error ? error.message : error);
      });
      state.writingRows = 0;
    }
    if (now().getTime() - state.lastPrune >= pruneEveryMs) await pruneNow();
  }

  /** Deletes the rows past the retention, `batchRows` to a statement (each one turn at the database, as inserts). */
  async function pruneNow() {
    state.lastPrune = now().getTime();
    const daysAgo = (days: number) => new Date(now().getTime() - days * 86_400_000).toISOString();
    const batches = async (sql: string, before: string, what: string) => {
      try {
        for (let deleted = batchRows; deleted >= batchRows; ) {
          deleted = (await db.query(sql, [before, batchRows], { client: fieldLine })).affectedRows ?? 0;
        }
      } catch (error) {
        console.warn(`[backend] old ${what} were not pruned:`, error instanceof Error ? error.message : error);
      }
    };
    await batches(pruneSql, daysAgo(retentionDays), 'field signals');
    await batches(pruneCanaryViewsSql, daysAgo(Math.max(retentionDays, longestCanaryDays)), 'canary views');
    await deletePastSalts({ query: (sql, params) => db.query(sql, params, { client: fieldLine }) }).catch((error: unknown) => {
      console.warn("[backend] past days' client salts were not deleted:", error instanceof Error ? error.message : error);
    });
  }

  state.pruneTimer = setInterval(() => void pruneNow(), pruneEveryMs);
  state.pruneTimer.unref();

  async function handle(req: IncomingMessage, res: ServerResponse, client = req.socket.remoteAddress) {
    const decision = limiter?.take(client);
    if (decision && !decision.allowed) {
      req.resume();
      return text(res, 429, 'Too many field beacons from this address; try again shortly.', { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    const type = firstHeader(req.headers['content-type']) ?? '';
    // sendBeacon sends a string as text/plain; a Blob of JSON as application/json.
    if (!/^(?:application\/json|text\/plain)\s*(?:;|$)/i.test(type)) {
      req.resume();
      return text(res, 415, 'Send the beacon as JSON (application/json or text/plain).');
    }
    if (Number(req.headers['content-length'] ?? 0) > fieldLimits.maxBodyBytes) {
      req.resume();
      return text(res, 413, `The beacon is larger than ${fieldLimits.maxBodyBytes} bytes.`);
    }
    const body = await readCapped(req, fieldLimits.maxBodyBytes);
    if (!body) return text(res, 413, `The beacon is larger than ${fieldLimits.maxBodyBytes} bytes.`, { Connection: 'close' });
    let raw: unknown;
    try {
      raw = JSON.parse(body.toString('utf8'));
    } catch {
      return text(res, 400, 'The beacon is not JSON.');
    }
    const parsed = parseFieldBeacon(raw);
    if (!parsed.ok) return text(res, 400, `The beacon was refused: ${parsed.problem}.`);
    const refused = accepts && (await refusedRelease(parsed.beacon, accepts));
    if (refused) return text(res, 400, `The beacon was refused: ${refused}.`);
    let clientHash: string;
    try {
      clientHash = await hash(client);
    } catch (error) {
      console.warn('[backend] a field beacon was dropped: its client could not be hashed:', error instanceof Error ? error.message : error);
      return text(res, 503, 'The field signals cannot be taken now; this beacon was dropped.', { 'Retry-After': '5' });
    }
    // Checked where the rows are added, with no wait between, so concurrent beacons cannot pass it together.
    if (state.closed || waiting() + parsed.beacon.signals.length > maxPending) {
      return text(res, 503, 'Too many field signals wait to be stored; this beacon was dropped.', { 'Retry-After': '5' });
    }
    onBeacon?.(req, parsed.beacon, clientHash);
    const { route, signals, view } = parsed.beacon;
    const cohort = cohortOf(req);
    const at = now().toISOString();
    for (const signal of signals) {
      state.pending.push({
        at,
        area: signal.area,
        release: signal.release,
        route,
        cohort,
        kind: signal.kind,
        name: signal.kind === 'view' ? 'view' : signal.name,
        value: signal.kind === 'view' ? null : signal.value,
        client: clientHash,
        view: view?.id ?? null,
        detail: (signal.kind === 'error' && signal.detail) || null,
      });
    }
    if (!state.flushTimer) {
      state.flushTimer = setTimeout(() => void write(), flushMs);
      state.flushTimer.unref();
    }
    res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
  }

  return {
    handle,
    flush: write,
    waiting,
    prune: pruneNow,
    clientHash: hash,
    async close() {
      state.closed = true;
      clearInterval(state.pruneTimer);
      await write();
    },
  };
}
