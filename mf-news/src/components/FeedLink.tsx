import { newsFeed } from 'shared/newsFeed';

/** Names the news feed in the page's head (React hoists the link), for feed readers. */
export function FeedLink() {
  return <link rel="alternate" type="application/rss+xml" title={newsFeed.title} href={newsFeed.path} />;
}
