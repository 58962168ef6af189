/**
 * The news area's reads. The database does the work: the list reads card columns only, pages with `range`
 * and an exact count, filters by category and searches title and excerpt server-side. Loaded with the data
 * client, on a page's first read (useNews.ts): a prerendered page shows the data it was rendered with.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
// The backend package's quoting of user text inside a PostgREST `or` filter (plain data, never syntax).
import { searchFilter } from 'supabase-backend/client/searchFilter';
import { articleColumns, cardColumns, toBlogPost, type BlogPost, type BlogPostRow } from './post';
import type { ListFilter, PostPage } from './newsKeys';

export const listErrorFallback = 'Failed to fetch blog posts';
export const articleErrorFallback = 'Failed to fetch blog post';
export const syncErrorFallback = 'Failed to sync with Contentful';


/**
 * supabase-js (postgrest-js 2.109) retries a failed GET on its own, three times with backoff, inside each
 * call; under TanStack Query's own retries a backend outage became 16 requests per query and ~38 s of
 * skeletons. Retrying is the data client's job alone (shared/src/siteData/dataClient.ts): every read here
 * sends exactly one request per attempt.
 */
const once = <Q extends { retry(enabled: boolean): Q }>(query: Q) => query.retry(false);

const failure = (error: { message?: string } | null, fallback: string) => new Error(error?.message || fallback);

function listQuery(client: SupabaseClient, { category, search, withoutFeatured }: ListFilter) {
  let query = client.from('blog_posts').select(cardColumns, { count: 'exact' });
  if (category) query = query.eq('category', category);
  if (search.trim()) query = query.or(searchFilter(['title', 'excerpt'], search.trim()));
  if (withoutFeatured) query = query.eq('featured', false);
  return query.order('published_at', { ascending: false, nullsFirst: false }).order('id');
}

/** Posts `from`..`to` (inclusive) of the list under a filter, with the total count. */
export async function fetchPostPage(client: SupabaseClient, filter: ListFilter, from: number, to: number): Promise<PostPage> {
  const { data, error, count } = await once(listQuery(client, filter).range(from, to));
  if (error) throw failure(error, listErrorFallback);
  const rows = (data ?? []) as unknown as BlogPostRow[];
  return { posts: rows.map(toBlogPost), total: count ?? rows.length };
}

/** The newest featured post, if any. */
export async function fetchFeaturedPost(client: SupabaseClient): Promise<BlogPost | null> {
  const { data, error } = await once(
    client.from('blog_posts').select(cardColumns).eq('featured', true).order('published_at', { ascending: false, nullsFirst: false }).order('id').limit(1),
  );
  if (error) throw failure(error, listErrorFallback);
  const rows = (data ?? []) as unknown as BlogPostRow[];
  return rows[0] ? toBlogPost(rows[0]) : null;
}

/**
 * The distinct categories of all posts, alphabetically: one row per category from the `blog_categories` view
 * (supabase/migrations), however many posts there are.
 */
export async function fetchCategories(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await once(client.from('blog_categories').select('category').order('category'));
  if (error) throw failure(error, listErrorFallback);
  const names = ((data ?? []) as { category: string | null }[]).map((row) => row.category?.trim() || 'General');
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/** One post by slug, or null when no row has it. */
export async function fetchArticle(client: SupabaseClient, slug: string): Promise<BlogPost | null> {
  const { data, error } = await once(client.from('blog_posts').select(articleColumns).eq('slug', slug).maybeSingle());
  if (error) throw failure(error, articleErrorFallback);
  return data ? toBlogPost(data as unknown as BlogPostRow) : null;
}

/** Runs the content sync; a failure carries the function's own message when it sent one. */
export async function syncContent(client: SupabaseClient): Promise<unknown> {
  const { data, error } = await client.functions.invoke('sync-contentful');
  if (!error) return data;
  const context = (error as { context?: unknown }).context;
  let detail = '';
  if (context instanceof Response) {
    const body = (await context.json().catch(() => null)) as { message?: unknown; error?: unknown } | null;
    detail = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : '';
  }
  throw new Error(detail ? `${syncErrorFallback}: ${detail}` : syncErrorFallback);
}
