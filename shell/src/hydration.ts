/**
 * A prerendered page is hydrated, not replaced: first the page's own remote module is loaded (so nothing
 * suspends and no skeleton replaces the server's markup), and the data the page was rendered with is handed to
 * the data client. An embed below the page's content loads its module when its block is hydrated. A remote that
 * cannot be loaded keeps its prerendered markup as a static island instead of flipping to its unavailable panel.
 */
import { loadPageModule } from './remotes/federation';
import { keepAsIsland } from './remotes/embedHydration';
import type { ShellRuntime } from './runtime';
import { preloadShellPage } from './routes';
import { releaseOf, type Area, type PageReleases } from 'shared/areas';
import { readHandOff } from './document/handOff';

/** Whether the server sent the page's markup (the job's pages) or an empty root (the plain shell page). */
export const isPrerendered = (root: HTMLElement) => root.hasChildNodes();

/** The releases this prerendered page was rendered with (none for the plain shell page). */
export const pageReleases = (): PageReleases => readHandOff('releases') ?? {};

/**
 * The areas to compose: the live ones, with the releases this prerendered page was rendered with (`recorded`: its
 * hand-off) in place of the live ones, so a page rendered before a release hydrates against its own code, never a
 * newer one. The manifests stay in the one form they have from the store on (shared/src/areas.ts).
 */
export function withPageReleases(areas: readonly Area[], recorded: PageReleases = pageReleases()): Area[] {
  return areas.map((area) => {
    const release = recorded[area.id];
    return release ? { ...area, ...releaseOf(release) } : area;
  });
}

export async function prepareHydration(runtime: ShellRuntime, pathname: string, root: HTMLElement): Promise<void> {
  const data = readHandOff('data');
  // The page's own area module (an embed's block loads its own as it is hydrated: loadEmbedForHydration).
  const own = loadPageModule(runtime.modules, runtime.areas.list(), pathname);
  const modules = own ? [own.load.catch((error: unknown) => keepAsIsland(runtime, own.module.area, pathname, root, error))] : [];
  // The client is created with this data when a block that reads data loads the library: the page's own module
  // (its preload loads it: shared/siteData's withSiteData) or an embed as it is hydrated. Most pages read none.
  if (data?.queries.length) runtime.data.providePageData(data);
  await Promise.all([...modules, preloadShellPage(pathname)]);
}
