/** Where the discovery files live on the site, for the job that writes them and the pages that link them. */
export { articlePath, articlePattern, feedPath, newsPath } from 'shared/newsPaths';
export const sitemapPath = '/sitemap.xml';
export const robotsPath = '/robots.txt';
