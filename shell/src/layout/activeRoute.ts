/**
 * Which menu entries name the page on screen. A link with an anchor points into a page rather than at it,
 * so only plain page links are marked current.
 */
import { withoutTrailingSlashes } from 'shared/paths';

export const isCurrentPage = (pathname: string, href: string) =>
  !href.includes('#') && withoutTrailingSlashes(pathname) === href;

/** True when the page on screen is one of `hrefs` (anchors ignored): its menu group is highlighted. */
export const isInGroup = (pathname: string, hrefs: string[]) =>
  hrefs.some((href) => href.split('#')[0] === withoutTrailingSlashes(pathname));
