import { newsFeed } from '../../../shared/src/newsFeed';
/** Where the discovery files live on the site, for the job that writes them and the pages that link them. */
export const newsPath = '/hospitality-industry-news';
export const sitemapPath = '/sitemap.xml';
export const robotsPath = '/robots.txt';
export const feedPath = newsFeed.path;

/** Site path of an article; the slug is CMS data, so it is percent-encoded as one path segment. */
export function articlePath(slug: string): string {
  // "." and ".." survive encodeURIComponent and would be resolved away by URL parsing.
  if (slug === '' || slug === '.' || slug === '..') throw new Error(`Invalid article slug ${JSON.stringify(slug)}`);
  return `${newsPath}/${encodeURIComponent(slug)}`;
}
