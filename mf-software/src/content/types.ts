/** The shape of a software page: everything the one page layout needs, as data. */
import type { LucideIcon } from 'lucide-react';
import type { RelatedLink, Statistic } from 'shared/content';

/** A small product visual drawn in HTML/SVG beside a section (see components/visuals). */
export type Visual =
  | {
      kind: 'phone';
      /** Header of the guest-app screen, e.g. "Room 412 · Check-out Sun 11:00". */
      header: string;
      title: string;
      rows: { label: string; detail: string; done?: boolean }[];
      action?: string;
    }
  | { kind: 'chat'; header: string; messages: { from: 'guest' | 'assistant' | 'staff'; text: string; /** Sender shown above the bubble; defaults to the role. */ name?: string }[] }
  | {
      kind: 'board';
      title: string;
      rows: { label: string; meta: string; status: string; tone: 'brand' | 'accent' | 'neutral' | 'success' | 'danger' }[];
    }
  | { kind: 'bars'; title: string; unit: string; bars: { label: string; value: number }[]; note: string }
  | { kind: 'hub'; centre: string; nodes: string[] }
  | { kind: 'code'; title: string; lines: string[] };

export interface Benefit {
  title: string;
  text: string;
}

/** One anchored section: its `id` is the section's anchor and the URL hash. */
export interface FeatureSection {
  id: string;
  /** Tab label in the section nav; defaults to the top menu's label for this anchor (shared/navigation). */
  label?: string;
  icon: LucideIcon;
  /** Who it serves, shown above the heading ("For guests", "For staff", "For owners"). */
  audience: string;
  title: string;
  intro: string;
  /** What it does for the guest or the team. */
  benefits: Benefit[];
  /** How it works, in order. */
  steps: string[];
  /** The systems and devices it connects to. */
  connectsTo: string[];
  visual: Visual;
  /** Caption under the visual (also its accessible description). */
  caption: string;
}

export interface SoftwarePageContent {
  path: `/software/${string}`;
  meta: { title: string; description: string };
  hero: { badge: string; title: string; highlight: string; description: string; visual: Visual; caption: string };
  /** Accessible name of the section nav. */
  navLabel: string;
  sections: FeatureSection[];
  related: RelatedLink[];
  stats: Statistic[];
  cta: { title: string; text: string };
}
