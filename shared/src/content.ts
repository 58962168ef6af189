/** Typed content shared by the sub-pages of every area: statistics, breadcrumb items, section nav items. */
import type { LucideIcon } from 'lucide-react';

export interface Statistic {
  value: string;
  label: string;
}

export interface BreadcrumbItem {
  label: string;
  href: string;
}

/** A tab of a page's section nav: `id` is the section's element id and the URL hash. */
export interface SectionNavItem {
  id: string;
  label: string;
}

/** A card linking to a related solution or area (e.g. `/solutions/by-industry#hospitality`, `/#software`). */
export interface RelatedLink {
  title: string;
  description: string;
  href: string;
  icon?: LucideIcon;
}
