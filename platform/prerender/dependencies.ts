/**
 * What a rendered page depends on, read from what it rendered: the area releases and exposed modules it
 * used, and the posts its data shows. The job records it in the page index; a release re-renders the pages
 * that used the area, a content sync the pages that show a changed post or a list of posts.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { PageEntry, PagesManifest } from './publish';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Slugs of every post in the page's data, and whether any read returned a list of posts. */
export function postsInData(data: DehydratedState): { posts: string[]; listsPosts: boolean } {
  const posts = new Set<string>();
  let listsPosts = false;
  const walk = (value: unknown, inList: boolean) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, true);
      return;
    }
    if (!isRecord(value)) return;
    if (typeof value.slug === 'string') {
      posts.add(value.slug);
      if (inList) listsPosts = true;
    }
    for (const [key, child] of Object.entries(value)) {
      // A list read's rows (`posts`, infinite `pages`): a new post would join them, so the page lists posts.
      if (Array.isArray(child) && (key === 'posts' || key === 'pages')) listsPosts = true;
      walk(child, inList);
    }
  };
  for (const query of data.queries) walk(query.state.data, false);
  return { posts: [...posts].sort(), listsPosts };
}

export interface ContentChange {
  /** Slugs new or updated since the index was written. */
  changed: Set<string>;
  /** Slugs the index has that are no longer published. */
  deleted: Set<string>;
}

/** Compares the published posts (slug → updated_at) with what the index rendered. */
export function contentChange(published: Map<string, string>, index: PagesManifest | undefined): ContentChange {
  const rendered = index?.articles ?? {};
  return {
    changed: new Set([...published].filter(([slug, updatedAt]) => rendered[slug] !== updatedAt).map(([slug]) => slug)),
    deleted: new Set(Object.keys(rendered).filter((slug) => !published.has(slug))),
  };
}

/** Whether a content change reaches a page rendered before it. */
export function contentReaches(entry: PageEntry, change: ContentChange): boolean {
  if (entry.listsPosts && (change.changed.size || change.deleted.size)) return true;
  return entry.posts.some((slug) => change.changed.has(slug) || change.deleted.has(slug));
}

/** Whether a release of `area` reaches a page rendered before it. */
export const releaseReaches = (entry: PageEntry, area: string) => area in entry.releases;
