/**
 * What the news area's queries are named and sized by: the cache keys, the page sizes and the shapes the reads
 * return. Apart from the reads themselves (newsQueries.ts), which a page loads only when it reads.
 */
import type { BlogPost } from './post';

/** News page paging: the first 9, then 6 more per Load More. */
export const firstPageSize = 9;
export const morePageSize = 6;
export const teaserSize = 3;

export interface ListFilter {
  /** A category, or null for All. */
  category: string | null;
  search: string;
  /** Leave the featured posts out (they have their own card under All with no search). */
  withoutFeatured: boolean;
}

export interface PostPage {
  posts: BlogPost[];
  /** Rows matching the filter in all. */
  total: number;
}

export const newsKeys = {
  all: ['news'] as const,
  list: (filter: ListFilter) => ['news', 'list', filter] as const,
  teaser: ['news', 'teaser'] as const,
  featured: ['news', 'featured'] as const,
  categories: ['news', 'categories'] as const,
  article: (slug: string) => ['news', 'article', slug] as const,
};
