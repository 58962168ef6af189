/** Copy of the news area: the home page's blog teaser, the news page and the article page. */
import type { Statistic } from 'shared/content';

export const newsHero = {
  badge: 'Industry News',
  title: 'Hospitality Industry',
  highlight: 'News & Insights',
  description:
    'Guest research, operating playbooks and technology trends for hotels, serviced apartments and property managers, written by our team and the operators we work with.',
};

export const newsPageMeta = {
  title: 'Hospitality Industry News & Insights',
  description:
    'Hospitality industry news, guest-experience research and practical guides on AI concierge, contactless stays, revenue and operations for hotels and property managers.',
};

export const newsStats: Statistic[] = [
  { value: '500+', label: 'Articles Published' },
  { value: '50K+', label: 'Monthly Readers' },
  { value: 'Weekly', label: 'Updates' },
  { value: 'Industry Leading', label: 'Insights' },
];

export const newsletter = {
  title: 'Get the week’s hospitality insights in your inbox',
  text: 'One short e-mail a week: new research, guest-experience playbooks and product updates for hotel and rental teams.',
  button: 'Subscribe to Newsletter',
};

export const listMessages = {
  allCategories: 'All',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles...',
  categoriesLabel: 'Filter articles by category',
  featuredHeading: 'Featured article',
  featuredBadge: 'Featured',
  latestHeading: 'Latest articles',
  loading: 'Loading articles',
  errorPrefix: 'Error loading blog posts:',
  tryAgain: 'Try Again',
  noPosts: 'No blog posts yet.',
  noPostsHint: 'Articles are published from the content management service (Contentful). Sync it to load the latest posts.',
  syncButton: 'Sync from Contentful',
  syncing: 'Syncing...',
  noMatch: 'No articles found matching your criteria.',
  loadMore: 'Load More Articles',
  remaining: (count: number) => `${count} more`,
};

export const teaserMessages = {
  loading: 'Loading the latest articles',
  empty: 'No blog posts available. Check back soon!',
  viewAll: 'View All Articles',
};

export const articleMessages = {
  loading: 'Loading the article',
  notFound: 'Blog post not found',
  notFoundHint: 'The article may have moved or been unpublished.',
  errorTitle: 'We could not load this article',
  backToNews: 'Back to News',
  byline: 'By',
  keywords: ['hospitality industry news', 'hotel technology', 'guest experience'],
};

export { articlePath, canonicalArticlePath, newsPath } from 'shared/newsPaths';
