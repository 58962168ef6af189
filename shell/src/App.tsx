import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SettingsProvider, type SiteSettings } from 'shared/settings';
import { routes } from './routes';

export function App({ settings }: { settings: SiteSettings }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <SettingsProvider settings={settings}>
      <RouterProvider router={router} />
    </SettingsProvider>
  );
}
