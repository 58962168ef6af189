import { brand } from 'shared/brand';

/** The news blog's RSS feed, written by the prerender job and linked from the news pages' head. */
export const newsFeed = {
  path: '/hospitality-industry-news/rss.xml',
  title: `${brand.name} Hospitality Industry News`,
  description: `News, research and practical guides for hotels, rentals and property managers from the ${brand.name} team.`,
} as const;
