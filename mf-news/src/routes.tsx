import { lazyPage } from 'shared/loading';
import { withSiteData } from 'shared/siteData';
import type { RouteObject } from 'react-router';
import { articlePattern, newsPath } from 'shared/newsPaths';
import './styles.css';

// One chunk per page (the article's body renderers are a chunk of their own: body/ArticleBody.tsx). Both read posts:
// the data library loads with them (shared/siteData).
const NewsPage = withSiteData(lazyPage(() => import('./pages/NewsPage')));
const ArticlePage = withSiteData(lazyPage(() => import('./pages/ArticlePage')));

const routes: RouteObject[] = [
  { path: newsPath, element: <NewsPage /> },
  { path: articlePattern, element: <ArticlePage /> },
];

export default routes;
