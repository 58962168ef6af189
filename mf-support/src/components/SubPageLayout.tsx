import type { ReactNode } from 'react';
import type { SpyMode } from 'shared/sectionSpy';
import { CallToAction } from 'shared/ui/CallToAction';
import { PageMeta } from 'shared/ui/PageMeta';
import { RelatedSolutions } from 'shared/ui/RelatedSolutions';
import { SectionNav } from 'shared/ui/SectionNav';
import { StatsStrip } from 'shared/ui/StatsStrip';
import { SubPageHero } from 'shared/ui/SubPageHero';
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
 * The frame every page of this area shares (SPEC §2 "Sub-page pattern"): metadata, hero, sticky section
 * nav, the page's sections, then related cards, the stats strip and the call to action.
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
    <>
      <PageMeta title={intro.metaTitle} description={intro.metaDescription} />
      <SubPageHero
        badge={intro.badge}
        title={intro.title}
        highlight={intro.highlight}
        description={intro.description}
        getStarted={heroActions}
        scheduleDemo={heroActions}
      >
        {heroExtra}
      </SubPageHero>
      {afterHero}
      {sections && <SectionNav label={`${intro.metaTitle} sections`} items={sections} mode={spyMode} />}
      <div className="mx-auto flex max-w-7xl flex-col gap-24 px-4 py-16 sm:px-6 lg:py-24">{children}</div>
      <RelatedSolutions items={related} title="Related pages" />
      {stats && <StatsStrip stats={stats} label={`${intro.metaTitle} in figures`} />}
      <CallToAction title={callToAction.title} text={callToAction.text} actions={callToActionButtons} />
    </>
  );
}
