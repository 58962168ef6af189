/**
 * What a data read shows of the site's content, declared where the read is made (TanStack Query keeps it as the
 * query's `meta`): a post by its slug, or a list of posts (a new, changed or deleted post changes it). The shell's
 * renderer collects the reads a page made, so the prerender job renders a page again exactly when what it read
 * changes — without knowing which pages read what, or what the data looks like.
 */
export type ContentRead = { post: string } | { postList: true };

/** The `meta` of a read that shows one post. */
export const showsPost = (slug: string) => ({ content: { post: slug } satisfies ContentRead });

/** The `meta` of a read that lists posts (or shows what any post may change: the newest, the categories). */
export const listsPosts = { content: { postList: true } satisfies ContentRead };

/** The content a read declared, from its query's `meta`. */
export function contentReadOf(meta: unknown): ContentRead | undefined {
  const content = (meta as { content?: unknown } | undefined)?.content as Partial<{ post: unknown; postList: unknown }> | undefined;
  if (typeof content?.post === 'string') return { post: content.post };
  if (content?.postList === true) return { postList: true };
  return undefined;
}

/** What a page's reads show: the posts (sorted) and whether any read listed posts. */
export function contentShown(metas: readonly unknown[]): { posts: string[]; listsPosts: boolean } {
  const reads = metas.map(contentReadOf).filter((read): read is ContentRead => read !== undefined);
  return {
    posts: [...new Set(reads.flatMap((read) => ('post' in read ? [read.post] : [])))].sort(),
    listsPosts: reads.some((read) => 'postList' in read),
  };
}
