/**
 * Which menu entries name the page on screen. A link with an anchor points into a page rather than at it,
 * so only plain page links are marked current.
 */
const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const isCurrentPage = (pathname: string, href: string) =>
  !href.includes('#') && withoutTrailingSlash(pathname) === href;

/** True when the page on screen is one of `hrefs` (anchors ignored): its menu group is highlighted. */
export const isInGroup = (pathname: string, hrefs: string[]) =>
  hrefs.some((href) => href.split('#')[0] === withoutTrailingSlash(pathname));
