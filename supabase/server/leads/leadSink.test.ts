/** The lead sink without a real database: every lead journaled first, stored when a database can take it. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../database/workerDatabase';
import { fakeDisk } from './fakeDisk';
import { fileJournal, parseJournal } from './leadJournal';
import { createLeadSink, journalRetryAfterSeconds, type LeadSink } from './leadSink';

/**
 * A stand-in for the database: a table of leads by id; `mode` makes it refuse or not answer (until the mode
 * changes: then the queries left hanging fail, as a stopped worker's do).
 */
function fakeDatabase(record: (event: string) => void = () => undefined) {
  const rows = new Map<string, unknown>();
  const stopped = () => new Error('The database worker stopped (exit code 1).');
  const hanging: ((error: Error) => void)[] = [];
  let mode: 'ok' | 'refuse' | 'hang' = 'ok';
  const fake = {
    rows,
    inserts: 0,
    restarts: 0,
    unavailable: undefined,
    get mode() {
      return mode;
    },
    set mode(next) {
      mode = next;
      if (next !== 'hang') for (const fail of hanging.splice(0)) fail(stopped());
    },
    async query(_sql: string, params: unknown[] = []) {
      fake.inserts += 1;
      record('insert');
      if (mode === 'refuse') throw stopped();
      if (mode === 'hang') return new Promise((_, reject) => hanging.push(reject));
      for (const lead of JSON.parse(params[0] as string) as { id: string }[]) if (!rows.has(lead.id)) rows.set(lead.id, lead);
      return { rows: [], fields: [] };
    },
  };
  return fake;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  vi.restoreAllMocks();
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
    return { status: response.status, retryAfter: response.headers.get('retry-after'), ms: Date.now() - started };
  };
}

function journalFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-sink-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'leads.jsonl');
}

const journaledEmails = (file: string) =>
  parseJournal(fs.readFileSync(file, 'utf8')).leads.map((lead) => lead.fields.Email);

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
  const storeWithinMs = 200;
  const sink = createLeadSink({ journal: fileJournal(file), rateLimit: false, storeWithinMs, retryMs: 50, maxRetryMs: 100 });
  sink.useDatabase(db as unknown as Database);
  const post = await serve(sink);
  db.mode = 'hang';
  const slow = await post('slow@example.com');
  expect(slow.status).toBe(202);
  // It waited for the database its bound, and answered then: well before the default bound (2 s), which a sink that
  // ignored the one it was given would keep (nothing else answers: the database never does).
  expect(slow.ms).toBeGreaterThanOrEqual(storeWithinMs - 1);
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

it('asks the sender to send again (503, Retry-After) when the lead cannot be journaled, and stores none of it', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const file = journalFile();
  const disk = fakeDisk({ free: 0 });
  const db = fakeDatabase();
  const sink = createLeadSink({ journal: fileJournal(file, disk.files), rateLimit: false });
  sink.useDatabase(db as unknown as Database);
  await sink.replay();
  const post = await serve(sink);
  const answer = await post('lost@example.com');
  expect(answer.status).toBe(503);
  expect(answer.retryAfter).toBe(String(journalRetryAfterSeconds));
  expect(db.rows.size).toBe(0);
  expect(db.inserts).toBe(0);
  expect(fs.readFileSync(file, 'utf8')).toBe('');
  expect(sink.waiting()).toBe(0);
});

describe('write-ahead order', () => {
  for (const [database, status] of [['up', 200], ['down', 202]] as const) {
    it(`writes and fsyncs the journal before the insert and before the answer (database ${database}: ${status})`, async () => {
      const disk = fakeDisk();
      const db = fakeDatabase(disk.record);
      const sink = createLeadSink({ journal: fileJournal(journalFile(), disk.files), rateLimit: false });
      sink.useDatabase(db as unknown as Database);
      await sink.replay();
      const post = await serve(sink);
      if (database === 'down') db.mode = 'refuse';
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect((await post('a@example.com')).status).toBe(status);
      disk.record('answered');
      expect(disk.log).toEqual(['write', 'sync', 'sync directory', 'insert', 'answered']);
    });
  }
});

it('stores every lead answered 2xx exactly once through a full disk, the database down, a restart, space freed and the database back', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const file = journalFile();
  const disk = fakeDisk();
  const db = fakeDatabase();
  db.mode = 'refuse';
  const sinkOptions = { rateLimit: false, retryMs: 20, maxRetryMs: 50 } as const;
  let sink = createLeadSink({ journal: fileJournal(file, disk.files), ...sinkOptions });
  sink.useDatabase(db as unknown as Database);
  let post = await serve(sink);
  const acknowledged: string[] = [];
  const refused: string[] = [];
  const send = async (email: string) => {
    const { status, retryAfter } = await post(email);
    if (status >= 200 && status < 300) acknowledged.push(email);
    else {
      expect(status).toBe(503);
      expect(retryAfter).toBe(String(journalRetryAfterSeconds));
      refused.push(email);
    }
  };

  // Room for two records and part of a third; the database refuses every insert.
  await send('first@example.com');
  disk.free = Buffer.byteLength(fs.readFileSync(file)) * 2 + 50;
  for (let i = 0; i < 6; i += 1) await send(`full-${i}@example.com`);
  expect(acknowledged).toHaveLength(3);
  expect(refused).toHaveLength(4);

  // The process restarts while the disk is still full and the database still down.
  sink.close();
  sink = createLeadSink({ journal: fileJournal(file, disk.files), ...sinkOptions });
  sink.useDatabase(db as unknown as Database);
  expect(await sink.replay()).toBe(3);
  post = await serve(sink);
  await send('after-restart@example.com');
  expect(refused).toHaveLength(5);

  // Space is freed: the visitors send their refused leads again, and new ones arrive.
  disk.free = Infinity;
  for (const email of refused.splice(0)) await send(email);
  await send('later@example.com');
  expect(refused).toEqual([]);
  expect(acknowledged).toHaveLength(9);

  // The database is back: the sink's own retry stores them.
  db.mode = 'ok';
  await expect.poll(() => sink.waiting(), { timeout: 5000 }).toBe(0);
  const stored = [...db.rows.values()].map((row) => (row as { fields: { Email: string } }).fields.Email);
  expect(stored.sort()).toEqual([...acknowledged].sort());
  expect(parseJournal(fs.readFileSync(file, 'utf8')).torn).toBe(0);
});
