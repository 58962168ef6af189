import { describe, expect, it } from 'vitest';
import { child, childrenNamed, parseXml, type XmlElement } from './parseXml.testkit';
import { buildRssFeed, type FeedPost } from './rssFeed';

const siteUrl = 'https://www.stayvia.com';
const channelText = { title: 'Stayvia Industry News', description: 'The AI guest-engagement platform for hospitality' };

const post = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  slug: 'ai-concierge',
  title: 'AI concierge',
  excerpt: 'Guests ask, the concierge answers.',
  category: 'Technology',
  author: 'Stayvia Team',
  publishedAt: '2024-05-01T10:00:00Z',
  imageUrl: null,
  ...overrides,
});

const feed = (posts: FeedPost[], extra: { limit?: number; siteUrl?: string } = {}) => {
  const xml = buildRssFeed({ siteUrl, ...channelText, posts, ...extra });
  const rss = parseXml(xml);
  return { xml, rss, channel: child(rss, 'channel'), items: childrenNamed(child(rss, 'channel'), 'item') };
};

const text = (element: XmlElement, name: string) => child(element, name).text;

describe('buildRssFeed', () => {
  it('writes an RSS 2.0 channel with its link, language, self link and the newest post as build date', () => {
    const { xml, rss, channel } = feed([post({ publishedAt: '2024-03-01T00:00:00Z' }), post({ slug: 'b', publishedAt: '2024-05-01T10:00:00Z' })]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    expect(text(channel, 'title')).toBe('Stayvia Industry News');
    expect(text(channel, 'description')).toBe('The AI guest-engagement platform for hospitality');
    expect(text(channel, 'link')).toBe('https://www.stayvia.com/hospitality-industry-news');
    expect(text(channel, 'language')).toBe('en-us');
    expect(text(channel, 'lastBuildDate')).toBe('Wed, 01 May 2024 10:00:00 GMT');
    const self = child(channel, 'atom:link');
    expect(self.uri).toBe('http://www.w3.org/2005/Atom');
    expect(self.attributes).toEqual({
      href: 'https://www.stayvia.com/hospitality-industry-news/rss.xml',
      rel: 'self',
      type: 'application/rss+xml',
    });
  });

  it('writes each item with title, permalink guid, RFC 822 date, excerpt, category and dc:creator', () => {
    const [item] = feed([post({ publishedAt: '2024-02-29T23:05:09+07:00' })]).items;
    expect(item.children.map((element) => element.name)).toEqual(['title', 'link', 'guid', 'pubDate', 'description', 'category', 'dc:creator']);
    expect(text(item, 'title')).toBe('AI concierge');
    expect(text(item, 'link')).toBe('https://www.stayvia.com/hospitality-industry-news/ai-concierge');
    expect(child(item, 'guid')).toMatchObject({ text: 'https://www.stayvia.com/hospitality-industry-news/ai-concierge', attributes: { isPermaLink: 'true' } });
    expect(text(item, 'pubDate')).toBe('Thu, 29 Feb 2024 16:05:09 GMT');
    expect(text(item, 'description')).toBe('Guests ask, the concierge answers.');
    expect(text(item, 'category')).toBe('Technology');
    expect(child(item, 'dc:creator')).toMatchObject({ uri: 'http://purl.org/dc/elements/1.1/', text: 'Stayvia Team' });
  });

  it('lists the newest posts first, ties by slug, capped at the limit', () => {
    const posts = [
      post({ slug: 'old', publishedAt: '2023-12-31T23:59:59Z' }),
      post({ slug: 'new-b', publishedAt: '2024-06-01T00:00:00Z' }),
      post({ slug: 'mid', publishedAt: '2024-03-15T12:00:00Z' }),
      post({ slug: 'new-a', publishedAt: '2024-06-01T00:00:00.000+00:00' }),
    ];
    const slugs = (items: XmlElement[]) => items.map((item) => text(item, 'link').split('/').pop());
    expect(slugs(feed(posts).items)).toEqual(['new-a', 'new-b', 'mid', 'old']);
    expect(slugs(feed(posts, { limit: 2 }).items)).toEqual(['new-a', 'new-b']);
  });

  it('caps the feed at 50 items by default', () => {
    const posts = Array.from({ length: 60 }, (_, index) => post({ slug: `p${index}`, publishedAt: new Date(Date.UTC(2024, 0, 1 + index)).toISOString() }));
    const { items, channel } = feed(posts);
    expect(items).toHaveLength(50);
    expect(text(items[0], 'link')).toMatch(/\/p59$/);
    expect(text(items[49], 'link')).toMatch(/\/p10$/);
    expect(text(channel, 'lastBuildDate')).toBe(new Date(Date.UTC(2024, 0, 60)).toUTCString());
  });

  it('keeps hostile CMS text as data: markup, CDATA ends, entities, quotes, control characters, emoji', () => {
    const hostileTitle = `</title><script>alert('x')</script><title>`;
    const hostileExcerpt = `]]><![CDATA[ & &amp; &#0; "quoted" <b>bold</b>\u0000\u0007\u001B lone\uD800 surrogate 🏨✨`;
    const { xml, items } = feed(
      [post({ title: hostileTitle, excerpt: hostileExcerpt, category: 'News & <Events>', author: `O'Brien "Ops" </dc:creator>` })],
      { siteUrl },
    );
    const [item] = items;
    expect(text(item, 'title')).toBe(hostileTitle);
    expect(text(item, 'description')).toBe(`]]><![CDATA[ & &amp; &#0; "quoted" <b>bold</b> lone surrogate 🏨✨`);
    expect(text(item, 'category')).toBe('News & <Events>');
    expect(text(item, 'dc:creator')).toBe(`O'Brien "Ops" </dc:creator>`);
    expect(item.children.some((element) => element.name === 'script' || element.name === 'b')).toBe(false);
    expect(xml).not.toContain('<script>');
    const channel = parseXml(buildRssFeed({ siteUrl, title: 'A & B <News>', description: '\u0001"Tips"', posts: [] })).children[0];
    expect([text(channel, 'title'), text(channel, 'description')]).toEqual(['A & B <News>', '"Tips"']);
  });

  it('percent-encodes slugs as one path segment', () => {
    const [item] = feed([post({ slug: 'café & bar/?#x y' })]).items;
    const url = 'https://www.stayvia.com/hospitality-industry-news/caf%C3%A9%20%26%20bar%2F%3F%23x%20y';
    expect(text(item, 'link')).toBe(url);
    expect(text(item, 'guid')).toBe(url);
    expect(() => feed([post({ slug: '..' })])).toThrow('Invalid article slug ".."');
    expect(() => feed([post({ slug: '' })])).toThrow('Invalid article slug ""');
  });

  it('adds the image as media:content, made absolute against the site; never a non-http URL', () => {
    const media = (imageUrl: string | null) => {
      const [item] = feed([post({ imageUrl })], { siteUrl: 'https://example.com/preview' }).items;
      const found = childrenNamed(item, 'media:content');
      return found.length ? found[0] : null;
    };
    expect(media('/images/news/a.jpg')).toMatchObject({
      uri: 'http://search.yahoo.com/mrss/',
      attributes: { url: 'https://example.com/images/news/a.jpg', medium: 'image' },
    });
    expect(media('images/a b.jpg')?.attributes.url).toBe('https://example.com/preview/images/a%20b.jpg');
    expect(media('//images.ctfassets.net/x/y.png?w=1200&fm=webp')?.attributes.url).toBe('https://images.ctfassets.net/x/y.png?w=1200&fm=webp');
    expect(media('https://cdn.example/"><script>.png')?.attributes.url).toBe('https://cdn.example/%22%3E%3Cscript%3E.png');
    expect(media('javascript:alert(1)')).toBeNull();
    expect(media(null)).toBeNull();
  });

  it('leaves out an empty category, author and, with no posts, the build date', () => {
    const [item] = feed([post({ category: '  ', author: '' })]).items;
    expect(item.children.map((element) => element.name)).not.toContain('category');
    expect(item.children.map((element) => element.name)).not.toContain('dc:creator');
    const empty = feed([]);
    expect(empty.items).toEqual([]);
    expect(childrenNamed(empty.channel, 'lastBuildDate')).toEqual([]);
  });

  it('refuses a post with an invalid date, naming its slug', () => {
    expect(() => feed([post({ slug: 'broken', publishedAt: 'soon' })])).toThrow('Feed post "broken": invalid date "soon"');
  });
});
