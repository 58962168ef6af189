import { SubPageLayout } from 'shared/ui/SubPageLayout';
import { sectionNavItems } from '../content/sectionNav';
import type { SoftwarePageContent } from '../content/types';
import { FeatureSectionView } from './FeatureSectionView';
import { FeatureVisual } from './visuals/FeatureVisual';

/** The one layout of every software page, fed by its content. */
export function SoftwarePage({ content }: { content: SoftwarePageContent }) {
  const { meta, hero, navLabel, sections, related, stats, cta } = content;
  return (
    <SubPageLayout
      meta={meta}
      hero={{
        badge: hero.badge,
        title: hero.title,
        highlight: hero.highlight,
        description: hero.description,
        getStarted: true,
        scheduleDemo: true,
        visual: <FeatureVisual visual={hero.visual} caption={hero.caption} />,
      }}
      nav={{ label: navLabel, items: sectionNavItems(content) }}
      related={{ items: related, intro: 'Where this software fits in your property and in the rest of the platform.' }}
      stats={{ items: stats, label: `${hero.badge} in numbers` }}
      callToAction={cta}
    >
      {sections.map((section, index) => (
        <FeatureSectionView key={section.id} section={section} index={index} />
      ))}
    </SubPageLayout>
  );
}
