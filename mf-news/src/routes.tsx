import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import './styles.css';

// One chunk per page: the article page carries the rich-text renderer and the sanitiser.
const NewsPage = lazy(() => import('./pages/NewsPage'));
const ArticlePage = lazy(() => import('./pages/ArticlePage'));

const routes: RouteObject[] = [
  { path: '/hospitality-industry-news', element: <NewsPage /> },
  { path: '/hospitality-industry-news/:slug', element: <ArticlePage /> },
];

export default routes;
