/**
 * The site's data of one visit (one QueryClient: cached reads survive navigation), or of one page render in the
 * prerender job, which gives each page a client of its own and dehydrates it into the HTML for the browser.
 * Created once per tab or per render (`createSiteData`) and reached through `SiteDataContext`.
 */
import { createContext } from 'react';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { once } from '../loading/once';
import { trackSettlement } from '../loading/settled';

type QueryModule = typeof import('@tanstack/react-query');

/** Loads the shared TanStack Query singleton (once: code, not state). */
export const loadQueryModule: () => Promise<QueryModule> = once(() => trackSettlement(import('@tanstack/react-query')));

/** A failed read is tried again this many times, after 1 s, 2 s and 4 s, then shows its error. */
export const readRetries = 3;
export const readRetryDelayMs = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

/**
 * A client for the site's data. Reads stay fresh for a minute: the areas' data (news posts) changes
 * rarely, and moving between pages should not read it again each time. This is the one place reads are
 * retried: the areas' queries send one request per attempt (supabase-js's own retry is off in mf-news), so
 * an outage costs at most 4 requests per query and the error shows after about 7 s.
 */
export const createDataClient = (query: QueryModule) =>
  new query.QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: readRetries, retryDelay: readRetryDelayMs } } });

export interface SiteData {
  /**
   * Hands the data a prerendered page was rendered with to the client the page will read it through. The data
   * library is not loaded for it: the blocks that read data load it when they are hydrated (a block below the fold
   * only once it comes near the viewport), and the client is created with this data then.
   */
  providePageData(data: DehydratedState): void;
  /** Whether the prerendered page was rendered with data (its blocks then load the data library before hydrating). */
  renderedWithData(): boolean;
  /** The client of this tab or render, created on first use (with the page's data, if any). */
  client(query: QueryModule): QueryClient;
}

/** A tab's or a render's data: `client` given (the renderer's, with its own options) or created on first use. */
export function createSiteData({ client: given }: { client?: QueryClient } = {}): SiteData {
  let client = given;
  let pageData: DehydratedState | undefined;
  let withData = false;
  return {
    providePageData(data) {
      pageData = data;
      withData = data.queries.length > 0;
    },
    renderedWithData: () => withData,
    client(query) {
      if (!client) {
        client = createDataClient(query);
        if (pageData) {
          // The page was rendered from this data, and the job renders pages again when content changes: it is as
          // fresh as the page, so nothing is read again just for hydrating.
          const now = Date.now();
          query.hydrate(client, { ...pageData, queries: pageData.queries.map((entry) => ({ ...entry, state: { ...entry.state, dataUpdatedAt: now } })) });
          pageData = undefined;
        }
      }
      return client;
    },
  };
}

/** The tab's (or the render's) site data; without one (an area's page rendered alone, in a test) each provider has its own client. */
export const SiteDataContext = createContext<SiteData | null>(null);
