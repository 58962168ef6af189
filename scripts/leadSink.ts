/**
 * Local stand-in for the CRM's web-to-lead endpoint: stores each posted lead as one JSON line so a person
 * or a test can see that it arrived. (The news issue moves this into the embedded backend.)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export interface StoredLead {
  receivedAt: string;
  fields: Record<string, string>;
}

const maxBody = 64 * 1024;

export async function handleLead(req: IncomingMessage, res: ServerResponse, file: string) {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/.test(type)) {
    res.writeHead(415, { 'Content-Type': 'text/plain' }).end('Send the lead as multipart/form-data.');
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > maxBody) {
    res.writeHead(413, { 'Content-Type': 'text/plain' }).end('The lead is too large.');
    return;
  }
  let form: FormData;
  try {
    const body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    form = await new Request('http://local/lead', { method: 'POST', headers: { 'content-type': type }, body, duplex: 'half' } as RequestInit).formData();
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain' }).end('The lead could not be read.');
    return;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  const lead: StoredLead = { receivedAt: new Date().toISOString(), fields };
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, `${JSON.stringify(lead)}\n`);
  res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Thank you.');
}

export async function readLeads(file: string): Promise<StoredLead[]> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as StoredLead);
}
