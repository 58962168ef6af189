/**
 * The published articles, read from the backend's REST API with the public key (as the browser would):
 * card columns only, a thousand rows a request (hosted Supabase's default page cap).
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

const pageSize = 1000;

export async function fetchPublishedPosts(backend: { url: string; anonKey: string }): Promise<PublishedPost[]> {
  const posts: PublishedPost[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const url = new URL('rest/v1/blog_posts', backend.url.endsWith('/') ? backend.url : `${backend.url}/`);
    url.search = new URLSearchParams({
      select: 'slug,title,excerpt,category,author,published_at,created_at,updated_at,image_url',
      order: 'published_at.desc.nullslast,slug.asc',
      offset: String(offset),
      limit: String(pageSize),
    }).toString();
    const response = await fetch(url, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` } });
    if (!response.ok) throw new Error(`Reading the articles failed: HTTP ${response.status} ${await response.text()}`);
    const rows = (await response.json()) as PostRow[];
    for (const row of rows) {
      const publishedAt = row.published_at ?? row.created_at;
      posts.push({
        slug: row.slug,
        title: row.title,
        excerpt: row.excerpt ?? '',
        category: row.category ?? '',
        author: row.author ?? '',
        publishedAt,
        imageUrl: row.image_url,
        lastModified: new Date(publishedAt),
        updatedAt: row.updated_at,
      });
    }
    if (rows.length < pageSize) return posts;
  }
}
