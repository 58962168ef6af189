import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, type Backend } from 'supabase-backend/server';
import { fetchPublishedPosts } from './publishedPosts';

describe('the job’s read of every published post', { timeout: 60_000 }, () => {
  let backend: Backend;
  // Slugs a request's filter must carry as plain values (PostgREST's reserved characters among them).
  const awkward = ['a,b)', 'x"y', '*', '100%-off', 'ends-with-dot.', 'zz-last'];
  beforeAll(async () => {
    backend = await startBackend();
    for (const [i, slug] of awkward.entries()) {
      await backend.db.query(`insert into public.blog_posts (title, slug, published_at) values ($1, $2, $3)`, [`Awkward ${i}`, slug, i % 2 ? null : `2020-01-0${i + 1}T00:00:00Z`]);
    }
  }, 120_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await backend?.close();
  });

  it('gets every post once, newest first, a page at a time from where the last page ended', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    const posts = await fetchPublishedPosts({ url: backend.url, anonKey: backend.keys.anonKey }, { pageSize: 4 });
    const { rows } = await backend.db.query<{ slug: string }>('select slug from public.blog_posts order by published_at desc nulls last, slug collate "C"');
    expect(posts.map((post) => post.slug)).toEqual(rows.map((row) => row.slug));
    expect(posts.map((post) => post.slug)).toEqual(expect.arrayContaining(awkward));

    // One request per page (the last one short or empty), none with an offset: each reads only its own rows.
    const urls = fetches.mock.calls.map(([url]) => new URL(String(url)));
    expect(urls).toHaveLength(Math.floor(rows.length / 4) + 1);
    expect(urls.some((url) => url.searchParams.has('offset'))).toBe(false);
    expect(urls[0].searchParams.has('slug')).toBe(false);
    expect(urls.slice(1).every((url) => url.searchParams.get('slug')?.startsWith('gt.'))).toBe(true);
  });

  it('names the failure when the backend refuses the read', async () => {
    await expect(fetchPublishedPosts({ url: backend.url, anonKey: 'not-a-key' })).rejects.toThrow(/^Reading the articles failed: HTTP 401/);
  });
});
