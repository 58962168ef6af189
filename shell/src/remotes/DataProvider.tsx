import { use, type ReactNode } from 'react';
import { currentDataClient, loadQueryModule } from './dataClient';

/**
 * TanStack Query for the areas' data, loaded with the first remote rather than with the shell (the shell
 * reads no data itself). It suspends while the library loads, so render it inside the area's Suspense
 * boundary; once loaded (always, before a prerendered page hydrates) it renders at once.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  // Read without suspending once loaded (shared/settled.ts).
  const query = use(loadQueryModule());
  return <query.QueryClientProvider client={currentDataClient(query)}>{children}</query.QueryClientProvider>;
}
