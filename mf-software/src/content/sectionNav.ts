import type { SectionNavItem } from 'shared/content';
import { softwarePages } from 'shared/navigation';
import type { FeatureSection, SoftwarePageContent } from './types';

/** The top menu's label for an anchor of a page, if the menu lists it. */
function menuLabel(path: string, id: string): string | undefined {
  const page = softwarePages.find((candidate) => candidate.href === path);
  return page?.anchors?.find((anchor) => anchor.href === `${path}#${id}`)?.label;
}

export const sectionLabel = (page: SoftwarePageContent, section: FeatureSection): string =>
  section.label ?? menuLabel(page.path, section.id) ?? section.title;

/** The tabs of a page's section nav, in page order. */
export const sectionNavItems = (page: SoftwarePageContent): SectionNavItem[] =>
  page.sections.map((section) => ({ id: section.id, label: sectionLabel(page, section) }));
