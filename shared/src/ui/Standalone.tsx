import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { readSettings, SettingsProvider } from 'shared/settings';
import { RemoteScope } from 'shared/ui/RemoteScope';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Runs one remote on its own (its `npm run dev -w mf-…` page): its routes in a bare router, with the
 * settings document of the origin it is served from when there is one.
 */
export async function renderStandalone(routes: RouteObject[], remote: string) {
  const url = new URL('/settings.json', window.location.href).href;
  const raw = await fetch(url)
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
  createRoot(document.getElementById('root')!).render(
    <SettingsProvider settings={readSettings(raw, url).settings}>
      <QueryClientProvider client={new QueryClient()}>
        <RemoteScope remote={remote}>
          <BrowserRouter>
            <Routes routes={routes} />
          </BrowserRouter>
        </RemoteScope>
      </QueryClientProvider>
    </SettingsProvider>,
  );
}
