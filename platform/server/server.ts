/**
 * The production server of `npm start`: the composed site on one origin, as a CDN in front of the release
 * store would serve it (see platform/releases/store.ts for the store's layout).
 * - `/settings.json`: the live settings document (`no-cache`): which release of each app is live; beside it
 *   `/settings.schema.json`, its JSON Schema (platform/settings/).
 * - `/releases/<app>/<version>/…`: the released builds, immutable (cached for a year).
 * - `/…`: the prerendered pages, else the live shell release's files and its page (history fallback);
 *   content-hashed shell files of earlier releases stay reachable for pages rendered before a shell release.
 * - `/remotes/<workspace>/…`: each app's dist, for a development site whose document points there.
 * - `/news/<slug>` (an article's canonical address) redirects permanently to the article.
 * - Precompressed brotli/gzip files, immutable caching for content-hashed files, `no-cache` for HTML,
 *   manifests, remote entries and the settings document.
 * - The embedded Supabase-compatible backend on the same origin (`/rest/v1`, `/functions/v1`, `/storage/v1`,
 *   `POST /api/leads`, see supabase/README.md), so the settings' `backend.url` is `/`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { corsHeaders, databaseUrlFromEnv, isBackendPath, isValidHostHeader, lockDataDir, type DataDirLock } from 'supabase-backend/server';
import { distOf, prerenderDir, remotes, type AppName } from '../apps';
import { defaultHost, listenSafely } from './http/listenAddress';
import { answerClientErrors } from './http/clientErrors';
import { guardRequests } from './http/requestGuard';
import { nothingAllowedPolicy, securityHeaders, setFilePolicy } from './http/securityHeaders';
import { buildFileCacheControl, cacheControl, canonicalRedirect, hashedFile, jobFile, plainText, releasedFile, routedPath, siteMethods } from './http/servingPolicy';
import { staticFolder } from './http/staticFiles';
import { applyServerLimits, defaultServerLimits, limitsFromEnv, serverOptions, type ServerLimits } from './http/serverLimits';
import { answeredWhileStarting, answerStarting, startingRetryAfterSeconds } from './http/startingAnswer';
import { damageReport, isPlainObject, lastGoodJson, type DamageReport, type GoodFile } from './lastGoodFiles';
import { prerenderedPages } from './prerenderedPages';
import { emptyBackendData, siteBackend, type SiteBackend } from './siteBackend';
import { siteHealth } from './siteHealth';
import { usePagesFolder } from './pagesFolder';
import { prerenderRunner, type PrerenderRunner } from '../prerender/runner';
import { whenServing } from './whenServing';
import { articlePath } from 'shared/newsPaths';
import { releaseStore, storedVersions, versionDir, type ReleaseStore } from '../releases/store';
import { liveVersion, readLiveDocument } from '../releases/settingsDocument';
import { settingsDocumentOf, settingsProblems, type SettingsDocument } from '../settings/reader';
import { schemaPath } from '../settings/paths';
import { publishSettingsSchema } from '../releases/storedSchema';
import type { ReleaseTarget } from '../registry/apps';
import { releaseUnreleasedAppsOnce } from '../releases/bootstrap';
import { defaultBackendDataDir, siteLabel, type SiteRecord } from '../releases/runningSite';
import { manifestFile } from '../prerender/publish';
import { releaseTargets } from '../registry/apps';
import { overrideCookie, overrideFromCookies } from 'shared/areaOverrides';
import { percentDecoded } from 'shared/percentDecoded';
import { envPort } from 'supabase-backend/server/envNumber';
import { checkRenderSettings } from '../prerender/renderPool';
import { fieldPages } from '../field/fieldPage';
import { defaultKeys, trustedProxiesFrom } from 'supabase-backend/server';
import { canaryServing } from '../canary/serving';
import { verdictTimer } from '../canary/verdicts';

export interface ServerOptions {
  port: number;
  /** The address to listen on: loopback unless `HOST` says otherwise (see http/listenAddress.ts). */
  host?: string;
  /** Timeouts and the connection cap (http/serverLimits.ts); tests shorten them. */
  limits?: Partial<ServerLimits>;
  /** The release store whose live releases are served. */
  store: ReleaseStore;
  /** The live settings document (default: the store's). */
  settingsFile: string;
  /** The prerender job's output (see prerenderedPages.ts). */
  pagesDir?: string;
  /** Run the prerender job once listening, and again after each content sync that changed posts. */
  prerender?: boolean;
  /**
   * URLs that must answer before the job's first run (PRERENDER_AFTER, space-separated): `npm run dev -- <area>`
   * names its area's Node container, built from source beside its dev server, so no page renders without it.
   */
  prerenderAfter?: string[];
  /** Where the embedded backend persists its database; in memory when left out. */
  backendDataDir?: string;
  /** Start from an empty data directory (a test run's own database). */
  freshBackend?: boolean;
  /**
   * Record this server in its data directory's lock as the running site (default true), for the commands that
   * look for it (releases/runningSite.ts); a command's own server, for the time of the command, is not one.
   */
  recordSite?: boolean;
  /** Open the database on the first backend request instead of at start (a server that rarely needs it). */
  lazyBackend?: boolean;
  /**
   * An area override (`legal=<manifest URL>`, see shared/src/areaOverrides.ts) handed to every tab that has none
   * yet, as its cookie: `npm run dev -- <area>` serves that area from its dev server this way.
   */
  areaOverride?: string;
}

