import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import './styles.css';

// One chunk per page: a visitor downloads only the page they open.
const GetHelpPage = lazy(() => import('./pages/GetHelpPage'));
const OnboardingPage = lazy(() => import('./pages/OnboardingPage'));
const StatusPage = lazy(() => import('./pages/StatusPage'));
const UpdatesPage = lazy(() => import('./pages/UpdatesPage'));
const ApiDocsPage = lazy(() => import('./pages/ApiDocsPage'));
const CommunityPage = lazy(() => import('./pages/CommunityPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const DownloadsPage = lazy(() => import('./pages/DownloadsPage'));

const routes: RouteObject[] = [
  { path: '/support/get-help', element: <GetHelpPage /> },
  { path: '/support/onboarding', element: <OnboardingPage /> },
  { path: '/support/status', element: <StatusPage /> },
  { path: '/support/updates', element: <UpdatesPage /> },
  { path: '/support/api-docs', element: <ApiDocsPage /> },
  { path: '/support/community', element: <CommunityPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/downloads', element: <DownloadsPage /> },
];

export default routes;
