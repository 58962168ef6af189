import { brand } from 'shared/brand';
import { PageMeta } from 'shared/ui/PageMeta';
import { homeJsonLd } from 'shared/seo';
import { useSettings } from 'shared/settings';
import { CallToAction } from 'shared/ui/CallToAction';
import { StatsStrip } from 'shared/ui/StatsStrip';
import { closingBanner, homeDescription, headlineStats, impactStats } from './content';
import { HeroSection } from './HeroSection';
import { FeaturesGrid } from './FeaturesGrid';
import { LiveDemoSection } from './LiveDemoSection';
import { PlatformOverview } from './PlatformOverview';
import { DashboardSection } from './DashboardSection';
import { SolutionsSection } from './SolutionsSection';
import { TestimonialsSection } from './TestimonialsSection';
import { LatestNewsSection } from './LatestNewsSection';
import { SupportSection } from './SupportSection';

export function HomePage() {
  const { siteUrl } = useSettings();
  return (
    <>
      <PageMeta title="" description={homeDescription} jsonLd={homeJsonLd(siteUrl)} />
      <HeroSection />
      <StatsStrip label={`${brand.name} in numbers`} stats={headlineStats} />
      <FeaturesGrid />
      <LiveDemoSection />
      <PlatformOverview />
      <DashboardSection />
      <StatsStrip label="Scale and results" stats={impactStats} />
      <SolutionsSection />
      <TestimonialsSection />
      <SupportSection />
      {/* Last before the banner: when the remote block settles to its final height, no anchored section moves. */}
      <LatestNewsSection />
      <CallToAction title={closingBanner.title} text={closingBanner.description} />
    </>
  );
}
