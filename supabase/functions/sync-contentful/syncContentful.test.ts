/**
 * The sync-contentful handler on its own, against a local stand-in for Contentful and a recording store:
 * what a run asks Contentful, how entries and assets become posts, the errors, sharing, the rate limit and
 * the deploy hook. (supabase/server/contentSync.test.ts runs it against the embedded database.)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asset, assetLink, deletedAsset, deletedEntry, entry, richText, startFakeContentful, type FakeContentful } from './fakeContentful';
import {
  contentfulSettingsFromEnv,
  createSyncContentfulHandler,
  deployHook,
  notConfiguredMessage,
  type ContentChange,
  type PostStore,
  type SyncBatch,
  type SyncHandlerOptions,
  type SyncResult,
} from './syncContentful';

let fake: FakeContentful;
beforeAll(async () => {
  fake = await startFakeContentful();
});
afterAll(async () => {
  await fake?.close();
});

/** Keeps the token and every batch; answers with the slugs of the batch. */
function recordingStore(token: string | null = null) {
  const batches: SyncBatch[] = [];
  const store: PostStore & { batches: SyncBatch[]; token: string | null } = {
    batches,
    token,
    async readSyncToken() {
      return store.token;
    },
    async apply(batch): Promise<SyncResult> {
      batches.push(batch);
      store.token = batch.next_token;
      const changedSlugs = batch.posts.map((post) => post.slug).sort();
      return { upserted: changedSlugs.length, deleted: batch.deleted_entry_ids.length, changedSlugs, deletedSlugs: batch.deleted_entry_ids.map((id) => `slug-of-${id}`) };
    },
  };
  return store;
}

const post = () => new Request('http://functions/sync-contentful', { method: 'POST' });

function handlerWith(options: Partial<SyncHandlerOptions> & { store: PostStore }) {
  let clock = 1_000_000;
  const handler = createSyncContentfulHandler({ contentful: fake.settings, now: () => clock, ...options });
  return { handler, advance: (ms: number) => (clock += ms) };
}