const { immutable, revalidate, redirect, never } = cacheControl;
/** A request refused before it is routed: never cached, and never a document to run. */
const refused = { 'Content-Type': plainText, 'Cache-Control': never, 'Content-Security-Policy': nothingAllowedPolicy };

/** Everything under a version's path never changes: cached for a year. */
const releasedFiles = (dir: string) =>
  staticFolder(dir, {
    setHeaders(res, pathname) {
      setFilePolicy(res, pathname);
      res.setHeader('Cache-Control', immutable);
      // Remotes may be composed into a shell on another origin.
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });

/** A build folder: content-hashed files cached for a year, the rest revalidated. */
function staticFiles(dir: string, crossOrigin: boolean) {
  return staticFolder(dir, {
    setHeaders(res, pathname) {
      setFilePolicy(res, pathname);
      res.setHeader('Cache-Control', buildFileCacheControl(pathname));
      // Remotes may be composed into a shell on another origin.
      if (crossOrigin) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}

/**
 * The live settings document, re-read when the file changes (a release's atomic write). A damaged one is
 * reported and its last good state served (lastGoodFiles.ts): the site stays as it was until it is mended.
 */
function liveDocument(file: string, report: DamageReport) {
  const read = lastGoodJson<SettingsDocument>(file, {
    // Parsed through the settings schema: a document that does not parse is damaged, each problem named.
    check: (value) => settingsProblems(value).join('; ') || undefined,
    report,
    instead: 'its last good state is served (none since the server started: 503)',
  });
  // The ETag names the content (two writes within the file system's timestamp granularity, of the same length,
  // still differ by it): hashed once per good read.
  let versioned: { good: GoodFile<SettingsDocument>; version: string } | undefined;
  return (): { version: string; text: Buffer; document: SettingsDocument } | undefined => {
    const good = read();
    if (!good) return undefined;
    if (versioned?.good !== good) versioned = { good, version: createHash('sha256').update(good.text).digest('base64url').slice(0, 22) };
    return { version: versioned.version, text: good.text, document: good.value };
  };
}

/** A release's `mf-manifest.json` must be a federation manifest: an object with its `metaData`. */
const manifestProblem = (value: unknown) => (isPlainObject(value) && isPlainObject(value.metaData) ? undefined : 'not a federation manifest');

/**
 * Released manifests as last read good. A released file never changes (its version is its content's digest),
 * so a good copy read earlier is the file as released: it is served while the file on disk is damaged.
 */
function releasedManifests(report: DamageReport) {
  const readers = new Map<string, () => GoodFile<unknown> | undefined>();
  return (file: string) => {
    let read = readers.get(file);
    // Only files that are there get a reader: a request cannot grow the table.
    if (!read && !fs.existsSync(file)) return { good: undefined, damaged: false };
    if (!read) {
      read = lastGoodJson(file, { check: manifestProblem, report, instead: 'the copy read before the damage is served (none since the server started: 503)' });
      readers.set(file, read);
    }
    const good = read();
    const damaged = report.list().some((damage) => damage.file === file);
    return { good, damaged };
  };
}

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

export function createSiteServer(
  {
    store,
    settingsFile,
    pagesDir = prerenderDir,
    prerender: _prerender,
    prerenderAfter: _after,
    host: _host,
    limits: limitOptions,
    areaOverride,
    recordSite: _record,
    backendDataDir,
    lazyBackend,
    dataDirLock,
  }: Omit<ServerOptions, 'port'> & { dataDirLock?: DataDirLock },
  onContentSynced: () => void = () => undefined,
): SiteServer {
  // Each field beacon the backend takes is also a vote of a running canary (the cohort from the visitor's cookie).
  const backend = siteBackend({ dataDir: backendDataDir, dataDirLock, onContentSynced, onFieldBeacon: (req, beacon) => canaries.tapBeacon(req, beacon) });
  const damage = damageReport();
  const prerendered = prerenderedPages(pagesDir, damage);
  const settings = liveDocument(settingsFile, damage);
  const manifests = releasedManifests(damage);
  // The settings document's JSON Schema, as the store holds it (releases/storedSchema.ts).
  const storedSchema = staticFolder(store.dir, { extensions: [], contentType: 'application/schema+json', setHeaders: (res) => res.setHeader('Cache-Control', revalidate) });
  // While a canary runs: each visitor's cohort, its pages and settings, and the votes of the verdict.
  const canaries = canaryServing({ store, pagesDir, report: damage, db: () => backend.get().then(({ db }) => db) });
  /** The manifests of the live releases (and the settings document naming them), as `/health` checks them. */
  const checkLiveManifests = () => {
    const document = settings()?.document;
    const live = [
      ...(document?.shell?.version ? [['shell', document.shell.version] as const] : []),
      ...Object.entries(document?.areas ?? {}).flatMap(([area, entry]) => (entry?.version ? [[area, entry.version] as const] : [])),
    ];
    for (const [app, version] of live) {
      if (/^[0-9a-f]{12}$/.test(version)) manifests(path.join(versionDir(store, app as ReleaseTarget, version), 'mf-manifest.json'));
    }
  };
  const releases = releasedFiles(store.dir);
  const remoteFiles = new Map(remotes.map((app) => [app, staticFiles(distOf(app), true)]));
  const handlers = new Map<string, ReturnType<typeof staticFiles>>();
  const shellFiles = (dir: string) => {
    if (!handlers.has(dir)) handlers.set(dir, staticFiles(dir, false));
    return handlers.get(dir)!;
  };
  /** The live shell: its release in the store, or its dist when the document names none (development). */
  const shellDir = () => {
    const version = settings()?.document?.shell?.version;
    return version ? versionDir(store, 'shell', version) : distOf('shell' satisfies AppName);
  };
  /** The shell releases before the live one, newest first: their content-hashed files serve pages rendered before it. */
  const earlierShells = async (pathname: string): Promise<string[]> =>
    hashedFile.test(pathname) ? (await storedVersions(store, 'shell')).reverse().map((version) => versionDir(store, 'shell', version)) : [];

  // `/_site/field`: the field figures, on loopback or with the service key (field/fieldPage.ts).
  const field = fieldPages({
    db: async () => (await backend.get()).db,
    // The key the site's backend is opened with (siteBackend.ts): known without opening it, so a refusal costs no database.
    serviceKey: defaultKeys.serviceKey,
    trustedProxies: trustedProxiesFrom(),
    store,
    settings: () => settings()?.document,
  });
  const limits = { ...defaultServerLimits, ...limitOptions };
  const setSecurityHeaders = securityHeaders(() => settings()?.document, undefined, areaOverride, prerendered.loaderSources);

  let ready = false;
  const site = (whileStarting: 'answer starting' | 'serve') => guardRequests((req, res) => {
    setSecurityHeaders(res, req);
    // RFC 9112 §3.2: a Host that is no host (a port past 65535, say), or two of them, is answered 400.
    const hosts = req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;
    if (hosts > 1 || (req.headers.host !== undefined && !isValidHostHeader(req.headers.host))) {
      res.writeHead(400, { ...refused, Connection: 'close' }).end('Bad request: invalid Host header');
      return;
    }
    let url: URL;
    try {
      // A path (`//news/x` included: no authority), the asterisk-form `OPTIONS *` (the server as a whole; any other
      // method with it is 400) or an absolute-form target; its slashes in a row count as one, a backslash is no separator (the URL parser would read
      // it as one).
      const target = (req.url ?? '/').replaceAll('\\', '%5C');
      url = new URL(target.startsWith('/') || (target === '*' && req.method === 'OPTIONS') ? `http://localhost/${target.replace(/^\//, '')}` : target);
      url.pathname = routedPath(url.pathname);
    } catch {
      res.writeHead(400, refused).end('Bad request');
      return;
    }
    if (!ready && whileStarting === 'answer starting' && !answeredWhileStarting(url.pathname)) return answerStarting(req, res);
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': plainText, 'Cache-Control': revalidate }).end('Not found');
    };

    if (url.pathname === '/health') {
      if (req.method === 'OPTIONS') return void res.writeHead(204, { Allow: siteMethods, ...corsHeaders }).end();
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return void res.writeHead(405, { Allow: siteMethods, 'Content-Type': plainText, 'Cache-Control': never }).end('Method not allowed');
      }
      if (!lazyBackend) backend.start();
      // Every file a request may read, so a damage (or its repair) shows without waiting for that request.
      prerendered.check();
      checkLiveManifests();
      const { code, health } = siteHealth(backend, damage.list());
      // An unhealthy answer says when to ask again, as every 503 does.
      const retry = code === 503 ? { 'Retry-After': String(startingRetryAfterSeconds) } : {};
      res.writeHead(code, { 'Content-Type': 'application/json', 'Cache-Control': never, ...retry, ...corsHeaders }).end(JSON.stringify(health));
      return;
    }
    if (field(req, res, url)) return;
    // Leads are taken whatever the backend's state: journaled, and stored once a database is open.
    if (url.pathname === '/api/leads' && req.method === 'POST' && backend.state().state !== 'ready') {
      for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
      void backend.leads.handle(req, res);
      return;
    }

    if (isBackendPath(url.pathname)) {
      backend.get().then(
        ({ handler }) => handler(req, res),
        // siteBackend.ts logs each failed start and tries again; /health says why meanwhile.
        () => {
          if (!res.headersSent) res.writeHead(503, { 'Content-Type': plainText, 'Retry-After': '5' }).end('The backend is not available.');
        },
      );
      return;
    }

    // The site's own routes are read with GET and HEAD; OPTIONS says so (a remote's files allow any origin).
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const cors = url.pathname.startsWith('/remotes/') || releasedFile.test(url.pathname) ? { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET' } : {};
      if (req.method === 'OPTIONS') return void res.writeHead(204, { Allow: siteMethods, ...cors }).end();
      res.writeHead(405, { Allow: siteMethods, 'Content-Type': plainText, 'Cache-Control': never }).end('Method not allowed');
      return;
    }

    // The settings document's JSON Schema, beside it (the base document's `$schema` names it: platform/settings/).
    if (url.pathname === schemaPath) return storedSchema(req, res, schemaPath, notFound);
    if (url.pathname === '/settings.json') {
      const live = settings();
      if (!live && damage.list().some((damaged) => damaged.file === settingsFile)) {
        res.writeHead(503, { 'Content-Type': plainText, 'Cache-Control': never, 'Retry-After': '30' }).end('The settings document is damaged.');
        return;
      }
      if (!live) return notFound();
      // The visitor's cohort's document (answered `private`, varying on the cookie, while a canary runs).
      const cohortAnswer = canaries.cohortSettings(live, canaries.cohortOf(req, res));
      const etag = cohortAnswer?.etag ?? `"${live.version}"`;
      const caching = canaries.running() ? `private, ${revalidate}` : revalidate;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { ETag: etag, 'Cache-Control': caching }).end();
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': caching, ETag: etag }).end(cohortAnswer?.text ?? live.text);
      return;
    }

    if (releasedFile.test(url.pathname)) {
      const relative = url.pathname.slice('/releases'.length);
      if (relative.endsWith('/mf-manifest.json')) {
        const { good, damaged } = manifests(path.join(store.dir, ...relative.split('/')));
        if (damaged) {
          // A proxy between must not keep the 503 for a year; the good copy may be (it is the released file).
          if (!good) return void res.writeHead(503, { 'Content-Type': plainText, 'Cache-Control': never, 'Retry-After': '30' }).end('This manifest is damaged.');
          res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': immutable, 'Access-Control-Allow-Origin': '*' });
          return void res.end(req.method === 'HEAD' ? undefined : good.text);
        }
      }
      // Read from other origins: their 404 too.
      return releases(req, res, relative, () => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        notFound();
      });
    }

    if (url.pathname.startsWith(canonicalRedirect.from) && url.pathname.length > canonicalRedirect.from.length) {
      const slug = percentDecoded(url.pathname.slice(canonicalRedirect.from.length));
      if (slug === undefined || slug.includes('/')) return notFound();
      res.writeHead(canonicalRedirect.status, { Location: articlePath(slug), 'Cache-Control': redirect }).end();
      return;
    }

    const remote = /^\/remotes\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (remote) {
      const handler = remoteFiles.get(remote[1] as (typeof remotes)[number]);
      if (!handler) return notFound();
      return handler(req, res, remote[2], notFound);
    }

    const shell = shellDir();
    const shellFolder = shellFiles(shell);
    /** The shell's page, which renders any route in the browser (history fallback). */
    const shellPage = () => shellFolder(req, res, '/index.html', notFound);
    const assetOrEarlier = () =>
      shellFolder(req, res, url.pathname, () => {
        earlierShells(url.pathname).then((dirs) => {
          const tryFrom = (i: number): void => (i < dirs.length ? shellFiles(dirs[i])(req, res, url.pathname, () => tryFrom(i + 1)) : notFound());
          tryFrom(0);
        }, notFound);
      });
    // The sitemap, robots.txt and the news feed are written by the prerender job.
    if (jobFile.test(url.pathname)) return prerendered.files(req, res, url.pathname, assetOrEarlier);
    // A missing asset (a path with an extension) is a 404, not the app's HTML.
    if (path.extname(url.pathname)) return assetOrEarlier();
    // A tab with no override cookie, or a malformed one, is given the server's.
    if (areaOverride && overrideFromCookies(req.headers.cookie) === undefined) {
      res.setHeader('Set-Cookie', overrideCookie(areaOverride));
    }

    const page = prerendered.lookup(url.pathname);
    const cohort = canaries.cohortOf(req, res);
    if (page?.kind === 'page') {
      canaries.recordPageView(req, url.pathname, cohort);
      const overlay = canaries.overlayFiles(cohort, url.pathname);
      const stablePage = () => prerendered.files(req, res, page.file, shellPage);
      return overlay ? overlay(req, res, page.file, stablePage) : stablePage();
    }
    // The shell's own page, which renders the 404 screen, with the status a crawler needs.
    if (page?.kind === 'not-found') return shellFolder(req, res, '/index.html', notFound, 404);
    return shellPage();
  });
  const server = http.createServer(serverOptions(limits), site('answer starting'));
  // Its one client, the job, blocks its event loop while it renders: a connection it keeps must not be closed as
  // idle meanwhile, or its next request is written to a closed socket ("fetch failed").
  const jobServer = http.createServer(serverOptions({ ...limits, keepAliveTimeoutMs: 60_000 }), site('serve'));
  for (const listener of [server, jobServer]) {
    applyServerLimits(listener, limits);
    answerClientErrors(listener, setSecurityHeaders, siteMethods);
  }
  return { server, jobServer, backend, damage, markReady: () => void (ready = true) };
}

