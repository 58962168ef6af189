/**
 * `POST /api/leads`: the local stand-in for the CRM's web-to-lead endpoint. Forms post multipart/form-data
 * (or urlencoded) in no-cors mode; each lead becomes a row of `leads`, which only the service role can read
 * (`GET /rest/v1/leads` with the service key, or `readLeads`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, Transform } from 'node:stream';
import type { Database } from './database/workerDatabase';

export interface StoredLead {
  receivedAt: string;
  source: string | null;
  fields: Record<string, string>;
}

export const maxLeadBytes = 64 * 1024;

function text(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(body);
}

export async function handleLead(req: IncomingMessage, res: ServerResponse, db: Database) {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/.test(type)) {
    return text(res, 415, 'Send the lead as multipart/form-data.');
  }
  if (Number(req.headers['content-length'] ?? 0) > maxLeadBytes) return text(res, 413, 'The lead is too large.');
  let form: FormData;
  try {
    const body = Readable.toWeb(limited(req)) as ReadableStream<Uint8Array>;
    form = await new Request('http://local/lead', { method: 'POST', headers: { 'content-type': type }, body, duplex: 'half' } as RequestInit).formData();
  } catch {
    return text(res, 400, 'The lead could not be read.');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  const source = req.headers.referer ?? null;
  await db.query('insert into public.leads (fields, source) values ($1::jsonb, $2)', [JSON.stringify(fields), source]);
  text(res, 200, 'Thank you.');
}

/** Stops reading a body (chunked, without a length) once it passes the limit. */
function limited(req: IncomingMessage): Readable {
  let seen = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxLeadBytes ? new Error('The lead is too large.') : null, chunk);
    },
  });
  return req.pipe(guard);
}

export async function readLeads(db: Database): Promise<StoredLead[]> {
  const { rows } = await db.query<{ received_at: Date; source: string | null; fields: Record<string, string> }>(
    'select received_at, source, fields from public.leads order by id',
  );
  return rows.map((row) => ({ receivedAt: row.received_at.toISOString(), source: row.source, fields: row.fields }));
}
