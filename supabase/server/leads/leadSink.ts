/**
 * `POST /api/leads`: the local stand-in for the CRM's web-to-lead endpoint. Forms post multipart/form-data
 * (or urlencoded) in no-cors mode, so the visitor is told "sent" whatever the answer: a lead must not be lost
 * once it has arrived. Its text is cleaned and capped (leadText.ts); it becomes a row of `leads` (read by the
 * service role only: `GET /rest/v1/leads`, or `readLeads`), or, when the database refuses it for any reason,
 * a line of the journal (leadJournal.ts) replayed into the table on start and after the next stored lead.
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
}

export interface LeadSink {
  /** `client`: the address the lead comes from (the connection's, unless a trusted proxy names another). */
  handle(req: IncomingMessage, res: ServerResponse, client?: string): Promise<void>;
  /** Stores the journal's leads that are not in the table yet; resolves to how many are still waiting. */
  replay(): Promise<number>;
}

function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(body);
}

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function createLeadSink(db: Database, { journal, rateLimit }: LeadSinkOptions): LeadSink {
  const limiter = rateLimit === false ? undefined : createRateLimiter(rateLimit);
  /** Journal leads known to be in the table. */
  const stored = new Set<string>();
  let journalMayHoldLeads = true;
  let replaying: Promise<number> | undefined;

  const insert = (lead: JournalLead) =>
    db.query(
      `insert into public.leads (lead_id, received_at, source, user_agent, fields) values ($1, $2, $3, $4, $5::jsonb)
       on conflict (lead_id) do nothing`,
      [lead.id, lead.receivedAt, lead.source, lead.userAgent, JSON.stringify(lead.fields)],
    );

  async function replayOnce(): Promise<number> {
    let waiting = 0;
    for (const lead of await journal.read()) {
      if (stored.has(lead.id)) continue;
      try {
        await insert(lead);
        stored.add(lead.id);
      } catch (error) {
        waiting++;
        console.warn(`[backend] lead ${lead.id} stays in the journal:`, error instanceof Error ? error.message : error);
      }
    }
    journalMayHoldLeads = waiting > 0;
    return waiting;
  }

  function replay(): Promise<number> {
    replaying ??= replayOnce().finally(() => (replaying = undefined));
    return replaying;
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
    try {
      await insert(lead);
    } catch (error) {
      console.warn(`[backend] the database refused lead ${lead.id}; it is kept in the journal:`, error instanceof Error ? error.message : error);
      try {
        await journal.append(lead);
      } catch (journalError) {
        console.error(`[backend] lead ${lead.id} could be neither stored nor journaled:`, journalError);
        return text(res, 503, 'The lead could not be kept; please send it again later.', { 'Retry-After': '60' });
      }
      journalMayHoldLeads = true;
      return text(res, 202, 'Thank you.');
    }
    text(res, 200, 'Thank you.');
    if (journalMayHoldLeads) void replay();
  }

  return { handle, replay };
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
