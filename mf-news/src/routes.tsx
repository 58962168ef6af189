import { lazyPage } from 'shared/loading';
import type { RouteObject } from 'react-router';
import { articlePattern, newsPath } from 'shared/newsPaths';
import './styles.css';

// One chunk per page: the article page carries the rich-text renderer and the sanitiser.
const NewsPage = lazyPage(() => import('./pages/NewsPage'));
const ArticlePage = lazyPage(() => import('./pages/ArticlePage'));

const routes: RouteObject[] = [
  { path: newsPath, element: <NewsPage /> },
  { path: articlePattern, element: <ArticlePage /> },
];

export default routes;
