import type { ReactNode } from 'react';
import type { RelatedLink, SectionNavItem, Statistic } from 'shared/content';
import type { SpyMode } from 'shared/sectionSpy';
import { CallToAction, type CallToActionProps } from 'shared/ui/CallToAction';
import { PageMeta } from 'shared/ui/PageMeta';
import { RelatedSolutions } from 'shared/ui/RelatedSolutions';
import { SectionNav } from 'shared/ui/SectionNav';
import { StatsStrip } from 'shared/ui/StatsStrip';
import { SubPageHero, type SubPageHeroProps } from 'shared/ui/SubPageHero';

export interface SubPageLayoutProps {
  /** The page's own title (the brand is appended) and meta description. */
  meta: { title: string; description: string };
  hero: Omit<SubPageHeroProps, 'children'>;
  /** Shown in the hero under its description. */
  heroExtra?: ReactNode;
  /** A band between the hero and the tab bar (e.g. headline figures). */
  afterHero?: ReactNode;
  /** The sticky tab bar; omit on pages without sections. */
  nav?: { label: string; items: SectionNavItem[]; mode?: SpyMode };
  /** The page's sections, in the order of `nav.items`. */
  children: ReactNode;
  related: { items: RelatedLink[]; title?: string; intro?: string };
  stats?: { items: Statistic[]; label?: string };
  callToAction: CallToActionProps;
}

/**
 * The frame of a sub-page: metadata, hero, sticky section nav, the sections,
 * then related-solution cards, the stats strip and the call to action.
 */
export function SubPageLayout({ meta, hero, heroExtra, afterHero, nav, children, related, stats, callToAction }: SubPageLayoutProps) {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <SubPageHero {...hero}>{heroExtra}</SubPageHero>
      {afterHero}
      {nav && <SectionNav label={nav.label} items={nav.items} mode={nav.mode} />}
      {children}
      <RelatedSolutions items={related.items} title={related.title} intro={related.intro} />
      {stats && <StatsStrip stats={stats.items} label={stats.label} />}
      <CallToAction {...callToAction} />
    </>
  );
}
