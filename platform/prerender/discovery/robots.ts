/** `/robots.txt`: every crawler may fetch everything but the given paths, and is told where the sitemap is. */
import { sitemapPath } from './paths';
import { normalizeSiteUrl, siteUrlOf } from './xml';

export function buildRobots({ siteUrl, disallow = [] }: { siteUrl: string; disallow?: string[] }): string {
  for (const path of disallow) {
    // A line break would let a value write its own rules.
    if (!path.startsWith('/') || /[\s\u0000-\u001F\u007F]/.test(path)) {
      throw new Error(`robots.txt disallow paths start with "/" and hold no whitespace, got ${JSON.stringify(path)}`);
    }
  }
  const rules = ['User-agent: *', 'Allow: /', ...disallow.map((path) => `Disallow: ${path}`)];
  return `${rules.join('\n')}\n\nSitemap: ${siteUrlOf(normalizeSiteUrl(siteUrl), sitemapPath)}\n`;
}
