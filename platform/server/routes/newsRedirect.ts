/** `/news/<slug>`, an article's canonical address, redirects permanently to the article. */
import { articlePath } from 'shared/newsPaths';
import { percentDecoded } from 'shared/percentDecoded';
import { cacheControl, canonicalRedirect } from '../http/servingPolicy';
import type { Route } from './route';

export const newsRedirect: Route = ({ res, url, notFound }) => {
  if (!url.pathname.startsWith(canonicalRedirect.from) || url.pathname.length <= canonicalRedirect.from.length) return false;
  const slug = percentDecoded(url.pathname.slice(canonicalRedirect.from.length));
  if (slug === undefined || slug.includes('/')) notFound();
  else res.writeHead(canonicalRedirect.status, { Location: articlePath(slug), 'Cache-Control': cacheControl.redirect }).end();
  return true;
};
