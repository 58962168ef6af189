/**
 * The news area's reads against the embedded backend (fresh, in memory, seeded), through supabase-js as
 * the pages use them: paging with counts, featured, categories, search with hostile text, slug lookups.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeClient } from 'supabase-backend/client/nodeClient';
import { seedPosts } from 'supabase-backend/seed/posts';
import { startBackend, type Backend } from 'supabase-backend/server';
import { fetchArticle, fetchCategories, fetchFeaturedPost, fetchPostPage, syncContent } from './newsQueries';
import type { ListFilter } from './newsKeys';

let backend: Backend;
let client: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ port: 0 });
  client = createNodeClient(backend.url, backend.keys.anonKey);
}, 120_000);

afterAll(async () => {
  await backend?.close();
});

const all: ListFilter = { category: null, search: '', withoutFeatured: false };
const newestFirst = [...seedPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

describe('news reads', { timeout: 30_000 }, () => {
  it('pages the list newest first with the exact total, without bodies', async () => {
    const first = await fetchPostPage(client, all, 0, 8);
    expect(first.total).toBe(seedPosts.length);
    expect(first.posts.map((post) => post.slug)).toEqual(newestFirst.slice(0, 9).map((post) => post.slug));
    expect(first.posts.every((post) => post.content === '')).toBe(true);
    const next = await fetchPostPage(client, all, 9, 14);
    expect(next.posts.map((post) => post.slug)).toEqual(newestFirst.slice(9, 15).map((post) => post.slug));
  });

  it('leaves the featured posts out of the grid under All, and reads the newest featured one', async () => {
    const featured = seedPosts.filter((post) => post.featured);
    const page = await fetchPostPage(client, { ...all, withoutFeatured: true }, 0, 8);
    expect(page.total).toBe(seedPosts.length - featured.length);
    expect((await fetchFeaturedPost(client))?.slug).toBe([...featured].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0].slug);
  });

  it('lists each category once and filters by one', async () => {
    const categories = await fetchCategories(client);
    expect(categories).toEqual([...new Set(seedPosts.map((post) => post.category ?? 'General'))].sort((a, b) => a.localeCompare(b)));
    const page = await fetchPostPage(client, { ...all, category: categories[0] }, 0, 8);
    expect(page.total).toBe(seedPosts.filter((post) => (post.category ?? 'General') === categories[0]).length);
    expect(page.posts.every((post) => post.category === categories[0])).toBe(true);
  });

  it('searches title and excerpt, case-insensitively; filter syntax in the text is plain data', async () => {
    const page = await fetchPostPage(client, { ...all, search: 'MOBILE KEY' }, 0, 8);
    const expected = seedPosts.filter((post) => `${post.title}\n${post.excerpt ?? ''}`.toLowerCase().includes('mobile key'));
    expect(page.total).toBe(expected.length);
    expect(page.total).toBeGreaterThan(0);
    // (`*` is PostgREST's own wildcard and cannot be escaped: searchFilter reads it as any one character.)
    for (const hostile of ['%', '_', '"),(title.neq.x', "' or 1=1 --", 'a\\"b', '(slug.eq.x)']) {
      const result = await fetchPostPage(client, { ...all, search: hostile }, 0, 8);
      expect(result.total, hostile).toBe(0);
    }
  });

  it('reads an article by slug with its body and defaults, and null for an unknown or hostile slug', async () => {
    const seed = newestFirst[0];
    const post = await fetchArticle(client, seed.slug);
    expect(post?.title).toBe(seed.title);
    expect(post?.content.length).toBeGreaterThan(100);
    expect(post?.readTime).toMatch(/min read$/);
    expect(await fetchArticle(client, 'no-such-post')).toBeNull();
    expect(await fetchArticle(client, "x' or '1'='1")).toBeNull();
    expect(await fetchArticle(client, `${seed.slug},slug.neq.x`)).toBeNull();
  });

  it('reports the content sync as not configured with the function’s message', async () => {
    await expect(syncContent(client)).rejects.toThrow(/^Failed to sync with Contentful: The sync-contentful function is not configured/);
  });
});
