/** `/sitemap.xml`: every prerendered route and article with its last-modified date (sitemaps.org 0.9). */
import { escapeXml, normalizeSiteUrl, siteUrlOf, validDate } from './xml';

export type SitemapPage = { path: string; lastModified: Date };

/** The protocol's limit per file; past it the site would need a sitemap index. */
const maxUrls = 50_000;

/** W3C datetime in UTC to the second (`2024-05-01T09:30:00Z`). */
const w3cDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function buildSitemap({ siteUrl, pages }: { siteUrl: string; pages: SitemapPage[] }): string {
  const base = normalizeSiteUrl(siteUrl);
  // One entry per URL (the newest date wins), home first, then by URL so the file diffs stably.
  const byUrl = new Map<string, Date>();
  for (const page of pages) {
    const loc = siteUrlOf(base, page.path);
    const lastModified = validDate(page.lastModified, `Sitemap page ${page.path}`);
    const known = byUrl.get(loc);
    if (!known || known < lastModified) byUrl.set(loc, lastModified);
  }
  if (byUrl.size > maxUrls) throw new Error(`Sitemap has ${byUrl.size} URLs; one file holds at most ${maxUrls}`);
  const home = siteUrlOf(base, '/');
  const entries = [...byUrl].sort(([a], [b]) => Number(b === home) - Number(a === home) || (a < b ? -1 : a > b ? 1 : 0));

  const urls = entries.map(
    ([loc, lastModified]) => `  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${w3cDateTime(lastModified)}</lastmod>\n  </url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}
