/**
 * sync-contentful in the embedded backend, called with supabase-js as the site does, reading a local stand-in
 * for Contentful: the initial sync, an incremental one, failures that change nothing, shared runs, the rate
 * limit and the onContentSynced callback. One backend for the file (PGlite is ~0.8 GB); the tests run in order
 * and each continues from the state the previous one left.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeClient } from '../client/nodeClient';
import { asset, assetLink, deletedEntry, entry, richText, startFakeContentful, type FakeContentful } from '../functions/sync-contentful/fakeContentful';
import type { ContentChange } from '../functions/sync-contentful/syncContentful';
import { seedPosts } from '../seed/posts';
import { createBackend, type MountableBackend } from './index';

let fake: FakeContentful;
let backend: MountableBackend;
let server: http.Server;
/** Resolves each function call's waiter once the backend has read the call (its body is in). */
const callWaiters: (() => void)[] = [];
const callRead = () => new Promise<void>((resolve) => callWaiters.push(resolve));
let anon: SupabaseClient;
let clock = 0;
const synced: ContentChange[] = [];
const minIntervalMs = 60_000;

beforeAll(async () => {
  fake = await startFakeContentful();
  backend = await createBackend({
    contentful: fake.settings,
    onContentSynced: (change) => void synced.push(change),
    contentSyncRateLimit: { minIntervalMs, now: () => clock },
  });
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/functions/v1/')) req.once('end', () => callWaiters.shift()?.());
    backend.handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  anon = createNodeClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, backend.keys.anonKey);
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await backend?.close();
  await fake?.close();
});

/** Runs the sync as the site's button does; a new run is allowed (the rate limit's interval has passed). */
async function invokeSync() {
  clock += minIntervalMs;
  return invoke();
}

async function invoke() {
  const { data, error } = await anon.functions.invoke('sync-contentful');
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context: Response }).context;
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

/** Everything a sync may change, read past the policies. */
async function databaseState() {
  const posts = await backend.db.query('select * from public.blog_posts order by slug');
  const state = await backend.db.query('select source, next_sync_token from public.content_sync_state order by source');
  const assets = await backend.db.query('select * from public.content_sync_assets order by asset_id');
  return { posts: posts.rows, state: state.rows, assets: assets.rows };
}

const storedToken = async () => (await databaseState()).state.map((row) => (row as { next_sync_token: string }).next_sync_token);

const seedSlug = seedPosts[0].slug;
const body = richText('Pre-arrival messages set the tone.', 'Answer within minutes.');

