/**
 * The published articles, read from the backend's REST API with the public key (as the browser would):
 * card columns only, a thousand rows a request (hosted Supabase's default page cap), in slug order from where
 * the last request ended (`slug=gt.<last>`, the unique index): each request reads its own rows and no more, so the
 * whole read grows with the posts (an offset made every request skip the rows before it again: 32 s at 100,000
 * posts). Returned newest first, as the pages list them.
 */
import type { FeedPost } from './discovery/rssFeed';

export interface PublishedPost extends FeedPost {
  lastModified: Date;
  /** When the row last changed (ISO 8601): the job re-renders an article whose value differs from its index. */
  updatedAt: string;
}

interface PostRow {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string | null;
  author: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  image_url: string | null;
}

/** Rows a request (hosted Supabase's default cap). */
const defaultPageSize = 1000;

/** Newest first (`published_at desc nulls last`), then by slug: the order the job renders and shards in. */
function newestFirst(a: PostRow, b: PostRow): number {
  if (a.published_at !== b.published_at) {
    if (a.published_at === null) return 1;
    if (b.published_at === null) return -1;
    const byDate = Date.parse(b.published_at) - Date.parse(a.published_at);
    if (byDate) return byDate;
  }
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

export async function fetchPublishedPosts(backend: { url: string; anonKey: string }, { pageSize = defaultPageSize } = {}): Promise<PublishedPost[]> {
  const rows: PostRow[] = [];
  for (let after: string | undefined; ; ) {
    const url = new URL('rest/v1/blog_posts', backend.url.endsWith('/') ? backend.url : `${backend.url}/`);
    url.search = new URLSearchParams({
      select: 'slug,title,excerpt,category,author,published_at,created_at,updated_at,image_url',
      ...(after !== undefined && { slug: `gt.${after}` }),
      order: 'slug.asc',
      limit: String(pageSize),
    }).toString();
    const response = await fetch(url, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` } });
    if (!response.ok) throw new Error(`Reading the articles failed: HTTP ${response.status} ${await response.text()}`);
    const page = (await response.json()) as PostRow[];
    rows.push(...page);
    if (page.length < pageSize) break;
    after = page[page.length - 1].slug;
  }
  return rows.sort(newestFirst).map((row) => {
    const publishedAt = row.published_at ?? row.created_at;
    return {
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt ?? '',
      category: row.category ?? '',
      author: row.author ?? '',
      publishedAt,
      imageUrl: row.image_url,
      lastModified: new Date(publishedAt),
      updatedAt: row.updated_at,
    };
  });
}
