import { ArrowRight } from 'lucide-react';
import { DataProvider } from 'shared/siteData';
import { ButtonLink } from 'shared/ui/Button';
import { NewsCard } from './components/NewsCard';
import { NewsSkeletonGrid } from 'shared/ui/NewsCardSkeleton';
import { newsPath, teaserMessages } from './content/news';
import { useTeaserPosts } from './data/useNews';
import './styles.css';

/** The home page's latest-news block: the first 3 posts, with the data library it reads them through. */
export default function LatestNews() {
  return (
    <DataProvider>
      <TeaserPosts />
    </DataProvider>
  );
}

function TeaserPosts() {
  const { data: posts, isPending, isError } = useTeaserPosts();
  if (isPending) return <NewsSkeletonGrid count={3} label={teaserMessages.loading} layout="teaser" />;
  if (isError || posts.length === 0) return <p className="py-8 text-center text-lg text-ink-600">{teaserMessages.empty}</p>;
  return (
    <div>
      <div className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <NewsCard key={post.id} post={post} />
        ))}
      </div>
      <div className="mt-10 text-center">
        <ButtonLink to={newsPath} variant="outline" size="lg">
          {teaserMessages.viewAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </div>
  );
}
