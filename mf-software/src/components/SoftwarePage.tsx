import { PageMeta } from 'shared/ui/PageMeta';
import { CallToAction } from 'shared/ui/CallToAction';
import { RelatedSolutions } from 'shared/ui/RelatedSolutions';
import { SectionNav } from 'shared/ui/SectionNav';
import { StatsStrip } from 'shared/ui/StatsStrip';
import { SubPageHero } from 'shared/ui/SubPageHero';
import { sectionNavItems } from '../content/sectionNav';
import type { SoftwarePageContent } from '../content/types';
import { FeatureSectionView } from './FeatureSectionView';
import { FeatureVisual } from './visuals/FeatureVisual';

/** The one layout of every software page, fed by its content (SPEC §2 "Sub-page pattern"). */
export function SoftwarePage({ content }: { content: SoftwarePageContent }) {
  const { meta, hero, navLabel, sections, related, stats, cta } = content;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <SubPageHero
        badge={hero.badge}
        title={hero.title}
        highlight={hero.highlight}
        description={hero.description}
        getStarted
        scheduleDemo
        visual={<FeatureVisual visual={hero.visual} caption={hero.caption} />}
      />
      <SectionNav label={navLabel} items={sectionNavItems(content)} />
      {sections.map((section, index) => (
        <FeatureSectionView key={section.id} section={section} index={index} />
      ))}
      <RelatedSolutions items={related} intro="Where this software fits in your property and in the rest of the platform." />
      <StatsStrip stats={stats} label={`${hero.badge} in numbers`} />
      <CallToAction title={cta.title} text={cta.text} />
    </>
  );
}
