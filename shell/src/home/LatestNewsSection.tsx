import { RemoteWidget } from '../remotes/RemoteWidget';
import { useLiveAreas } from '../remotes/liveAreas';
import { newsIntro } from './content';
import { NewsSkeletonGrid } from 'shared/ui/NewsCardSkeleton';
import { HomeSection } from './HomeSection';

/** The first three posts of the industry news blog, rendered by mf-news. */
export function LatestNewsSection() {
  const newsArea = useLiveAreas().find((area) => area.id === 'news');
  return (
    <HomeSection hydrate="now" name="news" intro={newsIntro} className="bg-white">
      <RemoteWidget area={newsArea} expose="LatestNews" label="Latest news" loading={<NewsSkeletonGrid count={3} label="Loading the latest articles" layout="teaser" />} />
    </HomeSection>
  );
}
