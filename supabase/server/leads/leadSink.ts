/**
 * `POST /api/leads`: the local stand-in for the CRM's web-to-lead endpoint. Forms post multipart/form-data
 * (or urlencoded) in no-cors mode; from the site's own origin the form reads the status (shared/src/leads.ts),
 * so a 2xx is what the visitor is told "sent" by, and a lead must not be lost once it was acknowledged. Its
 * text is cleaned and capped (leadText.ts), then written ahead to the journal (leadJournal.ts: one record,
 * fsync'd) before anything else, and stored as a row of `leads` (read by the
 * service role only: `GET /rest/v1/leads`, or `readLeads`). 200: stored; 202: journaled, stored later — the
 * database is unavailable (not open, failed, closed), refused it, or did not answer within `storeWithinMs`;
 * 503 with `Retry-After`: it could not be journaled (a full or failing disk), so it is not stored either and
 * nothing of it is kept: the sender's next try is then its only copy, stored once.
 * Journaled leads are replayed (idempotently, by lead id) when a database is attached, while some wait (with
 * backoff), and whenever the database was reopened (a restored data directory may lack rows it had).
 * Because every lead is journaled first, even a database restored from an older copy gets them all back.
 * Each client address may send `burst` leads at once, then one per `windowMs / burst` (429 with Retry-After).
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, Transform } from 'node:stream';
import type { Database } from '../database/workerDatabase';
import type { JournalLead, LeadJournal } from './leadJournal';
import { cleanLead, leadLimits } from './leadText';
import { createRateLimiter, type RateLimitOptions } from './rateLimit';

export interface StoredLead {
  id: string | null;
  receivedAt: string;
  source: string | null;
  userAgent: string | null;
  fields: Record<string, string>;
}

export interface LeadSinkOptions {
  journal: LeadJournal;
  /** Per client address; `false` for none (default: 10 at once, 10 a minute). */
  rateLimit?: RateLimitOptions | false;
  /** A lead the database has not stored within this time is answered 202, as journaled (default 2 s). */
  storeWithinMs?: number;
  /** First wait before journaled leads are replayed again, doubled up to `maxRetryMs` (defaults 1 s, 30 s). */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface LeadSink {
  /** `client`: the address the lead comes from (the connection's, unless a trusted proxy names another). */
  handle(req: IncomingMessage, res: ServerResponse, client?: string): Promise<void>;
  /** The database leads are stored in from now on (none: every lead is only journaled); then call `replay`. */
  useDatabase(db: Database | undefined): void;
  /** Stores the journal's leads that are not in the table yet; resolves to how many are still waiting. */
  replay(): Promise<number>;
  /** Journaled leads not known to be in the table (as of the last replay or lead). */
  waiting(): number;
  /** Stops the replay timers (the journal stays). */
  close(): void;
}

function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(body);
}

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Seconds a sender is asked to wait when its lead could not be journaled (a full or failing disk). */
export const journalRetryAfterSeconds = 60;

/** Leads per statement when the journal is replayed. */
const replayBatch = 200;

const insertSql = `insert into public.leads (lead_id, received_at, source, user_agent, fields)
  select (l->>'id')::uuid, (l->>'receivedAt')::timestamptz, l->>'source', l->>'userAgent', l->'fields'
  from jsonb_array_elements($1::jsonb) as l
  on conflict (lead_id) do nothing`;

