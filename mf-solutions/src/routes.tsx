import { lazyPage } from 'shared/loading';
import type { RouteObject } from 'react-router';
import './styles.css';

// Each page is its own chunk, so a visitor downloads only the page (and content) they open.
const ByIndustryPage = lazyPage(() => import('./pages/ByIndustryPage'));
const ByTechnologyPage = lazyPage(() => import('./pages/ByTechnologyPage'));
const ByGoalPage = lazyPage(() => import('./pages/ByGoalPage'));
const PricingPage = lazyPage(() => import('./pages/PricingPage'));

const routes: RouteObject[] = [
  { path: '/solutions/by-industry', element: <ByIndustryPage /> },
  { path: '/solutions/by-technology', element: <ByTechnologyPage /> },
  { path: '/solutions/by-goal', element: <ByGoalPage /> },
  { path: '/pricing', element: <PricingPage /> },
];

export default routes;
