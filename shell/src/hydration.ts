/**
 * A prerendered page is hydrated, not replaced: first every remote module the page rendered is loaded
 * (so nothing suspends and no skeleton replaces the server's markup), and the data the page was rendered
 * with is put into the QueryClient. A remote that cannot be loaded keeps its prerendered markup as a
 * static island instead of flipping to its unavailable panel.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { createDataClient, loadQueryModule, setDataClient } from 'shared/siteData';
import { loadPageModules } from './remotes/federation';
import { preloadShellPage } from './routes';
import { keepStaticIsland } from './remotes/staticIslands';
import type { Area } from 'shared/areas';
import { pageDataId, pageReleasesId, type PageReleases } from './pageData';


/** Whether the server sent the page's markup (the job's pages) or an empty root (the plain shell page). */
export const isPrerendered = (root: HTMLElement) => root.hasChildNodes();

function readJson<T>(id: string, what: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    console.error(`[hydration] The page's ${what} is not valid JSON.`, error);
    return undefined;
  }
}

/** The releases this prerendered page was rendered with (none for the plain shell page). */
export const pageReleases = (): PageReleases => readJson<PageReleases>(pageReleasesId, 'list of releases') ?? {};

/**
 * The areas to compose: the live ones, with the releases this prerendered page was rendered with in place
 * of the live ones (a page rendered before a release hydrates against its own code, never a newer one).
 */
export function withPageReleases(areas: readonly Area[], settingsUrl: string): Area[] {
  const recorded = pageReleases();
  return areas.map((area) => {
    const release = recorded[area.id];
    return release ? { ...area, version: release.version, manifest: new URL(release.manifest, settingsUrl).href } : area;
  });
}

export async function prepareHydration(pathname: string, root: HTMLElement): Promise<void> {
  const data = readJson<DehydratedState>(pageDataId, 'data');
  const modules = loadPageModules(pathname).map(({ module, load }) =>
    load.catch((error: unknown) => {
      console.error(`[remote] ${module.area.remote} could not be loaded; its prerendered content stays as it is.`, error);
      keepStaticIsland(module.area.remote, pathname, root);
    }),
  );
  // A page that read no data while rendering hydrates without the data library (most pages).
  const dataClient = data?.queries.length
    ? loadQueryModule().then((query) => {
        const client = createDataClient(query);
        // The page was rendered from this data, and the job renders pages again when content changes: it is as
        // fresh as the page, so nothing is read again just for hydrating.
        query.hydrate(client, { ...data, queries: data.queries.map((entry) => ({ ...entry, state: { ...entry.state, dataUpdatedAt: Date.now() } })) });
        setDataClient(client);
      })
    : undefined;
  await Promise.all([...modules, preloadShellPage(pathname), dataClient]);
}
