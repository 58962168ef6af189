import { useEffect, type ReactNode } from 'react';

/**
 * Prerendered HTML of areas whose remote could not be loaded when the page hydrated. Such an area stays
 * as the server wrote it (readable, links working) instead of flipping to its unavailable panel; the
 * next visit to the area loads the remote again.
 */
const islands = new Map<string, { pathname: string; html: string }>();

/** Keeps the area's prerendered markup (the element its remote rendered into) for the hydration. */
export function keepStaticIsland(remote: string, pathname: string, root: ParentNode) {
  const element = root.querySelector(`[data-remote="${remote}"]`);
  if (element) islands.set(remote, { pathname, html: element.innerHTML });
}

/** The markup to keep for this area at this path, if it is a static island. */
export function staticIslandFor(remote: string, pathname: string): string | undefined {
  const island = islands.get(remote);
  return island?.pathname === pathname ? island.html : undefined;
}

/** Once the visitor leaves the page, the area is loaded normally again. */
export function dropStaticIsland(remote: string) {
  islands.delete(remote);
}

/** A remote's prerendered markup, kept as it is: the remote could not be loaded for the hydration. */
export function StaticIsland({ remote, html }: { remote: string; html: string }) {
  useEffect(() => () => dropStaticIsland(remote), [remote]);
  return <div data-remote={remote} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * What a remote renders into a shell page: its kept markup when `island` holds it, else `children` (the
 * remote's loaded module; an area that reads data puts its pages under `shared/siteData`'s DataProvider).
 */
export function RemoteContent({ remote, island, children }: { remote: string; island: string | undefined; children: ReactNode }) {
  return island !== undefined ? <StaticIsland remote={remote} html={island} /> : children;
}
