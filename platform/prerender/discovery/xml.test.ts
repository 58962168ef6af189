import { describe, expect, it } from 'vitest';
import { parseXml } from './parseXml.testkit';
import { absoluteHttpUrl, escapeXml, normalizeSiteUrl, siteUrlOf, validDate } from './xml';

describe('the test parser', () => {
  // The other suites prove well-formedness with it, so it must reject what a feed reader would.
  it.each([
    ['a raw ampersand', '<a>&</a>'],
    ['a raw "<"', '<a>1 < 2</a>'],
    ['a control character', '<a>\u0001</a>'],
    ['an unbound prefix', '<a><dc:creator>x</dc:creator></a>'],
    ['an unclosed element', '<a><b></a>'],
    ['a quote inside a same-quoted attribute', '<a b="x"y"/>'],
  ])('rejects %s', (_, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});

describe('escapeXml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('drops characters XML 1.0 does not allow, keeps tab, line breaks and emoji', () => {
    const loneHigh = '\uD83D';
    const loneLow = '\uDE00';
    expect(escapeXml(`a\u0000b\u0008c\u000Bd\u001Fe\u007Ff\u0085g\u009Fh${loneHigh}i${loneLow}j\uFFFEk\uFFFF`)).toBe('abcdefghijk');
    expect(escapeXml('tab\there\nnew\r\nline 😀 ünïcødé \u00A0 中文')).toBe('tab\there\nnew\r\nline 😀 ünïcødé \u00A0 中文');
  });

  it('round-trips through a parser as the same text, in content and attributes', () => {
    const hostile = `</t><script>alert("x")</script> ]]> <![CDATA[ & &amp; 'q' 🏨`;
    const doc = parseXml(`<t a="${escapeXml(hostile)}" b='${escapeXml(hostile)}'>${escapeXml(hostile)}</t>`);
    expect(doc.text).toBe(hostile);
    expect(doc.attributes).toEqual({ a: hostile, b: hostile });
    expect(doc.children).toEqual([]);
  });
});

describe('site URLs', () => {
  it('normalizes the site URL: trailing slashes dropped, base path kept', () => {
    expect(normalizeSiteUrl('https://www.stayvia.com')).toBe('https://www.stayvia.com');
    expect(normalizeSiteUrl('https://www.stayvia.com/')).toBe('https://www.stayvia.com');
    expect(normalizeSiteUrl('http://localhost:8080/preview//')).toBe('http://localhost:8080/preview');
  });

  it.each(['stayvia.com', '/relative', 'ftp://stayvia.com', 'https://stayvia.com/?q=1', 'https://stayvia.com/#x', 'https://u:p@stayvia.com'])(
    'refuses %s as a site URL',
    (siteUrl) => {
      expect(() => normalizeSiteUrl(siteUrl)).toThrow(/siteUrl/);
    },
  );

  it('makes site paths absolute, percent-encoding what a URL may not hold', () => {
    expect(siteUrlOf('https://s.com', '/')).toBe('https://s.com/');
    expect(siteUrlOf('https://s.com/base', '/pricing')).toBe('https://s.com/base/pricing');
    expect(siteUrlOf('https://s.com', '/a b/ü')).toBe('https://s.com/a%20b/%C3%BC');
    expect(() => siteUrlOf('https://s.com', 'pricing')).toThrow(/start with a single "\/"/);
    expect(() => siteUrlOf('https://s.com', '//evil.com/x')).toThrow(/start with a single "\/"/);
  });

  it('resolves CMS image URLs against the site and keeps only http(s)', () => {
    expect(absoluteHttpUrl('https://s.com/base', '/img/a.jpg')).toBe('https://s.com/img/a.jpg');
    expect(absoluteHttpUrl('https://s.com/base', 'img/a.jpg')).toBe('https://s.com/base/img/a.jpg');
    expect(absoluteHttpUrl('https://s.com', '//images.ctfassets.net/a b.png')).toBe('https://images.ctfassets.net/a%20b.png');
    expect(absoluteHttpUrl('https://s.com', 'https://cdn.example/x.webp?w=1200&q=80')).toBe('https://cdn.example/x.webp?w=1200&q=80');
    expect(absoluteHttpUrl('https://s.com', 'javascript:alert(1)')).toBeNull();
    expect(absoluteHttpUrl('https://s.com', 'data:image/png;base64,AAAA')).toBeNull();
    expect(absoluteHttpUrl('https://s.com', 'http://[bad')).toBeNull();
  });

  it('refuses invalid dates, naming the item', () => {
    expect(validDate('2024-05-01T10:00:00Z', 'x').toISOString()).toBe('2024-05-01T10:00:00.000Z');
    expect(() => validDate('yesterday', 'Feed post "a"')).toThrow('Feed post "a": invalid date "yesterday"');
    expect(() => validDate(new Date(Number.NaN), 'Sitemap page /x')).toThrow(/Sitemap page \/x: invalid date/);
  });
});
