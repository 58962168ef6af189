import { lazyPage } from 'shared/loading';
import type { RouteObject } from 'react-router';
import './styles.css';

// One chunk per page: each carries only its own text.
const TermsAndConditionsPage = lazyPage(() => import('./pages/TermsAndConditionsPage'));
const TermsDownloadsPage = lazyPage(() => import('./pages/TermsDownloadsPage'));
const PrivacyPolicyPage = lazyPage(() => import('./pages/PrivacyPolicyPage'));
const GdprPage = lazyPage(() => import('./pages/GdprPage'));
const ManageYourDataPage = lazyPage(() => import('./pages/ManageYourDataPage'));

const routes: RouteObject[] = [
  { path: '/terms-and-conditions', element: <TermsAndConditionsPage /> },
  { path: '/terms-conditions', element: <TermsDownloadsPage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/gdpr', element: <GdprPage /> },
  { path: '/how-to-manage-your-data', element: <ManageYourDataPage /> },
];

export default routes;
