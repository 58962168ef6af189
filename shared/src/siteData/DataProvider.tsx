import { use, type ReactNode } from 'react';
import { currentDataClient, loadQueryModule } from './dataClient';

/**
 * TanStack Query for an area that reads data, around the area's own pages (mf-news): the library loads only
 * for a page that reads data, not with the shell nor with every area. It suspends while the library loads,
 * so render it inside the area's Suspense boundary; once loaded (before a prerendered page that read data
 * hydrates: shell/src/hydration.ts) it renders at once.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  // Read without suspending once loaded (shared/settled.ts).
  const query = use(loadQueryModule());
  return <query.QueryClientProvider client={currentDataClient(query)}>{children}</query.QueryClientProvider>;
}
