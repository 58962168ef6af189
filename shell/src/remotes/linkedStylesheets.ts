/**
 * A prerendered page links each of its areas' stylesheets itself, root-relative (`/releases/…`). Loading the
 * area, the federation runtime would add a link of its own to the same file: it names it by absolute URL and
 * does not recognise the page's link, and the browser then restyles the whole page for a second copy of the
 * same rules (a long task after hydration, and every later restyle slower). This plugin makes the runtime's
 * asset preloading skip any stylesheet the page already links (its `filter`); the area's own CSS chunk loading
 * finds the page's link by the marker the shell's renderer writes on it (shell/src/document/prerenderedPage.ts).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Whether the page links the stylesheet at `url` (compared resolved: the page's hrefs are root-relative). */
const pageLinksStylesheet = (url: string) =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).some((link) => link.href === url);

export function keepLinkedStylesheets(): ModuleFederationRuntimePlugin {
  return {
    name: 'keep-linked-stylesheets',
    beforePreloadRemote(args) {
      for (const operation of args.preloadOps) {
        const own = operation.filter;
        operation.filter = (url) => !pageLinksStylesheet(url) && (own?.(url) ?? true);
      }
    },
  };
}
