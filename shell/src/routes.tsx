import { use, useState } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { areaForPath } from 'shared/areas';
import { lazyPage, preloadElement } from 'shared/loading';
import { Layout } from './layout/Layout';
import { loadHomePage } from './home/loadHomePage';
import { NotFound } from './pages/NotFound';
import { RemoteArea } from './remotes/RemoteArea';
import { AreaUnavailable } from './remotes/AreaUnavailable';
import { useLiveAreas, useShellRuntime } from './runtime';

/**
 * Any path but `/`: the remote that owns it (as the live settings document says) renders it, or the 404
 * page when no area does. Entering another area first catches up with releases made since the tab opened.
 */
function AreaRoute() {
  const { pathname } = useLocation();
  use(useShellRuntime().areas.entering(pathname));
  const areas = useLiveAreas();
  const area = areaForPath(areas, pathname);
  if (area) return <RemoteArea key={area.id} area={area} />;
  // No area at all: the settings document that says who owns the page could not be read. Not a 404.
  return areas.length ? <NotFound /> : <SiteUnavailable />;
}

function SiteUnavailable() {
  const [, retried] = useState(0);
  const { areas } = useShellRuntime();
  return <AreaUnavailable label="This page" onRetry={() => void areas.revalidate().then(() => retried((n) => n + 1))} />;
}

// Only the home page loads the home page's code.
const HomePage = lazyPage(loadHomePage);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <AreaRoute /> },
    ],
  },
];

/** Loads the code of the shell's own page at `pathname` (the home page), so that it hydrates without suspending. */
export const preloadShellPage = (pathname: string) =>
  Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => preloadElement(route.element))).then(() => undefined);
