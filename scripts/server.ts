/**
 * The production server of `npm start`: the composed build on one origin, as a CDN would serve it.
 * - `/` → shell/dist with history fallback to its index.html; `/remotes/<app>/` → that remote's dist.
 * - Precompressed brotli/gzip files, immutable caching for content-hashed files, `no-cache` for HTML,
 *   manifests, remote entries and the settings document.
 * - `/settings.json`: the deploy-time settings document (a file, so a deploy changes it without a build).
 * - The embedded Supabase-compatible backend on the same origin (`/rest/v1`, `/functions/v1`, `/storage/v1`,
 *   `POST /api/leads`, see supabase/README.md), so the settings' `backend.url` is `/`.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { contentfulSettingsFromProcessEnv, createBackend, isBackendPath, type MountableBackend } from 'supabase-backend/server';
import { distOf, prerenderDir, remotes, root, type AppName } from './apps';
import { defaultHost, listenSafely } from './http/listenAddress';
import { checkRangeForSirv } from './http/range';
import { guardRequests } from './http/requestGuard';
import { securityHeaders } from './http/securityHeaders';
import { applyServerLimits, defaultServerLimits, limitsFromEnv, serverOptions, type ServerLimits } from './http/serverLimits';
import { prerenderedPages } from './prerenderedPages';
import { prerenderRunner } from './prerenderRunner';

export interface ServerOptions {
  port: number;
  /** The address to listen on: loopback unless `HOST` says otherwise (see http/listenAddress.ts). */
  host?: string;
  /** Timeouts and the connection cap (http/serverLimits.ts); tests shorten them. */
  limits?: Partial<ServerLimits>;
  settingsFile: string;
  /** The prerender job's output (see prerenderedPages.ts). */
  pagesDir?: string;
  /** Run the prerender job once listening, and again after each content sync that changed posts. */
  prerender?: boolean;
  /** Where the embedded backend persists its database; in memory when left out. */
  backendDataDir?: string;
  /** Start from an empty data directory (a test run's own database). */
  freshBackend?: boolean;
  /** Open the database on the first backend request instead of at start (a server that rarely needs it). */
  lazyBackend?: boolean;
}

export interface SiteBackend {
  /** The embedded backend, opened on the first call and shared by every later one. */
  get(): Promise<MountableBackend>;
  /** Closes the database if it was opened. */
  close(): Promise<void>;
}

function siteBackend(
  { backendDataDir, freshBackend }: Pick<ServerOptions, 'backendDataDir' | 'freshBackend'>,
  onContentSynced: () => void,
): SiteBackend {
  let opened: Promise<MountableBackend> | undefined;
  const get = () => {
    opened ??= (async () => {
      if (backendDataDir && freshBackend) await fs.promises.rm(backendDataDir, { recursive: true, force: true });
      const started = Date.now();
      const backend = await createBackend({ dataDir: backendDataDir, contentful: contentfulSettingsFromProcessEnv(), onContentSynced });
      console.log(`[backend] ready in ${Date.now() - started} ms (${backendDataDir ?? 'in memory'})`);
      return backend;
    })();
    return opened;
  };
  return {
    get,
    async close() {
      if (opened) await (await opened.catch(() => undefined))?.close();
    },
  };
}

const hashed = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

