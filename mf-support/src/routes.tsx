import { lazyPage } from 'shared/loading';
import type { RouteObject } from 'react-router';
import './styles.css';

// One chunk per page: a visitor downloads only the page they open.
const GetHelpPage = lazyPage(() => import('./pages/GetHelpPage'));
const OnboardingPage = lazyPage(() => import('./pages/OnboardingPage'));
const StatusPage = lazyPage(() => import('./pages/StatusPage'));
const UpdatesPage = lazyPage(() => import('./pages/UpdatesPage'));
const ApiDocsPage = lazyPage(() => import('./pages/ApiDocsPage'));
const CommunityPage = lazyPage(() => import('./pages/CommunityPage'));
const AboutPage = lazyPage(() => import('./pages/AboutPage'));
const DownloadsPage = lazyPage(() => import('./pages/DownloadsPage'));
const SecurityPage = lazyPage(() => import('./pages/SecurityPage'));

const routes: RouteObject[] = [
  { path: '/support/get-help', element: <GetHelpPage /> },
  { path: '/support/onboarding', element: <OnboardingPage /> },
  { path: '/support/status', element: <StatusPage /> },
  { path: '/support/updates', element: <UpdatesPage /> },
  { path: '/support/api-docs', element: <ApiDocsPage /> },
  { path: '/support/community', element: <CommunityPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/downloads', element: <DownloadsPage /> },
  { path: '/security', element: <SecurityPage /> },
];

export default routes;
