import { describe, expect, it } from 'vitest';
import { child, childrenNamed, parseXml } from './parseXml.testkit';
import { articlePath } from './paths';
import { buildSitemaps, sitemapLimits, type SitemapPage } from './sitemap';

/** The one sitemap of a site that fits in one file. */
const buildSitemap = (input: { siteUrl: string; pages: SitemapPage[] }) => {
  const { files, leftOut } = buildSitemaps(input);
  expect([...files.keys()]).toEqual(['/sitemap.xml']);
  expect(leftOut).toEqual([]);
  return files.get('/sitemap.xml')!;
};

const siteUrl = 'https://www.stayvia.com';
const day = (iso: string) => new Date(iso);

const entries = (xml: string) => {
  const urlset = parseXml(xml);
  return childrenNamed(urlset, 'url').map((url) => ({ loc: child(url, 'loc').text, lastmod: child(url, 'lastmod').text }));
};

describe('buildSitemaps: one sitemap', () => {
  it('writes a sitemaps.org 0.9 urlset with absolute locations, home first, then by URL', () => {
    const xml = buildSitemap({
      siteUrl,
      pages: [
        { path: '/pricing', lastModified: day('2024-03-02T08:00:00Z') },
        { path: '/hospitality-industry-news/zeta', lastModified: day('2024-05-01T10:15:30.250Z') },
        { path: '/', lastModified: day('2024-01-01T00:00:00Z') },
        { path: '/about', lastModified: day('2024-02-01T00:00:00Z') },
      ],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const urlset = parseXml(xml);
    expect(urlset.name).toBe('urlset');
    expect(urlset.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(entries(xml)).toEqual([
      { loc: 'https://www.stayvia.com/', lastmod: '2024-01-01T00:00:00Z' },
      { loc: 'https://www.stayvia.com/about', lastmod: '2024-02-01T00:00:00Z' },
      { loc: 'https://www.stayvia.com/hospitality-industry-news/zeta', lastmod: '2024-05-01T10:15:30Z' },
      { loc: 'https://www.stayvia.com/pricing', lastmod: '2024-03-02T08:00:00Z' },
    ]);
  });

  it('gives the same file whatever order the pages come in', () => {
    const pages = ['/', '/b', '/a', '/a/b', '/gdpr'].map((path, index) => ({ path, lastModified: day(`2024-01-0${index + 1}T00:00:00Z`) }));
    expect(buildSitemap({ siteUrl, pages: [...pages].reverse() })).toBe(buildSitemap({ siteUrl, pages }));
  });

  it('lists a URL once, with its newest date', () => {
    const xml = buildSitemap({
      siteUrl: `${siteUrl}/`,
      pages: [
        { path: '/pricing', lastModified: day('2024-03-02T00:00:00Z') },
        { path: '/pricing', lastModified: day('2024-04-09T00:00:00Z') },
        { path: '/pricing', lastModified: day('2024-01-01T00:00:00Z') },
      ],
    });
    expect(entries(xml)).toEqual([{ loc: 'https://www.stayvia.com/pricing', lastmod: '2024-04-09T00:00:00Z' }]);
  });

  it('percent-encodes and XML-escapes locations, keeping a base path', () => {
    const xml = buildSitemap({
      siteUrl: 'https://example.com/preview',
      pages: [
        { path: '/hospitality-industry-news/caf%C3%A9-%26-bar', lastModified: day('2024-01-01') },
        { path: '/search?q=a&b=<c>', lastModified: day('2024-01-01') },
        { path: '/a b/ü', lastModified: day('2024-01-01') },
      ],
    });
    expect(xml).toContain('<loc>https://example.com/preview/search?q=a&amp;b=%3Cc%3E</loc>');
    expect(entries(xml).map((entry) => entry.loc)).toEqual([
      'https://example.com/preview/a%20b/%C3%BC',
      'https://example.com/preview/hospitality-industry-news/caf%C3%A9-%26-bar',
      'https://example.com/preview/search?q=a&b=%3Cc%3E',
    ]);
  });

  it('writes an empty but valid urlset for no pages', () => {
    expect(parseXml(buildSitemap({ siteUrl, pages: [] })).children).toEqual([]);
  });

  it('refuses a relative path, an invalid date or a bad site URL with a message naming it', () => {
    expect(() => buildSitemap({ siteUrl, pages: [{ path: 'pricing', lastModified: new Date() }] })).toThrow('"pricing"');
    expect(() => buildSitemap({ siteUrl, pages: [{ path: '/pricing', lastModified: new Date('nope') }] })).toThrow(
      'Sitemap page /pricing: invalid date',
    );
    expect(() => buildSitemap({ siteUrl: 'www.stayvia.com', pages: [] })).toThrow(/siteUrl/);
  });

  it('keeps one sitemap up to the limit of 50,000 URLs', () => {
    const pages = Array.from({ length: 50_000 }, (_, index) => ({ path: `/p/${index}`, lastModified: day('2024-01-01') }));
    expect(childrenNamed(parseXml(buildSitemap({ siteUrl, pages })), 'url')).toHaveLength(50_000);
  });
});

describe('buildSitemaps: a sitemap index past one file', () => {
  const bytes = (text: string) => Buffer.byteLength(text);
  const locsOf = (xml: string, element: 'url' | 'sitemap') => childrenNamed(parseXml(xml), element).map((entry) => child(entry, 'loc').text);

  it('splits 120,000 URLs into sitemaps within the protocol limits, listed by an index on the site origin', () => {
    const start = Date.UTC(2020, 0, 1);
    const hostile = ['café & bar', '<script>"x"</script>', "it's ]]> done"];
    const pages: SitemapPage[] = [
      { path: '/', lastModified: new Date(start) },
      { path: '/search?q=a&b=<c>', lastModified: new Date(start) },
      ...Array.from({ length: 119_998 }, (_, i) => ({
        path: articlePath(`${hostile[i % hostile.length]}-${i}`),
        lastModified: new Date(start + i * 60_000),
      })),
    ];
    const { files, leftOut } = buildSitemaps({ siteUrl, pages });
    expect(leftOut).toEqual([]);
    expect([...files.keys()]).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml', '/sitemap.xml']);

    const expected = new Set(pages.map((page) => new URL(`${siteUrl}${page.path}`).href));
    expect(expected.size).toBe(120_000);
    const seen: string[] = [];
    const newest: string[] = [];
    for (const [sitePath, xml] of files) {
      if (sitePath === '/sitemap.xml') continue;
      expect(bytes(xml), sitePath).toBeLessThanOrEqual(sitemapLimits.maxBytes);
      const urlset = parseXml(xml);
      expect(urlset.name).toBe('urlset');
      expect(urlset.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const urls = childrenNamed(urlset, 'url');
      expect(urls.length, sitePath).toBeLessThanOrEqual(50_000);
      for (const url of urls) {
        const loc = child(url, 'loc').text;
        expect(new URL(loc).origin).toBe(siteUrl);
        expect(loc.length).toBeLessThan(2_048);
        seen.push(loc);
      }
      newest.push(urls.map((url) => child(url, 'lastmod').text).sort().at(-1)!);
    }
    // Every URL once, home first.
    expect(seen).toHaveLength(120_000);
    expect(new Set(seen)).toEqual(expected);
    expect(seen[0]).toBe(`${siteUrl}/`);
    // Escaped in the file, the same text once parsed.
    expect([...files.values()].filter((xml) => xml.includes(`<loc>${siteUrl}/search?q=a&amp;b=%3Cc%3E</loc>`))).toHaveLength(1);
    expect(seen).toContain(`${siteUrl}/search?q=a&b=%3Cc%3E`);
    expect(seen).toContain(`${siteUrl}/hospitality-industry-news/%3Cscript%3E%22x%22%3C%2Fscript%3E-1`);

    const index = files.get('/sitemap.xml')!;
    expect(bytes(index)).toBeLessThanOrEqual(sitemapLimits.maxBytes);
    const root = parseXml(index);
    expect(root.name).toBe('sitemapindex');
    expect(root.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = childrenNamed(root, 'sitemap');
    expect(entries.map((entry) => child(entry, 'loc').text)).toEqual([1, 2, 3].map((n) => `${siteUrl}/sitemap-${n}.xml`));
    // Each sitemap dated by the newest page it lists.
    expect(entries.map((entry) => child(entry, 'lastmod').text)).toEqual(newest);
    // Building and strictly parsing 25 MB of XML: about 5 s on a quiet 2-core machine.
  }, 60_000);

  it('starts a new sitemap before one passes 50 MB, whatever its URL count', () => {
    // 26,000 URLs of about 2,000 characters: about 54 MB in one file.
    const long = 'x'.repeat(1_990);
    const pages = Array.from({ length: 26_000 }, (_, i) => ({ path: `/${long}/${i}`, lastModified: day('2024-01-01') }));
    const { files } = buildSitemaps({ siteUrl, pages });
    expect([...files.keys()]).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap.xml']);
    const parts = [files.get('/sitemap-1.xml')!, files.get('/sitemap-2.xml')!];
    for (const xml of parts) expect(bytes(xml)).toBeLessThanOrEqual(sitemapLimits.maxBytes);
    // The first file is filled as far as the limit allows: one more URL would have passed it.
    expect(bytes(parts[0]) + bytes(parts[1].match(/ {2}<url>[^]*?<\/url>\n/)![0])).toBeGreaterThan(sitemapLimits.maxBytes);
    expect(parts.reduce((sum, xml) => sum + xml.split('<url>').length - 1, 0)).toBe(26_000);
  }, 30_000);

  it('keeps a base path in every location, and gives the same files whatever order the pages come in', () => {
    const limits = { ...sitemapLimits, maxUrls: 2 };
    const pages = ['/', '/a', '/b', '/c', '/d'].map((path, i) => ({ path, lastModified: day(`2024-01-0${5 - i}T00:00:00Z`) }));
    const { files } = buildSitemaps({ siteUrl: 'https://example.com/preview/', pages, limits });
    expect(buildSitemaps({ siteUrl: 'https://example.com/preview', pages: [...pages].reverse(), limits }).files).toEqual(files);
    expect(locsOf(files.get('/sitemap.xml')!, 'sitemap')).toEqual([1, 2, 3].map((n) => `https://example.com/preview/sitemap-${n}.xml`));
    expect(locsOf(files.get('/sitemap-1.xml')!, 'url')).toEqual(['https://example.com/preview/', 'https://example.com/preview/a']);
    expect(locsOf(files.get('/sitemap-3.xml')!, 'url')).toEqual(['https://example.com/preview/d']);
    const index = parseXml(files.get('/sitemap.xml')!);
    expect(childrenNamed(index, 'sitemap').map((entry) => child(entry, 'lastmod').text)).toEqual([
      '2024-01-05T00:00:00Z',
      '2024-01-03T00:00:00Z',
      '2024-01-01T00:00:00Z',
    ]);
  });

  it('leaves out, and names, a page whose URL is longer than the protocol allows', () => {
    const tooLong = `/${'y'.repeat(2_100)}`;
    const { files, leftOut } = buildSitemaps({ siteUrl, pages: [{ path: '/', lastModified: day('2024-01-01') }, { path: tooLong, lastModified: day('2024-01-01') }] });
    expect(leftOut).toEqual([tooLong]);
    expect(locsOf(files.get('/sitemap.xml')!, 'url')).toEqual([`${siteUrl}/`]);
  });

  it('refuses a site that would need more sitemaps than one index may list', () => {
    const limits = { ...sitemapLimits, maxUrls: 2, maxSitemaps: 2 };
    const pages = ['/a', '/b', '/c', '/d', '/e'].map((path) => ({ path, lastModified: day('2024-01-01') }));
    expect(() => buildSitemaps({ siteUrl, pages, limits })).toThrow('The sitemap index would list 3 sitemaps; one index holds at most 2');
  });
});
