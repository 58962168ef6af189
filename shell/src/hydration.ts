/**
 * A prerendered page is hydrated, not replaced: first every remote module the page rendered is loaded
 * (so nothing suspends and no skeleton replaces the server's markup), and the data the page was rendered
 * with is put into the QueryClient. A remote that cannot be loaded keeps its prerendered markup as a
 * static island instead of flipping to its unavailable panel.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { createDataClient, loadQueryModule, setDataClient } from './remotes/dataClient';
import { loadPageModules } from './remotes/federation';
import { keepStaticIsland } from './remotes/staticIslands';
import { pageDataId } from './pageData';


/** Whether the server sent the page's markup (the job's pages) or an empty root (the plain shell page). */
export const isPrerendered = (root: HTMLElement) => root.hasChildNodes();

function readPageData(): DehydratedState | undefined {
  const text = document.getElementById(pageDataId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch (error) {
    console.error('[hydration] The page data is not valid JSON; the page reads its data again.', error);
    return undefined;
  }
}

export async function prepareHydration(pathname: string, root: HTMLElement): Promise<void> {
  const data = readPageData();
  await Promise.all([
    ...loadPageModules(pathname).map(({ module, load }) =>
      load.catch((error: unknown) => {
        console.error(`[remote] ${module.remote} could not be loaded; its prerendered content stays as it is.`, error);
        keepStaticIsland(module.remote, pathname, root);
      }),
    ),
    loadQueryModule().then((query) => {
      const client = createDataClient(query);
      // The page was rendered from this data, and the job renders pages again when content changes: it is
      // as fresh as the page, so nothing is read again (nor the data client loaded) just for hydrating.
      if (data) query.hydrate(client, { ...data, queries: data.queries.map((entry) => ({ ...entry, state: { ...entry.state, dataUpdatedAt: Date.now() } })) });
      setDataClient(client);
    }),
  ]);
}
