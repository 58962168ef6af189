import { NewsSkeletonGrid } from 'shared/ui/NewsCardSkeleton';
import { Embed } from '../remotes/Embed';
import { newsIntro } from './content';
import { HomeSection } from './HomeSection';

/**
 * The first three posts of the industry news blog, rendered by mf-news. Far below the fold: on a prerendered
 * page its cards are links that work as they are, and the block (mf-news and the data library with it) is
 * loaded and hydrated as it comes near the viewport.
 */
export function LatestNewsSection() {
  return (
    <HomeSection hydrate="now" name="news" intro={newsIntro} className="bg-white">
      <Embed area="news" expose="LatestNews" label="Latest news" loading={<NewsSkeletonGrid count={3} label="Loading the latest articles" layout="teaser" />} />
    </HomeSection>
  );
}
