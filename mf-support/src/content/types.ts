/** Shapes of the support area's content, kept apart from the components that lay them out. */
import type { BadgeTone } from 'shared/ui/Badge';

export type { RelatedLink, SectionNavItem, Statistic } from 'shared/content';

/** A titled card: a feature, a step, a resource. */
export interface InfoCard {
  title: string;
  description: string;
  /** Optional short facts shown under the description (duration, format…). */
  meta?: string;
}

/** A status badge: its text label (always shown, never colour alone) and the kit's colour tone. */
export interface BadgeStyle {
  label: string;
  tone: BadgeTone;
}

/** The hero and metadata of one page. */
export interface PageIntro {
  /** Document title (the brand is appended) and meta description. */
  metaTitle: string;
  metaDescription: string;
  badge: string;
  title: string;
  highlight: string;
  description: string;
}

/** A closing call to action. */
export interface CallToActionCopy {
  title: string;
  text: string;
}

/** A page section that is a heading over a grid of cards (its `label` is the nav tab and the eyebrow). */
export interface CardSection {
  id: string;
  label: string;
  title: string;
  intro: string;
  cards: InfoCard[];
  /** Steps or phases, numbered in order. */
  ordered?: boolean;
}
