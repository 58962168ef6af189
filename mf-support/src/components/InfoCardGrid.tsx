import { cn } from 'shared/cn';
import type { InfoCard } from '../content/types';
import { Card } from './Card';

export interface InfoCardGridProps {
  cards: InfoCard[];
  /** Numbered, for steps and phases that happen in order. */
  ordered?: boolean;
  columns?: 2 | 3 | 4;
  /** Heading level of the card titles (3 under a section's h2). */
  headingLevel?: 3 | 4;
}

const columnClasses = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

/** Titled cards fed by content data: features, steps, programs, resources. */
export function InfoCardGrid({ cards, ordered = false, columns = 4, headingLevel = 3 }: InfoCardGridProps) {
  const List = ordered ? 'ol' : 'ul';
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <List className={cn('grid gap-5', columnClasses[columns])}>
      {cards.map((card, index) => (
        <Card as="li" key={card.title} className="flex flex-col">
          {ordered && (
            <span aria-hidden="true" className="mb-4 grid size-9 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
          )}
          <Heading className="text-lg font-semibold text-ink-900">{card.title}</Heading>
          {card.meta && <p className="mt-1 text-sm font-semibold text-brand-700">{card.meta}</p>}
          <p className="mt-3 text-sm leading-relaxed text-ink-600">{card.description}</p>
        </Card>
      ))}
    </List>
  );
}
