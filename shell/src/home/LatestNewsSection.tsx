import { areas } from 'shared/areas';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { newsIntro } from './content';
import { NewsSkeletonGrid } from 'shared/ui/NewsCardSkeleton';
import { HomeSection } from './HomeSection';

const newsArea = areas.find((area) => area.id === 'news')!;

/** The first three posts of the industry news blog, rendered by mf-news. */
export function LatestNewsSection() {
  return (
    <HomeSection name="news" intro={newsIntro} className="bg-white">
      <RemoteWidget area={newsArea} expose="LatestNews" label="Latest news" loading={<NewsSkeletonGrid count={3} label="Loading the latest articles" layout="teaser" />} />
    </HomeSection>
  );
}
