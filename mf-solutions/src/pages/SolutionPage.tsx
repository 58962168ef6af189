import { CallToAction } from 'shared/ui/CallToAction';
import { PageMeta } from 'shared/ui/PageMeta';
import { RelatedSolutions } from 'shared/ui/RelatedSolutions';
import { SectionNav } from 'shared/ui/SectionNav';
import { StatsStrip } from 'shared/ui/StatsStrip';
import { SubPageHero } from 'shared/ui/SubPageHero';
import { sectionNavItems } from '../content/sectionNav';
import type { SolutionPageContent } from '../content/types';
import { SectionMosaic } from '../components/SectionMosaic';
import { SolutionSection } from '../components/SolutionSection';

/** The one layout of the three solution pages, fed by their content data. */
export function SolutionPage({ content }: { content: SolutionPageContent }) {
  const items = sectionNavItems(content.path);
  const label = (id: string) => items.find((item) => item.id === id)?.label ?? id;
  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} />
      <SubPageHero
        {...content.hero}
        getStarted
        scheduleDemo
        visual={<SectionMosaic sections={content.sections} items={items} />}
      />
      <SectionNav label={`${content.meta.title} sections`} items={items} />
      {content.sections.map((section, index) => (
        <SolutionSection key={section.id} section={section} label={label(section.id)} index={index} />
      ))}
      <div className="border-t border-ink-100">
        <RelatedSolutions items={content.related} />
      </div>
      <StatsStrip stats={content.stats} label={`${content.meta.title}: key figures`} />
      <CallToAction title={content.cta.title} text={content.cta.text} />
    </>
  );
}
