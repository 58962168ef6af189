/** Shapes of the support area's content (SPEC §3), kept apart from the components that lay them out. */

/** One tab of a page's sticky section nav: the section's `id` (the URL anchor) and its label. */
export interface SectionItem {
  id: string;
  label: string;
}

export interface Statistic {
  value: string;
  label: string;
}

/** A titled card: a feature, a step, a resource. */
export interface InfoCard {
  title: string;
  description: string;
  /** Optional short facts shown under the description (duration, format…). */
  meta?: string;
}

/** A related page card at the end of a page. */
export interface RelatedLink {
  title: string;
  description: string;
  href: string;
}

/** Colour family of a badge; every badge also carries its text label, never colour alone. */
export type BadgeTone = 'green' | 'blue' | 'yellow' | 'red' | 'brand' | 'accent' | 'neutral';

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
  description: string;
}
