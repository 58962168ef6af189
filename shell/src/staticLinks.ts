/**
 * Links inside blocks React does not hydrate (shared/loading's Hydrate: static markup, or a block not yet
 * hydrated) are plain anchors: this routes their clicks in the tab, as a router link would, instead of
 * loading the page again. Links React handles (their default prevented), other origins, files, new tabs and
 * modified clicks are left to the browser.
 */
const unhydratedBlock = '[data-hydrate]';
const file = /\.[a-z0-9]+$/i;

export function routeUnhydratedLinks(navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !link.closest(unhydratedBlock)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || file.test(url.pathname)) return;
    // A link to a place on this page scrolls natively.
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
