/**
 * The news area's addresses, for everything that links to them or serves them: the area's routes, the
 * navigation, the prerender job's feed and sitemap, and the site server's redirect of canonical addresses.
 */
export const newsPath = '/hospitality-industry-news';
/** The article route's pattern (mf-news `./routes`). */
export const articlePattern = `${newsPath}/:slug`;

/** The slug is CMS data: percent-encoded as one path segment ("." and ".." are never slugs). */
function encodeSlug(slug: string): string {
  if (slug === '' || slug === '.' || slug === '..') throw new Error(`Invalid article slug ${JSON.stringify(slug)}`);
  return encodeURIComponent(slug);
}

/** Where an article is served. */
export const articlePath = (slug: string) => `${newsPath}/${encodeSlug(slug)}`;

/** The canonical address of an article; the site answers it with a permanent redirect to the article. */
export const canonicalArticlePrefix = '/news/';
export const canonicalArticlePath = (slug: string) => `${canonicalArticlePrefix}${encodeSlug(slug)}`;

/** The news RSS feed. */
export const feedPath = `${newsPath}/rss.xml`;
