/**
 * Prerendered HTML of areas whose remote could not be loaded when the page hydrated. Such an area stays
 * as the server wrote it (readable, links working) instead of flipping to its unavailable panel; the
 * next visit to the area loads the remote again. One set per tab (shell/src/runtime.tsx).
 */
export interface StaticIslands {
  /** Keeps the area's prerendered markup (the element its remote rendered into) for the hydration. */
  keep(remote: string, pathname: string, root: ParentNode): void;
  /** The markup to keep for this area at this path, if it is a static island. */
  at(remote: string, pathname: string): string | undefined;
  /** Once the visitor leaves the page, the area is loaded normally again. */
  drop(remote: string): void;
}

export function createStaticIslands(): StaticIslands {
  const islands = new Map<string, { pathname: string; html: string }>();
  return {
    keep(remote, pathname, root) {
      const element = root.querySelector(`[data-remote="${remote}"]`);
      if (element) islands.set(remote, { pathname, html: element.innerHTML });
    },
    at(remote, pathname) {
      const island = islands.get(remote);
      return island?.pathname === pathname ? island.html : undefined;
    },
    drop: (remote) => void islands.delete(remote),
  };
}
