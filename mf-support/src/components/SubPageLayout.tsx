import type { ReactNode } from 'react';
import type { SpyMode } from 'shared/sectionSpy';
import { SubPageLayout as SharedSubPageLayout } from 'shared/ui/SubPageLayout';
import type { CallToActionCopy, PageIntro, RelatedLink, SectionNavItem, Statistic } from '../content/types';

export interface SubPageLayoutProps {
  intro: PageIntro;
  /** Tabs of the sticky section nav; omitted on pages without one (status, downloads). */
  sections?: SectionNavItem[];
  spyMode?: SpyMode;
  /** Shown under the hero's description. */
  heroExtra?: ReactNode;
  heroActions?: boolean;
  /** A band between the hero and the sections (the status page's headline figures). */
  afterHero?: ReactNode;
  /** Page content: the sections, in the order of `sections`. */
  children: ReactNode;
  related: RelatedLink[];
  stats?: Statistic[];
  callToAction: CallToActionCopy;
  /** Replaces the call to action's default Get Started and Schedule Demo buttons. */
  callToActionButtons?: ReactNode;
}

/**
 * The frame every page of this area shares: the shared sub-page layout, fed
 * from this area's page content, with the sections in one column and the related cards as "Related pages".
 */
export function SubPageLayout({
  intro,
  sections,
  spyMode,
  heroExtra,
  heroActions = false,
  afterHero,
  children,
  related,
  stats,
  callToAction,
  callToActionButtons,
}: SubPageLayoutProps) {
  return (
    <SharedSubPageLayout
      meta={{ title: intro.metaTitle, description: intro.metaDescription }}
      hero={{
        badge: intro.badge,
        title: intro.title,
        highlight: intro.highlight,
        description: intro.description,
        getStarted: heroActions,
        scheduleDemo: heroActions,
      }}
      heroExtra={heroExtra}
      afterHero={afterHero}
      nav={sections && { label: `${intro.metaTitle} sections`, items: sections, mode: spyMode }}
      related={{ items: related, title: 'Related pages' }}
      stats={stats && { items: stats, label: `${intro.metaTitle} in figures` }}
      callToAction={{ title: callToAction.title, text: callToAction.text, actions: callToActionButtons }}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-24 px-4 py-16 sm:px-6 lg:py-24">{children}</div>
    </SharedSubPageLayout>
  );
}
