import { describe, expect, it } from 'vitest';
import { child, childrenNamed, parseXml } from './parseXml.testkit';
import { buildSitemap } from './sitemap';

const siteUrl = 'https://www.stayvia.com';
const day = (iso: string) => new Date(iso);

const entries = (xml: string) => {
  const urlset = parseXml(xml);
  return childrenNamed(urlset, 'url').map((url) => ({ loc: child(url, 'loc').text, lastmod: child(url, 'lastmod').text }));
};

describe('buildSitemap', () => {
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

  it('refuses more URLs than one sitemap file may hold', () => {
    const pages = Array.from({ length: 50_001 }, (_, index) => ({ path: `/p/${index}`, lastModified: day('2024-01-01') }));
    expect(() => buildSitemap({ siteUrl, pages })).toThrow('Sitemap has 50001 URLs; one file holds at most 50000');
  });
});
