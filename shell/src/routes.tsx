import { useLocation, type RouteObject } from 'react-router';
import { areaForPath } from 'shared/areas';
import { Layout } from './layout/Layout';
import { HomePage } from './home/HomePage';
import { NotFound } from './pages/NotFound';
import { RouteError } from './pages/RouteError';
import { RemoteArea } from './remotes/RemoteArea';

/** Any path but `/`: the remote that owns it renders it, or the 404 page when no area does. */
function AreaRoute() {
  const area = areaForPath(useLocation().pathname);
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