describe('a sync run', () => {
  it('pages through the initial sync and maps entries and assets onto posts', async () => {
    const body = richText('Guests message before they arrive.', 'Answer them in seconds.');
    fake.script(
      null,
      [
        [
          entry('e1', { title: 'Messaging that converts', slug: 'messaging-that-converts', excerpt: ' Short. ', content: body, author: 'Ana Ruiz', publishedAt: '2026-10-05T08:00:00.000Z', category: 'Guest Experience', featured: true, image: assetLink('a1') }),
          asset('a1', '//images.ctfassets.net/fakespace/a1/tok/photo.jpg'),
          asset('a2', 'javascript:alert(1)'),
        ],
        [
          entry('e2', { title: 'HTML body', slug: 'html-body', content: '<p>one two three</p>', readTime: '7 min read' }, { createdAt: '2026-09-01T10:00:00.000Z' }),
          entry('e3', { title: 'Only a title', slug: 'only-a-title' }),
          entry('x1', { name: 'An author entry' }, { contentType: 'author' }),
        ],
      ],
      'initial-done',
    );
    const store = recordingStore();
    const { handler } = handlerWith({ store });
    const start = fake.requests.length;

    const response = await handler(post());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ upserted: 3, deleted: 0, changedSlugs: ['html-body', 'messaging-that-converts', 'only-a-title'], deletedSlugs: [] });
    expect(fake.requests.slice(start)).toEqual(['initial=true', 'sync_token=initial-done-page-1']);

    const [batch] = store.batches;
    expect(batch).toMatchObject({ source: 'fakespace/master', previous_token: null, next_token: 'initial-done', deleted_entry_ids: [], deleted_asset_ids: [] });
    expect(batch.assets).toEqual([
      { asset_id: 'a1', url: 'https://images.ctfassets.net/fakespace/a1/tok/photo.jpg' },
      { asset_id: 'a2', url: null },
    ]);
    expect(batch.posts).toEqual([
      {
        contentful_id: 'e1',
        slug: 'messaging-that-converts',
        title: 'Messaging that converts',
        excerpt: 'Short.',
        content: JSON.stringify(body),
        author: 'Ana Ruiz',
        category: 'Guest Experience',
        read_time: '1 min read',
        published_at: '2026-10-05T08:00:00.000Z',
        created_at: '2026-10-01T09:00:00.000Z',
        featured: true,
        image_asset_id: 'a1',
      },
      // The publication date falls back to the entry's creation; a given read time is kept.
      { contentful_id: 'e2', slug: 'html-body', title: 'HTML body', content: '<p>one two three</p>', read_time: '7 min read', published_at: '2026-09-01T10:00:00.000Z', created_at: '2026-09-01T10:00:00.000Z' },
      // Everything else is left to the column defaults.
      { contentful_id: 'e3', slug: 'only-a-title', title: 'Only a title', published_at: '2026-10-01T09:00:00.000Z', created_at: '2026-10-01T09:00:00.000Z' },
    ]);
  });

  it('continues from the stored token and passes deletions on', async () => {
    fake.script('token-7', [[entry('e1', { title: 'Renamed', slug: 'renamed' }), deletedEntry('e2'), deletedAsset('a1')]], 'token-8');
    const store = recordingStore('token-7');
    const { handler } = handlerWith({ store });
    const start = fake.requests.length;

    const response = await handler(post());
    expect(response.status).toBe(200);
    expect(fake.requests.slice(start)).toEqual(['sync_token=token-7']);
    expect(store.batches[0]).toMatchObject({ previous_token: 'token-7', next_token: 'token-8', deleted_entry_ids: ['e2'], deleted_asset_ids: ['a1'] });
    expect(store.batches[0].posts.map((one) => one.slug)).toEqual(['renamed']);
  });

  it('stores nothing when a page fails, an entry lacks its slug, or two entries share one', async () => {
    fake.script('t-fail', [[entry('e1', { title: 'A', slug: 'a' })], { status: 500 }], 't-never');
    fake.script('t-bad', [[entry('e1', { title: 'No slug' })]], 't-never');
    fake.script('t-twice', [[entry('e1', { title: 'A', slug: 'same' }), entry('e2', { title: 'B', slug: 'same' })]], 't-never');
    const cases = [
      ['t-fail', 502, 'contentful_failed', "Contentful's sync API failed: 500 Internal server error."],
      ['t-bad', 422, 'invalid_content', 'Contentful entry e1 has no slug in locale en-US.'],
      ['t-twice', 422, 'invalid_content', 'Contentful entries e1 and e2 both have the slug "same".'],
    ] as const;
    for (const [token, status, error, message] of cases) {
      const store = recordingStore(token);
      const response = await handlerWith({ store }).handler(post());
      expect(response.status, token).toBe(status);
      expect(await response.json(), token).toEqual({ error, message });
      expect(store.batches, token).toEqual([]);
    }
  });

  it('reports a store failure, and a token another run replaced as a conflict', async () => {
    fake.script('t-store', [[entry('e1', { title: 'A', slug: 'a' })]], 't-after');
    const failing = (error: Error): PostStore => ({ readSyncToken: async () => 't-store', apply: async () => Promise.reject(error) });
    const broken = await handlerWith({ store: failing(new Error('invalid input syntax for type timestamp')) }).handler(post());
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ error: 'store_failed', message: 'Nothing was changed: the synced posts could not be stored (invalid input syntax for type timestamp).' });
    const raced = await handlerWith({ store: failing(Object.assign(new Error('Another Contentful sync finished while this one ran; run it again.'), { code: '40001' })) }).handler(post());
    expect(raced.status).toBe(409);
    expect(await raced.json()).toMatchObject({ error: 'sync_conflict' });
  });
});

