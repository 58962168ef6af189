/** A backend with a data directory keeps its data across restarts and seeds only once. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { seedPosts } from '../seed/posts';
import { DataDirInUse, lockDataDir, readLeads, startBackend } from './index';
import { parseJournal } from './leads/leadJournal';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stayvia-backend-'));

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(`${dataDir}-leads.jsonl`, { force: true });
});

it('persists writes and leads, and does not seed again on restart', async () => {
  const gone = seedPosts[0].slug;
  const first = await startBackend({ dataDir });
  try {
    const removed = await fetch(`${first.url}/rest/v1/blog_posts?slug=eq.${gone}`, { method: 'DELETE', headers: { apikey: first.keys.serviceKey } });
    expect(removed.status).toBe(204);
    const form = new FormData();
    form.set('Email', 'kept@example.com');
    expect((await fetch(`${first.url}/api/leads`, { method: 'POST', body: form })).status).toBe(200);
  } finally {
    await first.close();
  }

  const second = await startBackend({ dataDir });
  try {
    const response = await fetch(`${second.url}/rest/v1/blog_posts?select=slug`, { headers: { apikey: second.keys.anonKey } });
    const slugs = ((await response.json()) as { slug: string }[]).map((post) => post.slug);
    expect(slugs).toHaveLength(seedPosts.length - 1);
    expect(slugs).not.toContain(gone);
    expect((await readLeads(second.db)).map((lead) => lead.fields)).toEqual([{ Email: 'kept@example.com' }]);
  } finally {
    await second.close();
  }
}, 120_000);

it('replays leads journaled while the database refused them when the backend starts again', async () => {
  const form = new FormData();
  form.set('Email', 'journaled@example.com');
  const first = await startBackend({ dataDir });
  try {
    await first.db.exec(`alter table public.leads add constraint refuse_all check (false) not valid`);
    const answer = await fetch(`${first.url}/api/leads`, { method: 'POST', body: form });
    expect(answer.status).toBe(202);
    await first.db.exec('alter table public.leads drop constraint refuse_all');
  } finally {
    await first.close();
  }
  // Every lead is written ahead to the journal, the one stored earlier too.
  const journal = parseJournal(await fs.readFile(`${dataDir}-leads.jsonl`, 'utf8')).leads;
  expect(journal.map((lead) => lead.fields)).toEqual([{ Email: 'kept@example.com' }, { Email: 'journaled@example.com' }]);

  const second = await startBackend({ dataDir });
  try {
    const leads = (await readLeads(second.db)).filter((lead) => lead.fields.Email === 'journaled@example.com');
    expect(leads).toHaveLength(1);
    expect(leads[0].id).toBe(journal[1].id);
    expect((await readLeads(second.db)).filter((lead) => lead.fields.Email === 'kept@example.com')).toHaveLength(1);
  } finally {
    await second.close();
  }
}, 120_000);

it('refuses a data directory another opener holds, before touching it (even asked for a fresh database)', async () => {
  const held = await lockDataDir(dataDir, { label: 'the site on http://localhost:18580' });
  try {
    const before = await fs.readdir(dataDir);
    expect(before.length).toBeGreaterThan(0);
    const refusal = await startBackend({ dataDir, fresh: true }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUse);
    expect((refusal as Error).message).toContain(`in use by process ${process.pid}, the site on http://localhost:18580`);
    expect(await fs.readdir(dataDir)).toEqual(before);
  } finally {
    held.release();
  }
  // Free again: it opens, with the data kept.
  const backend = await startBackend({ dataDir });
  try {
    expect((await readLeads(backend.db)).map((lead) => lead.fields.Email)).toContain('kept@example.com');
  } finally {
    await backend.close();
  }
}, 120_000);
