import { use, useContext, useState, type ReactNode } from 'react';
import { createSiteData, loadQueryModule, SiteDataContext } from './dataClient';

/**
 * TanStack Query for an area that reads data, around the area's own pages (mf-news): the library loads only
 * for a page that reads data, not with the shell nor with every area. It suspends while the library loads,
 * so render it inside the area's Suspense boundary; once loaded (before a prerendered page that read data
 * hydrates: shell/src/hydration.ts) it renders at once.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  // Read without suspending once loaded (shared/src/loading/settled.ts).
  const query = use(loadQueryModule());
  const site = useContext(SiteDataContext);
  const [alone] = useState(() => (site ? undefined : createSiteData()));
  return <query.QueryClientProvider client={(site ?? alone!).client(query)}>{children}</query.QueryClientProvider>;
}
