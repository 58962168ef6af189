import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, type Backend } from 'supabase-backend/server';
import { fetchNewestPosts, fetchPostVersions } from './publishedPosts';

describe('the job’s reads of the published posts', { timeout: 60_000 }, () => {
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

  it('get every post’s version once, newest first, a page at a time from where the last page ended', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    const posts = await fetchPostVersions({ url: backend.url, anonKey: backend.keys.anonKey }, { pageSize: 4 });
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

  it('get the newest posts whole for the feed, by their date or, without one, their creation', async () => {
    const newest = await fetchNewestPosts({ url: backend.url, anonKey: backend.keys.anonKey }, 5);
    const { rows } = await backend.db.query<{ slug: string; title: string }>(
      'select slug, title from public.blog_posts order by coalesce(published_at, created_at) desc, slug collate "C" limit 5',
    );
    expect(newest.map(({ slug, title }) => ({ slug, title }))).toEqual(rows);
    // The undated awkward posts were created last: the newest of all.
    expect(newest.slice(0, 3).map((post) => post.slug).sort()).toEqual(['100%-off', 'x"y', 'zz-last']);
  });

  it('name the failure when the backend refuses the read', async () => {
    await expect(fetchPostVersions({ url: backend.url, anonKey: 'not-a-key' })).rejects.toThrow(/^Reading the articles failed: HTTP 401/);
  });
});
