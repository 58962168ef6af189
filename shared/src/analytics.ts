/** Page-view reporting to Google Analytics' gtag, when the page has it. */

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

let lastReported: string | undefined;

/**
 * Reports one page view per navigation (`key` is the router location key; entries pushed outside the
 * router share the key "default", hence the path in the identity), after the page has set its title.
 * Does nothing where `window.gtag` is not defined.
 */
export function reportPageView(key: string, pagePath: string, pageTitle: string): void {
  const identity = `${key} ${pagePath}`;
  if (typeof window === 'undefined' || identity === lastReported) return;
  lastReported = identity;
  if (typeof window.gtag === 'function') {
    window.gtag('event', 'page_view', { page_path: pagePath, page_title: pageTitle });
  }
}
