import type { BreadcrumbItem } from 'shared/content';

/**
 * Home, then the page under its own name. The shared trail-from-path would spell these top-level paths
 * from their slugs ("Terms Conditions"); the hero and the breadcrumb JSON-LD both use this one instead.
 */
export const legalTrail = (path: string, label: string): BreadcrumbItem[] => [
  { label: 'Home', href: '/' },
  { label, href: path },
];
