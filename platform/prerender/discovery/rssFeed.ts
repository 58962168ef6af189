/** `/hospitality-industry-news/rss.xml`: the newest posts as an RSS 2.0 feed. */
import { articlePath, feedPath, newsPath } from './paths';
import { absoluteHttpUrl, escapeXml, normalizeSiteUrl, siteUrlOf, validDate } from './xml';

export type FeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** ISO 8601 */
  publishedAt: string;
  imageUrl: string | null;
};

export type RssFeedInput = {
  siteUrl: string;
  /** Channel title and description: the brand's, passed in by the job. */
  title: string;
  description: string;
  posts: FeedPost[];
  /** Most items the feed carries (newest first). */
  limit?: number;
};

export const defaultFeedLimit = 50;

const element = (name: string, text: string, indent: string) => `${indent}<${name}>${escapeXml(text)}</${name}>\n`;

function item(base: string, post: FeedPost, published: Date): string {
  const url = siteUrlOf(base, articlePath(post.slug));
  const image = post.imageUrl ? absoluteHttpUrl(base, post.imageUrl) : null;
  const indent = '      ';
  return [
    '    <item>\n',
    element('title', post.title.trim(), indent),
    element('link', url, indent),
    `${indent}<guid isPermaLink="true">${escapeXml(url)}</guid>\n`,
    element('pubDate', published.toUTCString(), indent),
    element('description', post.excerpt.trim(), indent),
    post.category.trim() ? element('category', post.category.trim(), indent) : '',
    post.author.trim() ? element('dc:creator', post.author.trim(), indent) : '',
    // Media RSS rather than <enclosure>, which requires the file's byte length and MIME type.
    image ? `${indent}<media:content url="${escapeXml(image)}" medium="image"/>\n` : '',
    '    </item>\n',
  ].join('');
}

export function buildRssFeed({ siteUrl, title, description, posts, limit = defaultFeedLimit }: RssFeedInput): string {
  const base = normalizeSiteUrl(siteUrl);
  const dated = posts.map((post) => ({ post, published: validDate(post.publishedAt, `Feed post ${JSON.stringify(post.slug)}`) }));
  // Newest first; the slug breaks ties so the file diffs stably.
  dated.sort((a, b) => b.published.getTime() - a.published.getTime() || (a.post.slug < b.post.slug ? -1 : a.post.slug > b.post.slug ? 1 : 0));
  const newest = dated.slice(0, Math.max(0, limit));

  const channel = [
    element('title', title, '    '),
    element('link', siteUrlOf(base, newsPath), '    '),
    element('description', description, '    '),
    '    <language>en-us</language>\n',
    newest.length ? element('lastBuildDate', newest[0].published.toUTCString(), '    ') : '',
    `    <atom:link href="${escapeXml(siteUrlOf(base, feedPath))}" rel="self" type="application/rss+xml"/>\n`,
    ...newest.map(({ post, published }) => item(base, post, published)),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">\n' +
    `  <channel>\n${channel.join('')}  </channel>\n</rss>\n`
  );
}
