import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import './styles.css';

const TermsPage = lazy(() => import('./pages/TermsPage'));

const routes: RouteObject[] = [{ path: '/terms-and-conditions', element: <TermsPage /> }];

export default routes;
