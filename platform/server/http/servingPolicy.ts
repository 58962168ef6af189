/**
 * How each kind of the site's responses is cached and which paths make each kind: the one source for the site
 * server (siteServer.ts) and for the rules it is served by elsewhere — the nginx configuration and a CDN's
 * `_headers`/`_redirects` (platform/edge/). The security headers come from securityHeaders.ts, also shared.
 */
import { backendPathPattern, backendRoutes, routesPattern, type PathRoute } from 'supabase-backend/server/backendPaths';
import { canonicalArticlePrefix, newsPath } from 'shared/newsPaths';
import { releaseVersionSource } from 'shared/releaseVersion';

/** The Cache-Control of each kind of response. */
export const cacheControl = {
  /** Released files (their version is their content's digest) and content-hashed files: a year, never revalidated. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML, the settings document, manifests, remote entries, 404s: kept, but asked again before each use. */
  revalidate: 'no-cache',
  /** The canonical article address's permanent redirect. */
  redirect: 'public, max-age=3600',
  /** Answers a cache must never keep in place of the file (405, 406, 416, 503). */
  never: 'no-store',
} as const;

/** The media types sent with `; charset=utf-8` (nginx's `charset_types`): the site's text is UTF-8. */
export const utf8Types = ['text/html', 'text/plain', 'text/xml', 'application/xml', 'application/rss+xml'] as const;
export const withCharset = (type: string) => ((utf8Types as readonly string[]).includes(type) ? `${type}; charset=utf-8` : type);
/** The type of the site's own short answers (404, 405, …). */
export const plainText = withCharset('text/plain');

/**
 * A request's path as routed: slashes in a row count as one (`//news/x` is `/news/x`), as nginx's merge_slashes reads
 * them; percent-encoding is kept.
 */
export const routedPath = (pathname: string) => pathname.replace(/\/{2,}/g, '/');

/** A content-hashed build file (`main.0123456789.js`): its name changes with its content. */
export const hashedFile = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
/** A file of a released version: `/releases/<app>/<version>/…` (platform/releases/store.ts); captures app and version. */
export const releasedFile = new RegExp(`^/releases/([a-z]+)/(${releaseVersionSource})/`);
/** Written by the prerender job beside the pages (sitemap, robots.txt, the feed), else the shell's. */
export const jobFile = /\.(xml|txt)$/;

/** The Cache-Control of a build file outside the store's versioned paths. */
export const buildFileCacheControl = (pathname: string) => (hashedFile.test(pathname) ? cacheControl.immutable : cacheControl.revalidate);

/** What the site's own routes answer (the backend answers its own methods). */
export const siteMethods = 'GET, HEAD, OPTIONS';

/** The backend's paths (`/rest/v1/`, `/functions/v1/`, `/storage/v1/`, `/api/leads`, `/health`), as a pattern. */
export const backendPaths = backendPathPattern;

/** The site server's pages for the team (`/_site/field`, platform/field/fieldPage.ts): never files. */
export const teamPageRoute: PathRoute = { prefix: '/_site/' };

/** What only a site server answers, never a static file server: the backend's routes and the team's pages. */
export const siteServerRoutes: readonly PathRoute[] = [...backendRoutes, teamPageRoute];
export const siteServerPaths = routesPattern(siteServerRoutes);

/** `/news/<slug>` (an article's canonical address) answers with a permanent redirect to the article. */
export const canonicalRedirect = { from: canonicalArticlePrefix, to: `${newsPath}/`, status: 301 } as const;
