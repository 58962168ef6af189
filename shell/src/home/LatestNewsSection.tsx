import { useLocation } from 'react-router';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { useLiveAreas } from '../remotes/liveAreas';
import { loadEmbedForHydration } from '../remotes/embedHydration';
import { latestNewsEmbed } from '../remotes/pageModules';
import { newsIntro } from './content';
import { NewsSkeletonGrid } from 'shared/ui/NewsCardSkeleton';
import { HomeSection } from './HomeSection';

const { area: newsId, expose } = latestNewsEmbed;

/**
 * The first three posts of the industry news blog, rendered by mf-news. Far below the fold: on a prerendered
 * page its cards are links that work as they are, and the block (mf-news and the data library with it) is
 * loaded and hydrated as it comes near the viewport.
 */
export function LatestNewsSection() {
  const newsArea = useLiveAreas().find((area) => area.id === newsId);
  const { pathname } = useLocation();
  return (
    <HomeSection
      hydrate="nearViewport"
      load={newsArea && (() => loadEmbedForHydration(newsArea, expose, pathname))}
      name="news"
      intro={newsIntro}
      className="bg-white"
    >
      <RemoteWidget area={newsArea} expose={expose} label="Latest news" loading={<NewsSkeletonGrid count={3} label="Loading the latest articles" layout="teaser" />} />
    </HomeSection>
  );
}
