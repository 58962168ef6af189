/** Section-nav items (id, label) of a solution page, read from the menu's anchors (one copy). */
import type { SectionNavItem } from 'shared/content';
import { solutionPages } from 'shared/navigation';

export function sectionNavItems(path: string): SectionNavItem[] {
  const page = solutionPages.find((candidate) => candidate.href === path);
  if (!page?.anchors) throw new Error(`No solution page with anchors at ${path}`);
  return page.anchors.map((anchor) => ({ id: anchor.href.slice(anchor.href.indexOf('#') + 1), label: anchor.label }));
}
