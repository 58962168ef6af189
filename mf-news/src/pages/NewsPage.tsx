import { Mail, Newspaper, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { openDialog } from 'shared/dialogs';
import { Button } from 'shared/ui/Button';
import { PageMeta } from 'shared/ui/PageMeta';
import { FeedLink } from '../components/FeedLink';
import { Spinner } from 'shared/ui/Spinner';
import { StatsStrip } from 'shared/ui/StatsStrip';
import { SubPageHero } from 'shared/ui/SubPageHero';
import { FeaturedCard } from '../components/FeaturedCard';
import { NewsCard } from '../components/NewsCard';
import { NewsSkeletonGrid } from 'shared/ui/NewsCardSkeleton';
import { NewsFilters } from '../components/NewsFilters';
import { listMessages, newsHero, newsletter, newsPageMeta, newsStats } from '../content/news';
import type { BlogPost } from '../data/post';
import { useDebouncedValue } from '../data/useDebouncedValue';
import { useCategories, useContentSync, useFeaturedPost, usePostList } from '../data/useNews';

const searchDelayMs = 250;

/** /hospitality-industry-news: the list of posts. */
export default function NewsPage() {
  const [category, setCategory] = useState<string | null>(null);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, searchDelayMs).trim();
  const showFeatured = category === null && search === '';

  const categories = useCategories();
  const featured = useFeaturedPost(showFeatured);
  // A new filter is a new query: it starts again at the first 9.
  const list = usePostList({ category, search, withoutFeatured: showFeatured });

  return (
    <>
      <PageMeta title={newsPageMeta.title} description={newsPageMeta.description} />
      <FeedLink />
      <SubPageHero badge={newsHero.badge} badgeIcon={Newspaper} title={newsHero.title} highlight={newsHero.highlight} description={newsHero.description} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <NewsFilters categories={categories.data ?? []} category={category} onCategory={setCategory} search={searchInput} onSearch={setSearchInput} />
        <div className="mt-10">
          <NewsList list={list} featured={showFeatured ? featured.data ?? null : null} filtered={!showFeatured} />
        </div>
      </div>
      <StatsStrip stats={newsStats} label="News in numbers" />
      <section aria-labelledby="newsletter-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="rounded-[calc(var(--radius-card)*1.5)] bg-linear-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-14 text-center shadow-[var(--shadow-float)] sm:px-12">
          <h2 id="newsletter-heading" className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {newsletter.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{newsletter.text}</p>
          <Button variant="accent" size="lg" className="mt-8" onClick={() => openDialog('free-trial')}>
            <Mail aria-hidden="true" className="size-5" />
            {newsletter.button}
          </Button>
        </div>
      </section>
    </>
  );
}

function NewsList({ list, featured, filtered }: { list: ReturnType<typeof usePostList>; featured: BlogPost | null; filtered: boolean }) {
  if (list.isPending) return <NewsSkeletonGrid count={6} label={listMessages.loading} layout="list" />;
  if (list.isError) {
    return (
      <div role="alert" className="rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-lg text-red-800">
          <span className="font-semibold">{listMessages.errorPrefix}</span> {list.error.message}
        </p>
        <Button variant="outline" className="mt-6" onClick={() => void list.refetch()} disabled={list.isRefetching}>
          {list.isRefetching ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
          {listMessages.tryAgain}
        </Button>
      </div>
    );
  }

  const posts = list.data.pages.flatMap((page) => page.posts);
  const total = list.data.pages.at(-1)?.total ?? 0;
  if (posts.length === 0 && !featured) return filtered ? <p className="py-12 text-center text-lg text-ink-600">{listMessages.noMatch}</p> : <NoPosts />;

  const remaining = Math.max(0, total - posts.length);
  return (
    <div className="space-y-12">
      {featured && <FeaturedCard post={featured} />}
      {posts.length > 0 && (
        <section aria-labelledby="latest-heading">
          <h2 id="latest-heading" className="sr-only">
            {listMessages.latestHeading}
          </h2>
          <div data-testid="news-grid" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <NewsCard key={post.id} post={post} />
            ))}
          </div>
        </section>
      )}
      {list.hasNextPage && (
        <div className="text-center">
          <Button variant="outline" size="lg" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage && <Spinner />}
            {listMessages.loadMore} <span className="text-ink-600">({listMessages.remaining(remaining)})</span>
          </Button>
        </div>
      )}
    </div>
  );
}

/** No posts at all: say so, and offer the content sync (its failure is shown as it is). */
function NoPosts() {
  const sync = useContentSync();
  return (
    <div className="rounded-[var(--radius-card)] border border-ink-100 bg-ink-50 p-10 text-center">
      <Newspaper aria-hidden="true" className="mx-auto size-10 text-brand-600" />
      <p className="mt-4 text-xl font-semibold text-ink-900">{listMessages.noPosts}</p>
      <p className="mx-auto mt-2 max-w-xl text-ink-600">{listMessages.noPostsHint}</p>
      <Button className="mt-6" onClick={() => sync.mutate()} disabled={sync.isPending}>
        {sync.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
        {sync.isPending ? listMessages.syncing : listMessages.syncButton}
      </Button>
      {sync.isError && (
        <p role="alert" className="mx-auto mt-4 max-w-xl text-red-800">
          {sync.error.message}
        </p>
      )}
    </div>
  );
}
