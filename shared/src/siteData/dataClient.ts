/**
 * The one QueryClient of a visit (cached reads survive navigation), or of one page render in the
 * prerender job, which sets a fresh client per page and dehydrates it into the HTML for the browser.
 */
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { trackSettlement } from '../loading/settled';

type QueryModule = typeof import('@tanstack/react-query');

let loading: Promise<QueryModule> | undefined;
let client: QueryClient | undefined;

/** Loads the shared TanStack Query singleton (once). */
export function loadQueryModule(): Promise<QueryModule> {
  loading ??= trackSettlement(import('@tanstack/react-query'));
  return loading;
}

/** A failed read is tried again this many times, after 1 s, 2 s and 4 s (SPEC §9), then shows its error. */
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

/** Data a prerendered page was rendered with, put into the client when the data library first loads. */
let pageData: DehydratedState | undefined;

/**
 * Hands the data a prerendered page was rendered with to the client the page will read it through. The data
 * library is not loaded for it: the blocks that read data load it when they are hydrated (a block below the fold
 * only once it comes near the viewport), and the client is created with this data then.
 */
export function providePageData(data: DehydratedState) {
  pageData = data;
}

export function currentDataClient(query: QueryModule): QueryClient {
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
}

/** Replaces the client: a fresh one per prerendered page, or one hydrated with a page's data. */
export function setDataClient(next: QueryClient) {
  client = next;
}