export function defaultServerOptions(): ServerOptions {
  checkRenderSettings();
  const store = releaseStore();
  return {
    port: envPort('PORT') ?? 8080,
    store,
    host: process.env.HOST || defaultHost,
    limits: limitsFromEnv(),
    settingsFile: process.env.SITE_SETTINGS ?? store.settingsFile,
    // Folders named relative to the working directory are made absolute once, here: the job and the database
    // run them from other places (a child process, a worker).
    pagesDir: path.resolve(process.env.PRERENDER_DIR ?? prerenderDir),
    backendDataDir: defaultBackendDataDir(),
    freshBackend: process.env.BACKEND_FRESH === '1',
    lazyBackend: process.env.BACKEND_LAZY === '1',
    prerender: process.env.PRERENDER !== '0',
    prerenderAfter: process.env.PRERENDER_AFTER?.split(/\s+/).filter(Boolean),
    areaOverride: process.env.AREA_OVERRIDE || undefined,
  };
}

export interface Readiness {
  /** From the call to listen until ready. */
  ms: number;
  /** What could not be done first (each logged as it happened); the site serves all the same. */
  problems: string[];
}

export interface RunningSite extends SiteServer {
  /** Where visitors reach it. */
  origin: string;
  /** Once every app is live and its pages are rendered: the server answers 503 "starting" until then. */
  ready: Promise<Readiness>;
  /** The first prerender run: true once its pages are published (false when it failed or is off); after `ready`. */
  prerendered: Promise<boolean>;
  /** Stops serving, closes the database and lets go of its data directory. */
  close(): Promise<void>;
}

