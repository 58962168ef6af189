/** How a site server is configured, and the configuration `npm start` and `npm run serve` read from the environment. */
import path from 'node:path';
import { envPort } from 'infra/envNumber';
import { trustedProxiesFrom, type TrustedProxies } from 'infra/clientAddress';
import { checkBackendSettings } from 'supabase-backend/server/backendSettings';
import { prerenderDir } from '../apps';
import { checkCanarySettings } from '../canary/settings';
import { checkRenderSettings } from '../prerender/renderPool';
import { releaseStore, type ReleaseStore } from '../releases/store';
import { defaultBackendDataDir } from '../releases/runningSite';
import { defaultHost } from './http/listenAddress';
import { limitsFromEnv, type ServerLimits } from './http/serverLimits';

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
  /**
   * The proxies whose `X-Forwarded-For` names the client (BACKEND_TRUSTED_PROXIES, read once here), for everyone
   * on the server who tells clients apart: the backend, the field figures' access and the canary's votes. None
   * when left out.
   */
  trustedProxies?: TrustedProxies;
}

export function defaultServerOptions(): ServerOptions {
  checkRenderSettings();
  checkCanarySettings();
  checkBackendSettings();
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
    trustedProxies: trustedProxiesFrom(),
  };
}
