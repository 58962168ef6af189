import { PageSection } from 'shared/ui/PageSection';
import type { CardSection } from '../content/types';
import { InfoCardGrid } from './InfoCardGrid';

/** Sections that are each a heading over a grid of cards, straight from content data. */
export function CardSections({ sections }: { sections: CardSection[] }) {
  return sections.map((section) => (
    <PageSection key={section.id} id={section.id} eyebrow={section.label} title={section.title} intro={section.intro}>
      <InfoCardGrid cards={section.cards} ordered={section.ordered} />
    </PageSection>
  ));
}
