/**
 * The published articles, read from the backend's REST API with the public key (as the browser would), a
 * thousand rows a request at most (hosted Supabase's default page cap):
 * - every post's version (slug, dates), in slug order from where the last request ended (`slug=gt.<last>`, the
 *   unique index): each request reads its own rows and no more, so the read grows with the posts (an offset made
 *   every request skip the rows before it again: 32 s at 100,000 posts); the job compares them with its index;
 * - the newest posts whole (card columns), for the feed: the only place the job shows a post it does not render.
 */
import type { FeedPost } from './discovery/rssFeed';

/** Which post, when it was published (or created), and which version of it. */
export interface PostVersion {
  slug: string;
  /** ISO 8601: published_at, or created_at for a post without one. */
  publishedAt: string;
  lastModified: Date;
  /** When the row last changed (ISO 8601): the job re-renders an article whose value differs from its index. */
  updatedAt: string;
}

export interface PublishedPost extends FeedPost, PostVersion {}

interface VersionRow {
  slug: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

interface PostRow extends VersionRow {
  title: string;
  excerpt: string | null;
  category: string | null;
  author: string | null;
  image_url: string | null;
}

/** Rows a request (hosted Supabase's default cap). */
const defaultPageSize = 1000;
const versionColumns = 'slug,published_at,created_at,updated_at';
const cardColumns = `${versionColumns},title,excerpt,category,author,image_url`;

type Backend = { url: string; anonKey: string };

async function readRows<Row>(backend: Backend, query: Record<string, string>): Promise<Row[]> {
  const url = new URL('rest/v1/blog_posts', backend.url.endsWith('/') ? backend.url : `${backend.url}/`);
  url.search = new URLSearchParams(query).toString();
  const response = await fetch(url, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` } });
  if (!response.ok) throw new Error(`Reading the articles failed: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Row[];
}

/** Newest first (`published_at desc nulls last`), then by slug: the order the job renders and shards in. */
function newestFirst(a: VersionRow, b: VersionRow): number {
  if (a.published_at !== b.published_at) {
    if (a.published_at === null) return 1;
    if (b.published_at === null) return -1;
    const byDate = Date.parse(b.published_at) - Date.parse(a.published_at);
    if (byDate) return byDate;
  }
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

function version(row: VersionRow): PostVersion {
  const publishedAt = row.published_at ?? row.created_at;
  return { slug: row.slug, publishedAt, lastModified: new Date(publishedAt), updatedAt: row.updated_at };
}

/** Every published post's version, newest first. */
export async function fetchPostVersions(backend: Backend, { pageSize = defaultPageSize } = {}): Promise<PostVersion[]> {
  const rows: VersionRow[] = [];
  for (let after: string | undefined; ; ) {
    const page = await readRows<VersionRow>(backend, {
      select: versionColumns,
      ...(after !== undefined && { slug: `gt.${after}` }),
      order: 'slug.asc',
      limit: String(pageSize),
    });
    rows.push(...page);
    if (page.length < pageSize) break;
    after = page[page.length - 1].slug;
  }
  return rows.sort(newestFirst).map(version);
}

/** The `limit` newest posts whole, by their date (published_at, else created_at), newest first. */
export async function fetchNewestPosts(backend: Backend, limit: number): Promise<PublishedPost[]> {
  // The newest dated posts and the newest undated ones (by creation): the newest of all are among them.
  const [dated, undated] = await Promise.all([
    readRows<PostRow>(backend, { select: cardColumns, published_at: 'not.is.null', order: 'published_at.desc,slug.asc', limit: String(limit) }),
    readRows<PostRow>(backend, { select: cardColumns, published_at: 'is.null', order: 'created_at.desc,slug.asc', limit: String(limit) }),
  ]);
  return [...dated, ...undated]
    .map((row) => ({
      ...version(row),
      title: row.title,
      excerpt: row.excerpt ?? '',
      category: row.category ?? '',
      author: row.author ?? '',
      imageUrl: row.image_url,
    }))
    .sort((a, b) => b.lastModified.getTime() - a.lastModified.getTime() || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .slice(0, limit);
}