export function createLeadSink({ journal, rateLimit, storeWithinMs = 2000, retryMs = 1000, maxRetryMs = 30_000 }: LeadSinkOptions): LeadSink {
  const limiter = rateLimit === false ? undefined : createRateLimiter(rateLimit);
  let db: Database | undefined;
  /** Journal leads known to be in the table of the database as it was last opened (`generation`). */
  let stored = new Set<string>();
  let generation: { db: Database; restarts: number } | undefined;
  /** Leads journaled and not known to be stored (those of earlier runs once the journal was read: `replay`). */
  let unstored = new Set<string>();
  let journalRead = false;
  let replaying: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  /** Whether `timer` is a retry for waiting leads (rather than the watch for a reopened database). */
  let retrying = false;
  let wait = retryMs;
  let closed = false;

  const insert = (database: Database, leads: JournalLead[]) => database.query(insertSql, [JSON.stringify(leads)]);

  const sameGeneration = (database: Database) => generation?.db === database && generation.restarts === database.restarts;

  async function replayOnce(): Promise<number> {
    const leads = await journal.read();
    const database = db;
    if (database && !sameGeneration(database)) {
      // Another database, or the same reopened (its directory may be an older copy): check every lead again.
      generation = { db: database, restarts: database.restarts };
      stored = new Set();
    }
    const pending = leads.filter((lead) => !stored.has(lead.id));
    if (database) {
      for (let i = 0; i < pending.length; i += replayBatch) {
        const batch = pending.slice(i, i + replayBatch);
        try {
          await insert(database, batch);
        } catch (error) {
          console.warn(`[backend] ${pending.length - i} journaled leads wait for the database:`, reason(error));
          break;
        }
        // Reopened meanwhile: what it stored may be gone with an older directory; the next round checks.
        if (!sameGeneration(database)) break;
        for (const lead of batch) stored.add(lead.id);
      }
    }
    unstored = new Set(leads.filter((lead) => !stored.has(lead.id)).map((lead) => lead.id));
    journalRead = true;
    return unstored.size;
  }

  /** Replays now (once more after a running replay, when asked meanwhile), and again later while leads wait. */
  function replay(): Promise<number> {
    if (replaying) {
      again = true;
      return replaying;
    }
    replaying = replayOnce()
      .catch((error: unknown) => {
        console.error('[backend] could not read the lead journal:', error);
        return Math.max(1, unstored.size);
      })
      .then((left) => {
        replaying = undefined;
        if (again) {
          again = false;
          return replay();
        }
        schedule(left);
        return left;
      });
    return replaying;
  }

  /** While leads wait: a replay after a growing wait. Otherwise a look now and then for a reopened database. */
  function schedule(left: number) {
    if (closed || (left > 0 && retrying)) return;
    clearTimeout(timer);
    retrying = left > 0;
    if (retrying) {
      timer = setTimeout(() => {
        retrying = false;
        void replay();
      }, wait);
      wait = Math.min(wait * 2, maxRetryMs);
    } else {
      wait = retryMs;
      timer = setTimeout(() => (db && !sameGeneration(db) ? void replay() : schedule(0)), 5000);
    }
    timer.unref();
  }

  /** Stores one lead (already journaled) within `storeWithinMs`: true once it is in the table. */
  async function store(lead: JournalLead): Promise<boolean> {
    const database = db;
    if (!database) return false;
    const attempt = insert(database, [lead]).then(
      () => {
        if (sameGeneration(database)) {
          stored.add(lead.id);
          unstored.delete(lead.id);
        }
        return true;
      },
      (error: unknown) => {
        console.warn(`[backend] the database did not store lead ${lead.id}; it waits in the journal:`, reason(error));
        return false;
      },
    );
    let late: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([attempt, new Promise<false>((resolve) => (late = setTimeout(() => resolve(false), storeWithinMs)))]);
    } finally {
      clearTimeout(late);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, client = req.socket.remoteAddress) {
    const decision = limiter?.take(client);
    if (decision && !decision.allowed) {
      req.resume();
      return text(res, 429, 'Too many leads from this address; try again shortly.', { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    const type = firstHeader(req.headers['content-type']) ?? '';
    if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
      req.resume();
      return text(res, 415, 'Send the lead as multipart/form-data.');
    }
    if (Number(req.headers['content-length'] ?? 0) > leadLimits.maxBodyBytes) {
      req.resume();
      return text(res, 413, 'The lead is too large.');
    }
    let form: FormData;
    try {
      const body = Readable.toWeb(limited(req)) as ReadableStream<Uint8Array>;
      form = await new Request('http://local/lead', { method: 'POST', headers: { 'content-type': type }, body, duplex: 'half' } as RequestInit).formData();
    } catch {
      return text(res, 400, 'The lead could not be read.');
    }
    const entries: [string, string][] = [];
    for (const [name, value] of form.entries()) if (typeof value === 'string') entries.push([name, value]);
    const lead: JournalLead = {
      id: crypto.randomUUID(),
      receivedAt: new Date().toISOString(),
      ...cleanLead(entries, firstHeader(req.headers.referer), firstHeader(req.headers['user-agent'])),
    };
    // Written ahead: a lead is stored only once it is on disk. One that cannot be journaled is neither stored
    // nor acknowledged, so the sender's next try is its only copy (never a second one).
    try {
      await journal.append(lead);
    } catch (error) {
      console.error(`[backend] lead ${lead.id} could not be journaled; the sender was asked to send it again:`, error);
      return text(res, 503, 'The lead could not be kept; please send it again later.', { 'Retry-After': String(journalRetryAfterSeconds) });
    }
    unstored.add(lead.id);
    const inTable = await store(lead);
    text(res, inTable ? 200 : 202, 'Thank you.');
    if (!inTable) schedule(1);
    else if (!journalRead || unstored.size > 0 || (db && !sameGeneration(db))) void replay();
  }

  return {
    handle,
    replay,
    useDatabase(database) {
      db = database;
    },
    waiting: () => unstored.size,
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}

/** Stops reading a body (chunked, without a length) once it passes the limit. */
function limited(req: IncomingMessage): Readable {
  let seen = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > leadLimits.maxBodyBytes ? new Error('The lead is too large.') : null, chunk);
    },
  });
  req.on('error', (error) => guard.destroy(error));
  return req.pipe(guard);
}

export async function readLeads(db: Database): Promise<StoredLead[]> {
  const { rows } = await db.query<{ lead_id: string | null; received_at: Date; source: string | null; user_agent: string | null; fields: Record<string, string> }>(
    'select lead_id, received_at, source, user_agent, fields from public.leads order by id',
  );
  return rows.map((row) => ({ id: row.lead_id, receivedAt: row.received_at.toISOString(), source: row.source, userAgent: row.user_agent, fields: row.fields }));
}
