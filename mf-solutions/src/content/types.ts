/** Shapes of this area's content data (kept apart from the components that lay it out). */
import type { LucideIcon } from 'lucide-react';
import type { RelatedLink, Statistic } from 'shared/content';
import type { DialogKind } from 'shared/dialogs';
import type { NavLink } from 'shared/navigation';

export type { RelatedLink, Statistic };

/** A small product visual drawn in HTML: a phone screen, a staff-dashboard panel or a trend chart. */
export type SectionVisual =
  | { kind: 'phone'; title: string; subtitle: string; messages: { from: 'guest' | 'app'; text: string }[]; action?: string }
  | { kind: 'panel'; title: string; rows: { label: string; detail: string; status: string; tone: 'good' | 'warn' | 'info' }[] }
  | { kind: 'chart'; title: string; metric: string; caption: string; bars: { label: string; value: number }[] };

/** One section of a solution page; `id` is its URL anchor and its label comes from the menu. */
export interface SolutionSection {
  id: string;
  icon: LucideIcon;
  title: string;
  intro: string;
  /** What goes wrong today for this industry, technology or goal. */
  challenges: string[];
  /** What the platform does about it. */
  approach: { title: string; text: string }[];
  outcomes: Statistic[];
  /** Software modules involved, as links to the software pages. */
  modules: NavLink[];
  visual: SectionVisual;
}

/** The closing call to action (the kit's CallToAction props). */
export interface CallToActionContent {
  title: string;
  text: string;
}

export interface SolutionPageContent {
  path: string;
  meta: { title: string; description: string };
  hero: { badge: string; title: string; highlight: string; description: string };
  sections: SolutionSection[];
  related: RelatedLink[];
  stats: Statistic[];
  cta: CallToActionContent;
}

/** A pricing plan, plus the minimum monthly price and the dialog its button opens. */
export interface PricingPlan {
  name: string;
  subtitle: string;
  description: string;
  /** Minimum monthly price in US dollars; null when the plan is quoted (Enterprise). */
  price: number | null;
  features: string[];
  pricingNote: string;
  buttonText: string;
  dialog: DialogKind;
  highlighted: boolean;
  badge?: string;
}
