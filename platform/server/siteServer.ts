/**
 * The site server (what `listen`, siteStart.ts, starts): the composed site on one origin, as a CDN in front of the
 * release store would serve it (see platform/releases/store.ts for the store's layout). Each family of paths is a
 * route of its own (routes/), tried in this order:
 * - `/health` (routes/healthRoute.ts);
 * - `/_site/field`, the field figures (platform/field/fieldPage.ts);
 * - `/_site/releases`, the release API for a team's pipeline, with a release token (routes/releaseApi.ts);
 * - the embedded Supabase-compatible backend (`/rest/v1`, `/functions/v1`, `/storage/v1`, `POST /api/leads`,
 *   `POST /api/field`; routes/backendRoute.ts), so the settings' `backend.url` is `/`;
 * - any method but GET and HEAD on the rest (routes/siteMethodsRoute.ts);
 * - `/settings.json` and `/settings.schema.json` (routes/settingsRoute.ts);
 * - `/releases/<app>/<version>/…`, immutable (routes/releasesRoute.ts);
 * - `/news/<slug>`, redirected to the article (routes/newsRedirect.ts);
 * - `/remotes/<workspace>/…`, each app's dist (routes/remotesRoute.ts);
 * - `/…`: the prerendered pages, else the live shell's files and page (routes/pagesRoute.ts).
 * Precompressed brotli/gzip files, immutable caching for content-hashed files, `no-cache` for HTML, manifests,
 * remote entries and the settings document (http/).
 */
import http from 'node:http';
import { defaultKeys, type DataDirLock } from 'supabase-backend/server';
import { noTrustedProxies } from 'infra/clientAddress';
import { prerenderDir } from '../apps';
import { canaryServing } from './cohortServing';
import { readCanaries } from '../canary/state';
import { fieldPages } from '../field/fieldPage';
import { knownReleases } from '../field/knownReleases';
import { answerClientErrors } from './http/clientErrors';
import { securityHeaders } from './http/securityHeaders';
import { siteMethods } from './http/servingPolicy';
import { applyServerLimits, defaultServerLimits, serverOptions } from './http/serverLimits';
import { damageReport, type DamageReport } from './lastGoodFiles';
import { liveSettings } from './liveSettings';
import { prerenderedPages } from './prerenderedPages';
import { checkLiveManifests, releasedManifests } from './releasedManifests';
import { backendRoute } from './routes/backendRoute';
import { healthRoute } from './routes/healthRoute';
import { newsRedirect } from './routes/newsRedirect';
import { pagesRoute } from './routes/pagesRoute';
import { releaseApiRoute, type ReleaseApiOptions } from './routes/releaseApi';
import { releasesRoute } from './routes/releasesRoute';
import { remotesRoute } from './routes/remotesRoute';
import type { Route } from './routes/route';
import { settingsRoute } from './routes/settingsRoute';
import { siteMethodsRoute } from './routes/siteMethodsRoute';
import { siteRequests } from './routes/siteRequests';
import type { ServerOptions } from './serverOptions';
import { siteBackend, type SiteBackend } from './siteBackend';

export interface SiteServer {
  /** The site: a short 503 "starting" answer (http/startingAnswer.ts) until `markReady()`. */
  server: http.Server;
  /** The same site without the starting answer, for the prerender job alone (listen keeps it on loopback). */
  jobServer: http.Server;
  markReady(): void;
  backend: SiteBackend;
  /** Files found damaged (see lastGoodFiles.ts), as `/health` lists them. */
  damage: DamageReport;
}

export type SiteServerOptions = Omit<ServerOptions, 'port'> & {
  dataDirLock?: DataDirLock;
  /** Runs the prerender job of releases made through the release API (the real job unless a test gives a fake). */
  releaseJob?: ReleaseApiOptions['runJob'];
};

export function createSiteServer(options: SiteServerOptions, onContentSynced: () => void = () => undefined): SiteServer {
  const { store, settingsFile, pagesDir = prerenderDir, areaOverride, backendDataDir, lazyBackend, dataDirLock, trustedProxies = noTrustedProxies } = options;
  // Each field beacon the backend takes is also a vote of a running canary (the cohort from the visitor's cookie).
  const backend = siteBackend({ dataDir: backendDataDir, dataDirLock, trustedProxies, onContentSynced, field: {
      onBeacon: (...beacon) => canaries.field.onBeacon(...beacon),
      cohortOf: (req) => canaries.field.cohortOf(req),
      // Only the areas the site has and the releases its store holds: no one adds either to the field figures.
      accepts: knownReleases(store),
    },
  });
  const damage = damageReport();
  const prerendered = prerenderedPages(pagesDir, damage);
  const settings = liveSettings(settingsFile, damage);
  const manifests = releasedManifests(damage);
  // While a canary runs: each visitor's cohort, its pages and settings, and the votes of the verdict.
  const canaries = canaryServing({
    store,
    pagesDir,
    report: damage,
    db: () => backend.get().then(({ db }) => db),
  });
  const field = fieldPages({
    db: async () => (await backend.get()).db,
    // The key the site's backend is opened with (siteBackend.ts): known without opening it, so a refusal costs no database.
    serviceKey: defaultKeys.serviceKey,
    trustedProxies,
    store,
    settings: () => settings()?.document,
    canaries: async () => Object.values((await readCanaries(store)).canaries).filter((canary) => canary !== undefined),
  });
  const routes: Route[] = [
    healthRoute({ backend, lazyBackend, damage, checkFiles: () => {
      prerendered.check();
      checkLiveManifests(manifests, store, settings()?.document);
    } }),
    ({ req, res, url }) => field(req, res, url),
    // Its releases are rendered through the job's listener, as a local release command's are.
    releaseApiRoute({ store, pagesDir, jobOrigin: () => {
      const address = jobServer.address();
      return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : undefined;
    }, runJob: options.releaseJob }),
    backendRoute(backend),
    siteMethodsRoute,
    settingsRoute({ store, settingsFile, settings, damage, canaries }),
    releasesRoute(store, manifests),
    newsRedirect,
    remotesRoute(),
    pagesRoute({ store, settings, prerendered, canaries, areaOverride }),
  ];
  const limits = { ...defaultServerLimits, ...options.limits };
  const setSecurityHeaders = securityHeaders(() => settings()?.document, undefined, areaOverride, prerendered.loaderSources);
  let ready = false;
  const server = http.createServer(serverOptions(limits), siteRequests({ setSecurityHeaders, routes, starting: () => !ready }));
  // Its one client, the job, blocks its event loop while it renders: a connection it keeps must not be closed as
  // idle meanwhile, or its next request is written to a closed socket ("fetch failed").
  const jobServer = http.createServer(serverOptions({ ...limits, keepAliveTimeoutMs: 60_000 }), siteRequests({ setSecurityHeaders, routes, starting: () => false }));
  for (const listener of [server, jobServer]) {
    applyServerLimits(listener, limits);
    answerClientErrors(listener, setSecurityHeaders, siteMethods);
  }
  return { server, jobServer, backend, damage, markReady: () => void (ready = true) };
}