describe('calls', () => {
  it('answers 501 not_configured without Contentful settings, 405 to GET and 204 to a CORS preflight', async () => {
    const store = recordingStore();
    const { handler } = handlerWith({ store, contentful: undefined });
    const response = await handler(post());
    expect(response.status).toBe(501);
    expect(await response.json()).toEqual({ error: 'not_configured', message: notConfiguredMessage });
    const configured = handlerWith({ store }).handler;
    expect((await configured(new Request('http://functions/sync-contentful'))).status).toBe(405);
    const preflight = await configured(new Request('http://functions/sync-contentful', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(store.batches).toEqual([]);
  });

  it('share one run while it lasts, then start at most one run per interval (429 with Retry-After)', async () => {
    fake.script('t-share', [[entry('e9', { title: 'Shared', slug: 'shared' })]], 't-shared');
    fake.script('t-shared', [[]], 't-later');
    const store = recordingStore('t-share');
    const { handler, advance } = handlerWith({ store, minIntervalMs: 60_000 });
    const start = fake.requests.length;

    const held = fake.hold();
    const first = handler(post());
    await held.arrived;
    const second = handler(post());
    held.release();
    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await b.json()).toEqual(await a.json());
    expect(fake.requests.slice(start)).toEqual(['sync_token=t-share']);
    expect(store.batches).toHaveLength(1);

    advance(59_001);
    const limited = await handler(post());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.json()).toEqual({ error: 'rate_limited', message: 'A Contentful sync ran less than 60 s ago; try again in 1 s.' });
    expect(fake.requests.slice(start)).toHaveLength(1);

    advance(1_000);
    const later = await handler(post());
    expect(later.status).toBe(200);
    expect(await later.json()).toEqual({ upserted: 0, deleted: 0, changedSlugs: [], deletedSlugs: [] });
    expect(fake.requests.slice(start)).toEqual(['sync_token=t-share', 'sync_token=t-shared']);
  });
});

describe('after a sync', () => {
  let hook: http.Server;
  let hookUrl: string;
  const received: { method?: string; type?: string; body: unknown }[] = [];
  let hookStatus = 204;

  beforeAll(async () => {
    hook = http.createServer(async (req, res) => {
      let text = '';
      for await (const chunk of req) text += chunk;
      received.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(text) });
      res.writeHead(hookStatus).end();
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/prerender`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });

  it('POSTs the changed and deleted slugs to the deploy hook, only when something changed', async () => {
    fake.script('t-hook', [[entry('e5', { title: 'New', slug: 'new-post' }), deletedEntry('e6')]], 't-hooked');
    fake.script('t-hooked', [[]], 't-quiet');
    const { handler, advance } = handlerWith({ store: recordingStore('t-hook'), afterSync: deployHook(hookUrl) });

    const response = await handler(post());
    expect(response.status).toBe(200);
    expect(received).toEqual([{ method: 'POST', type: 'application/json', body: { changedSlugs: ['new-post'], deletedSlugs: ['slug-of-e6'] } }]);

    advance(60_000);
    expect((await handler(post())).status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('keeps the sync when the hook fails, and says so', async () => {
    fake.script('t-hook-fails', [[entry('e7', { title: 'Kept', slug: 'kept' })]], 't-after-hook');
    hookStatus = 500;
    const calls: ContentChange[] = [];
    const { handler } = handlerWith({
      store: recordingStore('t-hook-fails'),
      afterSync: async (change) => {
        calls.push(change);
        await deployHook(hookUrl)(change);
      },
    });
    const response = await handler(post());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ upserted: 1, deleted: 0, changedSlugs: ['kept'], deletedSlugs: [], afterSyncError: 'The deploy hook answered 500.' });
    expect(calls).toEqual([{ changedSlugs: ['kept'], deletedSlugs: [] }]);
  });
});

describe('settings from the environment', () => {
  it('needs a space and a token, and reads a host given as a URL', () => {
    const env = (values: Record<string, string>) => (name: string) => values[name];
    expect(contentfulSettingsFromEnv(env({ CONTENTFUL_SPACE_ID: 'abc' }))).toBeUndefined();
    expect(contentfulSettingsFromEnv(env({ CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_ACCESS_TOKEN: ' ' }))).toBeUndefined();
    expect(contentfulSettingsFromEnv(env({ CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_ACCESS_TOKEN: 'tok' }))).toEqual({ space: 'abc', accessToken: 'tok' });
    expect(
      contentfulSettingsFromEnv(
        env({ CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_ACCESS_TOKEN: 'tok', CONTENTFUL_ENVIRONMENT: 'staging', CONTENTFUL_HOST: 'http://127.0.0.1:8787/cda', CONTENTFUL_LOCALE: 'en-GB' }),
      ),
    ).toEqual({ space: 'abc', accessToken: 'tok', environment: 'staging', host: '127.0.0.1:8787', insecure: true, basePath: '/cda', locale: 'en-GB' });
    expect(contentfulSettingsFromEnv(env({ CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_ACCESS_TOKEN: 'tok', CONTENTFUL_HOST: 'preview.contentful.com' }))?.host).toBe('preview.contentful.com');
  });
});
