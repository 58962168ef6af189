/**
 * The site server's backend recovers by itself, and no acknowledged lead is lost: the real
 * server (`listen`, in this process) on a real database in a temporary data directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { readLeads } from 'supabase-backend/server';
import { listen, type RunningSite } from './siteStart';
import { releaseStore } from '../releases/store';

let dir: string;
const running: RunningSite[] = [];
/** How long a poll waits for what the server does by itself (a start, a retry after its backoff, a replay): generous for two busy cores. */
const byItself = { timeout: 120_000 };

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backend-'));
  // One client sends the whole burst.
  process.env.BACKEND_LEADS_PER_MINUTE = '100000';
});
afterEach(async () => {
  for (const site of running.splice(0)) await site.close();
}, 60_000);
afterAll(() => {
  delete process.env.BACKEND_LEADS_PER_MINUTE;
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string) {
  const store = releaseStore(path.join(dir, 'releases'));
  const site = await listen({ port: 0, store, settingsFile: path.join(dir, 'settings.json'), pagesDir: path.join(dir, 'pages'), backendDataDir: dataDir, prerender: false });
  running.push(site);
  const origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  const health = async () => {
    const response = await fetch(`${origin}/health`);
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { status: string; backend: { state: string; reason?: string; leadsWaiting: number } } };
  };
  const postLead = async (email: string) => {
    const form = new FormData();
    form.set('Email', email);
    return (await fetch(`${origin}/api/leads`, { method: 'POST', body: form })).status;
  };
  const storedEmails = async () => {
    const { db } = await site.backend.get();
    return (await readLeads(db)).map((lead) => lead.fields.Email);
  };
  /** Waits for the backend's start (seconds, or a minute on a busy machine), then checks the server says so. */
  const opened = async () => {
    await site.backend.get();
    expect((await health()).status).toBe(200);
  };
  return { site, origin, health, postLead, storedEmails, opened };
}

async function stop(site: RunningSite) {
  running.splice(running.indexOf(site), 1);
  await site.close();
}

it('recovers without a restart when its data directory was briefly unusable as it started, and loses no lead', async () => {
  const dataDir = path.join(dir, 'db-unusable');
  const first = await start(dataDir);
  await first.opened();
  expect(await first.postLead('before@example.com')).toBe(200);
  await stop(first.site);

  // The directory is away (a mount not back yet); something else stands at its path.
  fs.renameSync(dataDir, `${dataDir}.away`);
  fs.writeFileSync(dataDir, 'not a directory');
  const second = await start(dataDir);
  await expect.poll(async () => (await second.health()).body.backend.state, byItself).toBe('failed');
  const unhealthy = await second.health();
  expect(unhealthy.status).toBe(503);
  expect(unhealthy.retryAfter).toBe('5');
  expect(unhealthy.body.status).toBe('unhealthy');
  expect(unhealthy.body.backend.reason).toMatch(/EEXIST|ENOTDIR|not a directory|file already exists/i);
  expect((await fetch(`${second.origin}/rest/v1/blog_posts?select=slug`, { headers: { apikey: 'local-anon-key' } })).status).toBe(503);
  // The lead is journaled, not refused.
  expect(await second.postLead('while-away@example.com')).toBe(202);
  // Both journaled leads: with no database open, the one stored before is not known to be in its table either.
  expect((await second.health()).body.backend.leadsWaiting).toBe(2);

  fs.rmSync(dataDir);
  fs.renameSync(`${dataDir}.away`, dataDir);
  // The next attempt comes after the backoff (up to 30 s by now on a busy machine), then the start.
  await expect.poll(async () => (await second.health()).status, byItself).toBe(200);
  const reads = await fetch(`${second.origin}/rest/v1/blog_posts?select=slug`, { headers: { apikey: 'local-anon-key' } });
  expect(reads.status).toBe(200);
  expect(await second.postLead('after@example.com')).toBe(200);
  await expect.poll(async () => (await second.storedEmails()).sort(), byItself).toEqual(['after@example.com', 'before@example.com', 'while-away@example.com']);
  expect((await second.health()).body).toMatchObject({ status: 'ok', backend: { state: 'ready', leadsWaiting: 0 } });
}, 300_000);

it('stores every acknowledged lead of a burst during which the database worker is killed, its data corrupted and restored', async () => {
  const dataDir = path.join(dir, 'db-burst');
  const backup = `${dataDir}.backup`;
  const first = await start(dataDir);
  await first.opened();
  await stop(first.site);
  fs.cpSync(dataDir, backup, { recursive: true });

  const site = await start(dataDir);
  await site.opened();
  const { db } = await site.site.backend.get();
  const acknowledged: string[] = [];
  const statuses: number[] = [];
  let sent = 0;
  const wave = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const email = `lead-${++sent}@example.com`;
        const status = await site.postLead(email);
        statuses.push(status);
        if (status === 200 || status === 202) acknowledged.push(email);
      }),
    );
  /** A wait for a turn bounded generously: a busy machine may queue a session behind the waves' inserts. */
  const patient = { queueTimeoutMs: 120_000 };
  /**
   * Stops the worker the way a session past its time limit does, and resolves once the database was opened again or
   * failed to (true when it opened): the next session's turn comes only then.
   */
  const killWorker = async () => {
    const restarts = db.restarts;
    await expect(db.query('select pg_sleep(10)', [], { ...patient, timeoutMs: 50 })).rejects.toMatchObject({ code: '57014' });
    const opened = await db.query('select 1', [], patient).then(() => true, () => false);
    expect(db.restarts).toBeGreaterThan(restarts);
    return opened;
  };

  await wave(10);
  // Leads the database stored (200) and the older copy restored below lacks: only the journal has them then.
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  const burst = wave(20);
  expect(await killWorker()).toBe(true);
  await Promise.all([burst, wave(10)]);
  // Corrupted under the running database, once it is open: a worker still opening the folder (after a stop) ends its
  // recovery by writing the control file, over the damage. A session's answer means its worker is open.
  await db.query('select 1', [], patient);
  fs.writeFileSync(path.join(dataDir, 'global', 'pg_control'), Buffer.alloc(8192, 0xab));
  // The next worker finds the damage when it opens the folder.
  const [reopened] = await Promise.all([killWorker(), wave(20)]);
  expect(reopened).toBe(false);
  expect(db.unavailable).toBeDefined();
  await wave(20);
  expect(db.unavailable).toBeDefined();
  expect((await site.health()).status).toBe(503);
  // Restored from the copy made before the burst: the leads stored since are not in it.
  // (Without blocking the server, which runs in this process.)
  await fs.promises.rm(dataDir, { recursive: true, force: true });
  await fs.promises.cp(backup, dataDir, { recursive: true });
  await wave(20);

  expect(statuses.every((status) => status === 200 || status === 202)).toBe(true);
  expect(statuses.filter((status) => status === 202).length).toBeGreaterThan(0);
  expect(acknowledged).toHaveLength(100);
  await expect.poll(async () => (await readLeads(db).catch(() => [])).map((lead) => lead.fields.Email).sort(), byItself).toEqual([...acknowledged].sort());
  expect(new Set((await readLeads(db)).map((lead) => lead.id)).size).toBe(100);
  await expect.poll(async () => (await site.health()).body, byItself).toMatchObject({ status: 'ok', backend: { leadsWaiting: 0 } });
}, 300_000);