/**
 * Whether the site may serve as soon as it listens: its pages are published and (serving the store's own
 * document) every app has a live release. A restart of a site that served finds them; a first start does not.
 */
async function servesAtOnce(options: ServerOptions, pagesDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(pagesDir, manifestFile))) return false;
  if (options.settingsFile !== options.store.settingsFile) return true;
  const live = await readLiveDocument(options.store).catch(() => undefined);
  return !!live && releaseTargets.every((target) => liveVersion(live, target));
}

const listenOnLoopback = (server: http.Server) =>
  new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });

const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * A settings document that is JSON but does not parse is an operator's mistake: the start is refused before
 * anything is opened, InvalidSettingsDocument naming each field and what it must be. A file that is not JSON
 * (truncated: damage, not a decision) is served around as lastGoodFiles.ts says (503 for it, pages served), so a
 * restart after a crash never turns damage into an outage. The store's own document may not exist yet: a new
 * store starts from the base document, checked the same way.
 */
async function refuseInvalidSettings({ settingsFile, store }: ServerOptions) {
  if (!fs.existsSync(settingsFile)) {
    if (settingsFile === store.settingsFile) await readLiveDocument(store);
    return;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.promises.readFile(settingsFile, 'utf8'));
  } catch {
    return;
  }
  settingsDocumentOf(raw, settingsFile);
}

