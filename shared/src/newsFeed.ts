import { brand } from 'shared/brand';
import { feedPath } from 'shared/newsPaths';

/** The news blog's RSS feed, written by the prerender job and linked from the news pages' head. */
export const newsFeed = {
  path: feedPath,
  title: `${brand.name} Hospitality Industry News`,
  description: `News, research and practical guides for hotels, rentals and property managers from the ${brand.name} team.`,
} as const;
