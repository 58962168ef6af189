import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import './styles.css';

// One chunk per page: each carries only its own text.
const TermsAndConditionsPage = lazy(() => import('./pages/TermsAndConditionsPage'));
const TermsDownloadsPage = lazy(() => import('./pages/TermsDownloadsPage'));
const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage'));
const GdprPage = lazy(() => import('./pages/GdprPage'));
const ManageYourDataPage = lazy(() => import('./pages/ManageYourDataPage'));

const routes: RouteObject[] = [
  { path: '/terms-and-conditions', element: <TermsAndConditionsPage /> },
  { path: '/terms-conditions', element: <TermsDownloadsPage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/gdpr', element: <GdprPage /> },
  { path: '/how-to-manage-your-data', element: <ManageYourDataPage /> },
];

export default routes;
