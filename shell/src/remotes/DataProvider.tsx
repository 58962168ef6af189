import { lazy, type ReactNode } from 'react';

/**
 * TanStack Query for the areas' data, loaded with the first remote rather than with the shell (the
 * shell reads no data itself): one QueryClient for the whole visit, so cached reads survive navigation.
 * It suspends until loaded: render it inside the area's Suspense boundary.
 */
export const DataProvider = lazy(() =>
  import('@tanstack/react-query').then(({ QueryClient, QueryClientProvider }) => {
    const client = new QueryClient();
    return {
      default: function QueryProvider({ children }: { children: ReactNode }) {
        return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
      },
    };
  }),
);
