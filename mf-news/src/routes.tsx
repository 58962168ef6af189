import { lazyPage } from 'shared/lazyPage';
import type { RouteObject } from 'react-router';
import './styles.css';

// One chunk per page: the article page carries the rich-text renderer and the sanitiser.
const NewsPage = lazyPage(() => import('./pages/NewsPage'));
const ArticlePage = lazyPage(() => import('./pages/ArticlePage'));

const routes: RouteObject[] = [
  { path: '/hospitality-industry-news', element: <NewsPage /> },
  { path: '/hospitality-industry-news/:slug', element: <ArticlePage /> },
];

export default routes;