function staticFiles(app: AppName, single: boolean) {
  return sirv(distOf(app), {
    // Look files up per request rather than indexing them at start: an app rebuilt (or re-released)
    // while the server runs is served as it is now, never from a stale list of deleted files.
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    single,
    setHeaders(res, pathname, stats) {
      checkRangeForSirv(res, stats);
      res.setHeader('Cache-Control', hashed.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Remotes may be composed into a shell on another origin.
      if (app !== 'shell') res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}

export interface SiteServer {
  server: http.Server;
  backend: SiteBackend;
}

export function createSiteServer(
  { settingsFile, pagesDir = prerenderDir, prerender: _prerender, host: _host, limits: limitOptions, ...backendOptions }: Omit<ServerOptions, 'port'>,
  onContentSynced: () => void = () => undefined,
): SiteServer {
  const backend = siteBackend(backendOptions, onContentSynced);
  const prerendered = prerenderedPages(pagesDir);
  const shellPages = staticFiles('shell', true);
  const shellAssets = staticFiles('shell', false);
  const remoteFiles = new Map(remotes.map((app) => [app, staticFiles(app, false)]));

  const limits = { ...defaultServerLimits, ...limitOptions };
  const setSecurityHeaders = securityHeaders(settingsFile);

  const server = http.createServer(serverOptions(limits), guardRequests((req, res) => {
    setSecurityHeaders(res);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' }).end('Not found');
    };

    if (isBackendPath(url.pathname)) {
      backend.get().then(
        ({ handler }) => handler(req, res),
        (error: unknown) => {
          console.error('[backend] could not start', error);
          if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'text/plain' }).end('The backend is not available.');
        },
      );
      return;
    }

    if (url.pathname === '/settings.json') {
      fs.readFile(settingsFile, (error, data) => {
        if (error) return notFound();
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }).end(data);
      });
      return;
    }

    const remote = /^\/remotes\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (remote) {
      const handler = remoteFiles.get(remote[1] as (typeof remotes)[number]);
      if (!handler) return notFound();
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET' }).end();
        return;
      }
      req.url = remote[2] + url.search;
      return handler(req, res, notFound);
    }

    // The sitemap, robots.txt and the news feed are written by the prerender job.
    if (/\.(xml|txt)$/.test(url.pathname)) return prerendered.files(req, res, () => shellAssets(req, res, notFound));
    // A missing asset (a path with an extension) is a 404, not the app's HTML.
    if (path.extname(url.pathname)) return shellAssets(req, res, notFound);

    const page = prerendered.lookup(url.pathname);
    if (page?.kind === 'page') {
      req.url = page.file;
      return prerendered.files(req, res, () => shellPages(req, res, notFound));
    }
    if (page?.kind === 'not-found') {
      // The shell's own page, which renders the 404 screen, with the status a crawler needs.
      fs.readFile(path.join(distOf('shell'), 'index.html'), (error, html) => {
        if (error) return notFound();
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(html);
      });
      return;
    }
    req.url = '/';
    return shellPages(req, res, notFound);
  }));
  applyServerLimits(server, limits);
  return { server, backend };
}

export function defaultServerOptions(): ServerOptions {
  return {
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST || defaultHost,
    limits: limitsFromEnv(),
    settingsFile: process.env.SITE_SETTINGS ?? path.join(root, 'scripts', 'settings.local.json'),
    pagesDir: process.env.PRERENDER_DIR ?? prerenderDir,
    backendDataDir: process.env.BACKEND_DATA_DIR ?? path.join(root, '.data', 'backend'),
    freshBackend: process.env.BACKEND_FRESH === '1',
    lazyBackend: process.env.BACKEND_LAZY === '1',
    prerender: process.env.PRERENDER !== '0',
  };
}

export interface RunningSite extends SiteServer {
  /** The first prerender run: true once its pages are published (false when it failed or is off). */
  prerendered: Promise<boolean>;
  /** Stops serving and closes the database. */
  close(): Promise<void>;
}

/** Serves the site; the backend opens alongside (unless lazy), so the server answers at once. */
export async function listen(options: ServerOptions): Promise<RunningSite> {
  const pagesDir = options.pagesDir ?? prerenderDir;
  // A fresh database gets fresh pages: none are sent until the job has rendered them from it.
  if (options.freshBackend) await fs.promises.rm(pagesDir, { recursive: true, force: true });
  const prerender = options.prerender ? prerenderRunner(`http://localhost:${options.port}`, pagesDir) : undefined;
  // A content sync that changed posts re-renders the pages (articles, the news list, the home page's news).
  const { server, backend } = createSiteServer({ ...options, pagesDir }, () => void prerender?.run());
  const listening = await listenSafely(server, options.port, options.host);
  if (!options.lazyBackend) backend.get().catch(() => undefined); // a failure is reported to the requests that need it
  const prerendered = prerender ? prerender.run() : Promise.resolve(false);
  return {
    server,
    backend,
    prerendered,
    async close() {
      server.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), listening.close()]);
      await backend.close();
    },
  };
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
