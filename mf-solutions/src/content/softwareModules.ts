/** Links to the software pages, named as the menu names them (one copy of every label). */
import { softwarePages, type NavLink } from 'shared/navigation';

const byHref = new Map<string, string>(
  softwarePages.flatMap((page) => [[page.href, page.label] as const, ...(page.anchors ?? []).map((a) => [a.href, a.label] as const)]),
);

/** `softwareModule('guest-journey', 'mobile-key')` → { label: 'Mobile Key', href: '/software/guest-journey#mobile-key' }. */
export function softwareModule(page: string, anchor?: string): NavLink {
  const href = `/software/${page}${anchor ? `#${anchor}` : ''}`;
  const label = byHref.get(href);
  if (!label) throw new Error(`No software page or menu anchor at ${href}`);
  return { label, href };
}
