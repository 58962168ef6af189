/**
 * The backend on a PostgreSQL server of its own that goes down and comes back (vitest.postgres.config.ts):
 * reads answer the backend's own 503 with Retry-After meanwhile (never PostgREST's or the driver's text, which
 * names the host and port), answer again within a few seconds of the server's return, and every lead answered 2xx
 * through a full journal disk and the outage is stored exactly once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { platformName, platformSupported } from './conformance/realPostgrest';
import { startLocalPostgres, type LocalPostgres } from './database/localPostgres';
import { migratePostgres } from './database/migratePostgres';
import { startBackend, type Backend } from './index';
import { fakeDisk } from './leads/fakeDisk';
import { fileJournal } from './leads/leadJournal';
import { createLeadSink, journalRetryAfterSeconds, readLeads, type LeadSink } from './leads/leadSink';
import { databaseRetryAfterSeconds } from './postgrest/errors';

let server: LocalPostgres;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-'));
const journal = path.join(dir, 'leads.jsonl');
const disk = fakeDisk();
let sink: LeadSink;
const backends: Backend[] = [];

/** How soon after the server is back reads must answer again. */
const recoveryBoundMs = 5000;
/**
 * How long the server stays down: a duration, not an event. By then PostgREST's own retries are 8–16 s apart, so
 * without the backend's restart of it reads would stay 503 for about 11 s after the server is back (23 s after a
 * 40 s outage, measured here).
 */
const outageMs = 20_000;

beforeAll(async () => {
  if (!platformSupported()) throw new Error(`PostgREST's binary runs on Linux x64 only; this machine is ${platformName()}.`);
  server = await startLocalPostgres();
  await migratePostgres(server.url);
  sink = createLeadSink({ journal: fileJournal(journal, disk.files), rateLimit: false, retryMs: 100, maxRetryMs: 500 });
  for (const rest of ['real', 'embedded'] as const) backends.push(await startBackend({ databaseUrl: server.url, rest, leads: { sink } }));
}, 300_000);

afterAll(async () => {
  for (const backend of backends) await backend.close();
  sink?.close();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const readNews = (backend: Backend) => fetch(`${backend.url}/rest/v1/blog_posts?select=slug&order=published_at.desc&limit=3`, { headers: { apikey: backend.keys.anonKey } });

async function postLead(backend: Backend, email: string) {
  const response = await fetch(`${backend.url}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `Email=${encodeURIComponent(email)}` });
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

describe(`a PostgreSQL outage, with PostgREST (${platformName()}) and with the embedded REST layer`, { timeout: 180_000 }, () => {
  it('answers 503 in its own words with Retry-After while the server is down, reads again within seconds of its return, and stores every acknowledged lead once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const backend of backends) expect((await readNews(backend)).status).toBe(200);
    const acknowledged: string[] = [];
    const refused: string[] = [];
    const send = async (email: string) => {
      const { status, retryAfter } = await postLead(backends[0], email);
      if (status === 200 || status === 202) return void acknowledged.push(email);
      expect(status).toBe(503);
      expect(retryAfter).toBe(String(journalRetryAfterSeconds));
      refused.push(email);
    };
    await send('before@example.com');

    await server.pause();
    for (const backend of backends) {
      // Twice: the first request may meet a pooled connection that dies on it, the second a refused connect.
      for (let i = 0; i < 2; i++) {
        const answer = await readNews(backend);
        const text = await answer.text();
        expect(answer.status, backend.database).toBe(503);
        expect(answer.headers.get('retry-after')).toBe(String(databaseRetryAfterSeconds));
        expect(JSON.parse(text)).toEqual({ code: 'PGRST001', details: null, hint: null, message: 'The database is not available right now; try again in a few seconds.' });
        expect(text).not.toContain(String(server.port));
      }
    }

    // The journal's disk fills while the database is down: leads that fit are acknowledged, the others refused.
    await send('down-1@example.com');
    disk.free = 300;
    for (let i = 2; i <= 5; i++) await send(`down-${i}@example.com`);
    expect(refused.length).toBeGreaterThan(0);
    disk.free = Infinity;
    for (const email of refused.splice(0)) await send(email);
    expect(refused).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, outageMs));
    expect((await readNews(backends[0])).status).toBe(503);
    await server.resume();
    const back = Date.now();
    for (const backend of backends) {
      await expect.poll(async () => (await readNews(backend)).status, { timeout: recoveryBoundMs, interval: 200 }).toBe(200);
    }
    expect(Date.now() - back).toBeLessThan(recoveryBoundMs);

    await expect.poll(() => sink.waiting(), { timeout: 10_000 }).toBe(0);
    const stored = (await readLeads(backends[0].db)).map((lead) => lead.fields.Email);
    expect(stored.sort()).toEqual([...acknowledged].sort());
  });
});
