/**
 * The sitemap (sitemaps.org 0.9): every prerendered route and article with its last-modified date. One
 * `/sitemap.xml` while the site fits in one file; past the protocol's limits per file (50,000 URLs, 50 MB
 * uncompressed), `/sitemap.xml` becomes a sitemap index listing `/sitemap-1.xml` … `/sitemap-n.xml`. robots.txt
 * names `/sitemap.xml` either way, and crawlers read a urlset and an index at the same address alike.
 */
import { sitemapPartPath, sitemapPath } from './paths';
import { escapeXml, normalizeSiteUrl, siteUrlOf, validDate } from './xml';

export type SitemapPage = { path: string; lastModified: Date };

/** The protocol's limits: URLs and bytes per sitemap, sitemaps and bytes per index, characters per URL. */
export const sitemapLimits = { maxUrls: 50_000, maxSitemaps: 50_000, maxBytes: 50 * 1024 * 1024, maxUrlLength: 2_047 };
export type SitemapLimits = typeof sitemapLimits;

export interface Sitemaps {
  /** The files by site path: `/sitemap.xml` alone, or the index (last) and the sitemaps it lists (first). */
  files: Map<string, string>;
  /** Pages left out because their URL is longer than the protocol allows (2,048 characters or more). */
  leftOut: string[];
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const urlsetHead = `${xmlHead}<urlset xmlns="${namespace}">\n`;
const urlsetTail = '</urlset>\n';
const indexHead = `${xmlHead}<sitemapindex xmlns="${namespace}">\n`;
const indexTail = '</sitemapindex>\n';

/** W3C datetime in UTC to the second (`2024-05-01T09:30:00Z`). */
const w3cDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const urlElement = (loc: string, lastModified: Date) =>
  `  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${w3cDateTime(lastModified)}</lastmod>\n  </url>\n`;
const sitemapElement = (loc: string, lastModified: Date) =>
  `  <sitemap>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${w3cDateTime(lastModified)}</lastmod>\n  </sitemap>\n`;

interface Part {
  urls: string[];
  bytes: number;
  newest: Date;
}

export function buildSitemaps({ siteUrl, pages, limits = sitemapLimits }: { siteUrl: string; pages: SitemapPage[]; limits?: SitemapLimits }): Sitemaps {
  const base = normalizeSiteUrl(siteUrl);
  // One entry per URL (the newest date wins), home first, then by URL so the files diff stably.
  const byUrl = new Map<string, Date>();
  const leftOut: string[] = [];
  for (const page of pages) {
    const loc = siteUrlOf(base, page.path);
    const lastModified = validDate(page.lastModified, `Sitemap page ${page.path}`);
    if (loc.length > limits.maxUrlLength) {
      leftOut.push(page.path);
      continue;
    }
    const known = byUrl.get(loc);
    if (!known || known < lastModified) byUrl.set(loc, lastModified);
  }
  const home = siteUrlOf(base, '/');
  const entries = [...byUrl].sort(([a], [b]) => Number(b === home) - Number(a === home) || (a < b ? -1 : a > b ? 1 : 0));

  // Files filled in order, each up to the URL and byte limits (the head and tail counted).
  const frame = Buffer.byteLength(urlsetHead) + Buffer.byteLength(urlsetTail);
  const parts: Part[] = [];
  let part: Part | undefined;
  for (const [loc, lastModified] of entries) {
    const url = urlElement(loc, lastModified);
    const bytes = Buffer.byteLength(url);
    if (!part || part.urls.length === limits.maxUrls || part.bytes + bytes > limits.maxBytes) {
      part = { urls: [], bytes: frame, newest: lastModified };
      parts.push(part);
    }
    part.urls.push(url);
    part.bytes += bytes;
    if (lastModified > part.newest) part.newest = lastModified;
  }
  const urlset = (urls: string[]) => `${urlsetHead}${urls.join('')}${urlsetTail}`;
  if (parts.length <= 1) return { files: new Map([[sitemapPath, urlset(parts[0]?.urls ?? [])]]), leftOut };

  const files = new Map(parts.map((each, i) => [sitemapPartPath(i + 1), urlset(each.urls)]));
  // A sitemap's date in the index is that of the newest page it lists.
  const index = `${indexHead}${parts.map((each, i) => sitemapElement(siteUrlOf(base, sitemapPartPath(i + 1)), each.newest)).join('')}${indexTail}`;
  if (parts.length > limits.maxSitemaps || Buffer.byteLength(index) > limits.maxBytes) {
    throw new Error(`The sitemap index would list ${parts.length} sitemaps; one index holds at most ${limits.maxSitemaps} (and ${limits.maxBytes} bytes)`);
  }
  // The index last: it is written after the sitemaps it lists.
  files.set(sitemapPath, index);
  return { files, leftOut };
}
