/** The lead sink without a real database: every lead journaled first, stored when a database can take it. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../database/workerDatabase';
import { fileJournal, type LeadJournal } from './leadJournal';
import { createLeadSink, type LeadSink } from './leadSink';

/** A stand-in for the database: a table of leads by id; `mode` makes it refuse or never answer. */
function fakeDatabase() {
  const rows = new Map<string, unknown>();
  const fake = {
    rows,
    restarts: 0,
    unavailable: undefined,
    mode: 'ok' as 'ok' | 'refuse' | 'hang',
    async query(_sql: string, params: unknown[] = []) {
      if (fake.mode === 'refuse') throw new Error('The database worker stopped (exit code 1).');
      if (fake.mode === 'hang') return new Promise(() => undefined);
      for (const lead of JSON.parse(params[0] as string) as { id: string }[]) if (!rows.has(lead.id)) rows.set(lead.id, lead);
      return { rows: [], fields: [] };
    },
  };
  return fake;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function serve(sink: LeadSink) {
  const server = http.createServer((req, res) => void sink.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())), () => sink.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads`;
  return async (email: string) => {
    const form = new FormData();
    form.set('Email', email);
    const started = Date.now();
    const response = await fetch(url, { method: 'POST', body: form });
    return { status: response.status, ms: Date.now() - started };
  };
}

function journalFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-sink-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'leads.jsonl');
}

const journaledEmails = (file: string) =>
  fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { fields: { Email: string } }).fields.Email);

it('journals a lead before storing it, and answers 200 once stored', async () => {
  const file = journalFile();
  const db = fakeDatabase();
  const sink = createLeadSink({ journal: fileJournal(file), rateLimit: false });
  sink.useDatabase(db as unknown as Database);
  const post = await serve(sink);
  expect((await post('a@example.com')).status).toBe(200);
  expect(journaledEmails(file)).toEqual(['a@example.com']);
  expect(db.rows.size).toBe(1);
});

it('takes leads with no database (202), and stores them once one is attached', async () => {
  const file = journalFile();
  const sink = createLeadSink({ journal: fileJournal(file), rateLimit: false });
  const post = await serve(sink);
  expect((await post('a@example.com')).status).toBe(202);
  expect((await post('b@example.com')).status).toBe(202);
  expect(sink.waiting()).toBe(2);
  const db = fakeDatabase();
  sink.useDatabase(db as unknown as Database);
  expect(await sink.replay()).toBe(0);
  expect([...db.rows.values()].map((lead) => (lead as { fields: { Email: string } }).fields.Email).sort()).toEqual(['a@example.com', 'b@example.com']);
  expect(sink.waiting()).toBe(0);
});

it('answers a slow database within its bound, as journaled, and replays refused leads by itself with backoff', async () => {
  const file = journalFile();
  const db = fakeDatabase();
  const sink = createLeadSink({ journal: fileJournal(file), rateLimit: false, storeWithinMs: 200, retryMs: 50, maxRetryMs: 100 });
  sink.useDatabase(db as unknown as Database);
  const post = await serve(sink);
  db.mode = 'hang';
  const slow = await post('slow@example.com');
  expect(slow.status).toBe(202);
  expect(slow.ms).toBeLessThan(1500);
  db.mode = 'refuse';
  expect((await post('refused@example.com')).status).toBe(202);
  expect(journaledEmails(file)).toEqual(['slow@example.com', 'refused@example.com']);
  db.mode = 'ok';
  // No further lead arrives: the sink's own retry stores both.
  await expect.poll(() => db.rows.size, { timeout: 5000 }).toBe(2);
  await expect.poll(() => sink.waiting(), { timeout: 5000 }).toBe(0);
});

it('replays every journaled lead into a database that was reopened on an older copy of its data', async () => {
  const file = journalFile();
  const db = fakeDatabase();
  const sink = createLeadSink({ journal: fileJournal(file), rateLimit: false });
  sink.useDatabase(db as unknown as Database);
  const post = await serve(sink);
  for (const email of ['a@example.com', 'b@example.com']) expect((await post(email)).status).toBe(200);
  await sink.replay();
  // Its worker was stopped and the directory restored from a copy made before these leads.
  db.rows.clear();
  db.restarts += 1;
  expect((await post('c@example.com')).status).toBe(200);
  await expect.poll(() => db.rows.size, { timeout: 5000 }).toBe(3);
});

it('asks the sender to send again (503) only when the lead could be neither journaled nor stored', async () => {
  const failing: LeadJournal = {
    append: () => Promise.reject(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })),
    read: async () => [],
  };
  const db = fakeDatabase();
  const sink = createLeadSink({ journal: failing, rateLimit: false });
  sink.useDatabase(db as unknown as Database);
  const post = await serve(sink);
  expect((await post('stored@example.com')).status).toBe(200);
  db.mode = 'refuse';
  expect((await post('lost@example.com')).status).toBe(503);
});
