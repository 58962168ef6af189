/**
 * Links inside blocks React does not hydrate (shared/loading's Hydrate: static markup, or a block not yet
 * hydrated) are plain anchors: this routes their clicks in the tab, as a router link would, instead of
 * loading the page again. Links React handles (their default prevented), other origins, files, new tabs and
 * modified clicks are left to the browser.
 */
const unhydratedBlock = '[data-hydrate]';
const file = /\.[a-z0-9]+$/i;

/** The in-site address a plain click on an anchor of such a block leads to, or undefined when the browser should follow it. */
function routableLink(event: MouseEvent): { link: HTMLAnchorElement; to: string } | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.closest(unhydratedBlock)) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || file.test(url.pathname)) return undefined;
  // A link to a place on this page scrolls natively.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return undefined;
  return { link, to: `${url.pathname}${url.search}${url.hash}` };
}

/** `withinWaitingBlock`: the tab's hydration run's (shared/loading). */
export function routeUnhydratedLinks(navigate: (to: string) => void, withinWaitingBlock: (node: Node) => boolean): () => void {
  const route = (event: MouseEvent, waiting: boolean) => {
    const target = routableLink(event);
    // A block still waiting to be hydrated is answered before React, which stops the click from bubbling.
    if (!target || withinWaitingBlock(target.link) !== waiting) return;
    event.preventDefault();
    navigate(target.to);
  };
  const inWaitingBlocks = (event: MouseEvent) => route(event, true);
  const inStaticBlocks = (event: MouseEvent) => route(event, false);
  document.addEventListener('click', inWaitingBlocks, { capture: true });
  document.addEventListener('click', inStaticBlocks);
  return () => {
    document.removeEventListener('click', inWaitingBlocks, { capture: true });
    document.removeEventListener('click', inStaticBlocks);
  };
}
