import { use } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { areaForPath } from 'shared/areas';
import { Layout } from './layout/Layout';
import { HomePage } from './home/HomePage';
import { NotFound } from './pages/NotFound';
import { RouteError } from './pages/RouteError';
import { RemoteArea } from './remotes/RemoteArea';
import { enteringArea, useLiveAreas } from './remotes/liveAreas';

/**
 * Any path but `/`: the remote that owns it (as the live settings document says) renders it, or the 404
 * page when no area does. Entering another area first catches up with releases made since the tab opened.
 */
function AreaRoute() {
  const { pathname } = useLocation();
  const entering = enteringArea(pathname);
  if (entering) use(entering);
  const area = areaForPath(useLiveAreas(), pathname);
  return area ? <RemoteArea key={area.id} area={area} /> : <NotFound />;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <AreaRoute /> },
    ],
  },
];
