/** Where the discovery files live on the site, for the job that writes them and the pages that link them. */
export { articlePath, articlePattern, feedPath, newsPath } from 'shared/newsPaths';
/** The sitemap robots.txt names: the one sitemap, or the sitemap index once the site outgrows one file. */
export const sitemapPath = '/sitemap.xml';
/**
 * The n-th sitemap an index lists (1-based). At the site's root: a sitemap may only list URLs under its own
 * folder (sitemaps.org, "Sitemap file location").
 */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;
export const robotsPath = '/robots.txt';