/**
 * Serves the site. It holds its data directory's lock for its life (refused, naming the holder, when another
 * process has it) and records itself there (releases/runningSite.ts). It answers at once, with 503 "starting"
 * until it is ready: the backend is open (unless lazy) and, when the pages or some app's release are missing
 * (a first start), the apps are released and the pages rendered — by the prerender job, which reaches the
 * site through a listener of its own on loopback (`jobServer`), the same site without the starting answer.
 */
export async function listen(options: ServerOptions): Promise<RunningSite> {
  const started = Date.now();
  const pagesDir = options.pagesDir ?? prerenderDir;
  await refuseInvalidSettings(options);
  await publishSettingsSchema(options.store.dir);
  // One process per data directory, taken before anything in it is touched (supabase/server/processLock.ts).
  const dataDirLock = options.backendDataDir ? await lockDataDir(options.backendDataDir) : undefined;
  // The pages folder is rendered by the servers of one site: those on the same database, release store and
  // settings document may share it, any other is refused (pagesFolder.ts). A fresh start empties it only when no
  // other server uses it. A site that renders none (PRERENDER=0) only reads the folder and leaves it as it is.
  let pagesLock: DataDirLock | undefined;
  try {
    pagesLock = options.prerender
      ? await usePagesFolder(
          pagesDir,
          { databaseUrl: databaseUrlFromEnv(), backendDataDir: options.backendDataDir, releasesDir: options.store.dir, settingsFile: options.settingsFile, areaOverride: options.areaOverride },
          { fresh: options.freshBackend },
        )
      : undefined;
  } catch (error) {
    dataDirLock?.release();
    throw error;
  }
  const releaseLocks = () => {
    pagesLock?.release();
    dataDirLock?.release();
  };
  let prerender: ReturnType<typeof prerenderRunner> | undefined;
  let created: SiteServer;
  try {
    // A test run's own database, emptied before anything can journal a lead into it.
    if (options.freshBackend && options.backendDataDir) await emptyBackendData(options.backendDataDir);
    // A content sync that changed posts re-renders the pages it reaches (articles, the news list, the home page).
    created = createSiteServer({ ...options, pagesDir, dataDirLock }, () => void prerender?.run());
  } catch (error) {
    releaseLocks();
    throw error;
  }
  const { server, jobServer, markReady, backend, damage } = created;
  let listening: Awaited<ReturnType<typeof listenSafely>>;
  let jobOrigin: string;
  let waitForPages: boolean;
  try {
    waitForPages = !!options.prerender && !(await servesAtOnce(options, pagesDir));
    listening = await listenSafely(server, options.port, options.host);
    jobOrigin = await listenOnLoopback(jobServer);
  } catch (error) {
    if (server.listening) await closeServer(server);
    await backend.close();
    releaseLocks();
    throw error;
  }
  const origin = `http://localhost:${listening.port}`;
  const record = (state: SiteRecord['state']) => {
    if (options.recordSite === false) return;
    const site: SiteRecord = { origin, state, pagesDir: path.resolve(pagesDir), releasesDir: path.resolve(options.store.dir) };
    for (const lock of [dataDirLock, pagesLock]) lock?.update({ label: siteLabel(origin), details: { ...site } });
  };
  record('starting');
  if (waitForPages) console.log('[server] starting: every app is released and every page rendered first; until then every request is answered 503 (a first start takes about a minute).');
  // A failed start is logged and tried again by itself (siteBackend.ts); readiness waits for the first attempt.
  const backendOpened = options.lazyBackend ? Promise.resolve(true) : backend.get().then(() => true, () => false);
  // The pages are rendered with the builds the site's tabs compose: its area override included.
  if (options.prerender) prerender = prerenderRunner(jobOrigin, pagesDir, options.store.dir, { areaOverride: options.areaOverride });
  const firstRun = prerender ? firstPrerender(options, jobOrigin, pagesDir, prerender) : Promise.resolve(false);
  // The canary's verdict, on a timer, by every server of the site (taken once: platform/canary/verdicts.ts).
  const verdicts =
    options.settingsFile === options.store.settingsFile
      ? verdictTimer(() => ({ store: options.store, origin: jobOrigin, pagesDir, log: (line) => console.log(`[canary] ${line}`) }), () => backend.get().then(({ db }) => db))
      : undefined;
  const ready = (async (): Promise<Readiness> => {
    const problems: string[] = [];
    if (!(await backendOpened)) problems.push('the backend could not start (its error is above)');
    if (waitForPages && !(await firstRun)) problems.push('the apps could not all be released and their pages rendered (the error is above): pages render in the browser');
    markReady();
    record('ready');
    return { ms: Date.now() - started, problems };
  })();
  return {
    server,
    jobServer,
    markReady,
    backend,
    origin,
    ready,
    damage,
    prerendered: ready.then(() => firstRun),
    async close() {
      verdicts?.stop();
      await Promise.all([closeServer(server), closeServer(jobServer), listening.close()]);
      await backend.close();
      releaseLocks();
    },
  };
}

/**
 * The job's first run, once what it needs answers (`prerenderAfter`). Serving the store's own live document,
 * apps with no live release yet are released from their builds first (a new store); a document of its own
 * (SITE_SETTINGS: a dev session's) leaves the store alone. Then the pages that are missing or changed are rendered.
 */
async function firstPrerender(options: ServerOptions, origin: string, pagesDir: string, prerender: PrerenderRunner): Promise<boolean> {
  // However long it takes: a build from source may fail until its author mends it.
  if (options.prerenderAfter?.length) await whenServing(options.prerenderAfter, { timeoutMs: Infinity });
  if (options.settingsFile === options.store.settingsFile) {
    try {
      // Two servers of one site started at once on a new store: one releases, the other finds the apps live.
      await releaseUnreleasedAppsOnce({ store: options.store, origin, pagesDir, log: (line) => console.log(`[release] ${line}`) });
    } catch (error) {
      console.error(`[release] ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }
  return prerender.run();
}

/** Closes the site (and so the database, cleanly) on Ctrl-C or a stop signal. */
export function closeOnSignals(site: RunningSite) {
  // Once: Ctrl-C reaches a supervised server twice (from the terminal, and forwarded by its supervisor).
  let closing: Promise<void> | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      closing ??= site.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}