describe('sync-contentful in the embedded backend', { timeout: 30_000 }, () => {
  it('keeps the sync state from the public keys', async () => {
    const state = await anon.from('content_sync_state').select('*');
    expect(state.error).toMatchObject({ code: '42501' });
    const assets = await anon.from('content_sync_assets').select('*');
    expect(assets.error).toMatchObject({ code: '42501' });
    // Only the service role may run the sync's SQL functions.
    const asAnon = backend.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'anon', true)`);
      await tx.query(`select public.apply_content_sync('{"source":"x","next_token":"y"}'::jsonb)`);
    });
    await expect(asAnon).rejects.toThrow(/permission denied for function apply_content_sync/);
  });

  it('fills the table from the initial sync, following every page, and stores the token', async () => {
    fake.script(
      null,
      [
        [
          entry('entry-a', { title: 'Pre-arrival messaging', slug: 'pre-arrival-messaging', excerpt: 'Set the tone early.', content: body, author: 'Ana Ruiz', publishedAt: '2026-11-20T08:00:00.000Z', category: 'Guest Experience', image: assetLink('img-1') }),
          asset('img-1', '//images.ctfassets.net/fakespace/img-1/v1/arrival.jpg'),
        ],
        [
          entry('entry-b', { title: 'Late checkout, priced', slug: 'late-checkout-priced', content: '<p>Sell the hour.</p>', publishedAt: '2026-11-19T08:00:00.000Z', category: 'Revenue' }),
          // An entry whose slug a seed post has: upserted by slug, it takes that row over.
          entry('entry-c', { title: 'Rewritten in Contentful', slug: seedSlug, publishedAt: '2026-11-18T08:00:00.000Z' }),
        ],
      ],
      'token-1',
    );
    const start = fake.requests.length;

    const result = await invokeSync();
    expect(result).toEqual({ status: 200, body: { upserted: 3, deleted: 0, changedSlugs: ['late-checkout-priced', 'pre-arrival-messaging', seedSlug].sort(), deletedSlugs: [] } });
    expect(fake.requests.slice(start)).toEqual(['initial=true', 'sync_token=token-1-page-1']);
    expect(await storedToken()).toEqual(['token-1']);

    const { data } = await anon.from('blog_posts').select('*').in('slug', ['pre-arrival-messaging', 'late-checkout-priced', seedSlug]);
    const bySlug = new Map(data!.map((row) => [row.slug as string, row]));
    expect(bySlug.size).toBe(3);
    expect(bySlug.get('pre-arrival-messaging')).toMatchObject({
      title: 'Pre-arrival messaging',
      content: JSON.stringify(body),
      excerpt: 'Set the tone early.',
      author: 'Ana Ruiz',
      category: 'Guest Experience',
      featured: false,
      image_url: 'https://images.ctfassets.net/fakespace/img-1/v1/arrival.jpg',
      published_at: '2026-11-20T08:00:00+00:00',
      read_time: '1 min read',
      contentful_id: 'entry-a',
    });
    // Fields left out take the column defaults.
    expect(bySlug.get('late-checkout-priced')).toMatchObject({ title: 'Late checkout, priced', content: '<p>Sell the hour.</p>', excerpt: '', author: 'Stayvia Team', category: 'Revenue', image_url: null, contentful_id: 'entry-b' });
    expect(bySlug.get(seedSlug)).toMatchObject({ title: 'Rewritten in Contentful', content: '', excerpt: '', read_time: '5 min read', category: 'General', contentful_id: 'entry-c' });
    // The rest of the seed posts are untouched.
    const all = await anon.from('blog_posts').select('slug', { count: 'exact', head: true });
    expect(all.count).toBe(seedPosts.length + 2);
    expect(synced).toEqual([{ changedSlugs: result.body.changedSlugs, deletedSlugs: [] }]);
  });

  it('applies a later incremental sync (an update, a deletion, a new image) from the stored token', async () => {
    fake.script(
      'token-1',
      [[entry('entry-b', { title: 'Late checkout, priced again', slug: 'late-checkout-priced', category: 'Revenue' }), deletedEntry('entry-c'), asset('img-1', '//images.ctfassets.net/fakespace/img-1/v2/arrival.jpg')]],
      'token-2',
    );
    const start = fake.requests.length;

    const result = await invokeSync();
    expect(result).toEqual({ status: 200, body: { upserted: 1, deleted: 1, changedSlugs: ['late-checkout-priced', 'pre-arrival-messaging'], deletedSlugs: [seedSlug] } });
    expect(fake.requests.slice(start)).toEqual(['sync_token=token-1']);
    expect(await storedToken()).toEqual(['token-2']);

    const { data } = await anon.from('blog_posts').select('slug,title,content,image_url').in('slug', ['late-checkout-priced', 'pre-arrival-messaging', seedSlug]).order('slug');
    expect(data).toEqual([
      { slug: 'late-checkout-priced', title: 'Late checkout, priced again', content: '', image_url: null },
      // Only its asset changed: the post takes the new file's URL.
      { slug: 'pre-arrival-messaging', title: 'Pre-arrival messaging', content: JSON.stringify(body), image_url: 'https://images.ctfassets.net/fakespace/img-1/v2/arrival.jpg' },
    ]);
    expect(synced.at(-1)).toEqual({ changedSlugs: ['late-checkout-priced', 'pre-arrival-messaging'], deletedSlugs: [seedSlug] });
  });

  it('changes nothing, token included, when Contentful fails on page 2', async () => {
    fake.script('token-2', [[entry('entry-b', { title: 'Half-way', slug: 'late-checkout-priced' }), deletedEntry('entry-a')], { status: 500 }], 'token-3');
    const before = await databaseState();
    const notified = synced.length;

    const result = await invokeSync();
    expect(result.status).toBe(502);
    expect(result.body).toEqual({ error: 'contentful_failed', message: "Contentful's sync API failed: 500 Internal server error." });
    expect(await databaseState()).toEqual(before);
    expect(synced).toHaveLength(notified);
  });

  it('changes nothing when an entry cannot be stored, even the deletion before it', async () => {
    // The database refuses the date; the deletion of entry-a in the same sync is rolled back with it.
    fake.script('token-2', [[deletedEntry('entry-a'), entry('entry-d', { title: 'Bad date', slug: 'bad-date', publishedAt: '2026-13-45T99:00:00Z' })]], 'token-3');
    const before = await databaseState();

    const result = await invokeSync();
    expect(result.status).toBe(500);
    expect(result.body).toMatchObject({ error: 'store_failed', message: expect.stringMatching(/^Nothing was changed: the synced posts could not be stored \(.*(date|time).*\)\.$/) });
    expect(await databaseState()).toEqual(before);
  });

  it('shares one run between concurrent calls (Contentful sees one sync), then answers 429 until the interval passes', async () => {
    fake.script('token-2', [[entry('entry-e', { title: 'Shared run', slug: 'shared-run' })]], 'token-4');
    const start = fake.requests.length;
    clock += minIntervalMs;

    const held = fake.hold();
    const first = invoke();
    await held.arrived;
    const secondRead = callRead();
    const second = invoke();
    // The first run waits on Contentful until the second call has reached the function.
    await secondRead;
    held.release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual({ status: 200, body: { upserted: 1, deleted: 0, changedSlugs: ['shared-run'], deletedSlugs: [] } });
    expect(b).toEqual(a);
    expect(fake.requests.slice(start)).toEqual(['sync_token=token-2']);
    expect(await storedToken()).toEqual(['token-4']);

    clock += minIntervalMs - 20_000;
    const limited = await invoke();
    expect(limited.status).toBe(429);
    expect(limited.headers?.get('retry-after')).toBe('20');
    expect(limited.body).toEqual({ error: 'rate_limited', message: 'A Contentful sync ran less than 60 s ago; try again in 20 s.' });
    expect(fake.requests.slice(start)).toHaveLength(1);
  });

  it('moves a post whose entry changed its slug, keeping the image it links to', async () => {
    fake.script('token-4', [[entry('entry-a', { title: 'Pre-arrival messaging', slug: 'pre-arrival-messaging-2026', image: assetLink('img-1') })]], 'token-5');

    const result = await invokeSync();
    expect(result).toEqual({ status: 200, body: { upserted: 1, deleted: 1, changedSlugs: ['pre-arrival-messaging-2026'], deletedSlugs: ['pre-arrival-messaging'] } });
    const { data } = await anon.from('blog_posts').select('slug,image_url').in('slug', ['pre-arrival-messaging', 'pre-arrival-messaging-2026']);
    expect(data).toEqual([{ slug: 'pre-arrival-messaging-2026', image_url: 'https://images.ctfassets.net/fakespace/img-1/v2/arrival.jpg' }]);
    expect(synced.at(-1)).toEqual({ changedSlugs: ['pre-arrival-messaging-2026'], deletedSlugs: ['pre-arrival-messaging'] });
  });
});
