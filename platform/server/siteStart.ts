/**
 * Starting and stopping the site (what `npm start` and `npm run serve` run, site.ts). It holds its data directory's
 * lock for its life (refused, naming the holder, when another process has it) and records itself there
 * (siteLocks.ts). It answers at once, with 503 "starting" until it is ready: the backend is open (unless lazy) and,
 * when the pages or some app's release are missing (a first start), the apps are released and the pages rendered —
 * by the prerender job, which reaches the site through a listener of its own on loopback (`jobServer`), the same
 * site without the starting answer.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { prerenderDir } from '../apps';
import { verdictTimer } from '../canary/verdicts';
import { prerenderRunner, type PrerenderRunner } from '../prerender/runner';
import { publishSettingsSchema } from '../releases/storedSchema';
import { firstPrerender, refuseInvalidSettings, servesAtOnce, type StartDocument } from './firstStart';
import { defaultKeys } from 'supabase-backend/server';
import { databaseUrlFromEnv } from 'supabase-backend/server/backendDatabase';
import { noTrustedProxies } from 'infra/clientAddress';
import { assertHostAllowed, defaultHost, listenSafely, type Listening } from './http/listenAddress';
import type { ServerOptions } from './serverOptions';
import { emptyBackendData } from './siteBackend';
import { takeSiteLocks, type SiteLocks } from './siteLocks';
import { createSiteServer, type SiteServer } from './siteServer';

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

interface OpenSite extends SiteServer {
  listening: Listening;
  /** The job's listener, on loopback. */
  jobOrigin: string;
  /** A first start: the site is ready once its apps are released and its pages rendered. */
  waitForPages: boolean;
}

/** Creates the site and its listeners; what it took is let go again when that fails. */
async function openSite(options: ServerOptions, pagesDir: string, locks: SiteLocks, startDocument: StartDocument, onContentSynced: () => void): Promise<OpenSite> {
  let created: SiteServer;
  try {
    // A test run's own database, emptied before anything can journal a lead into it.
    if (options.freshBackend && options.backendDataDir) await emptyBackendData(options.backendDataDir);
    created = createSiteServer({ ...options, pagesDir, dataDirLock: locks.dataDirLock }, onContentSynced);
  } catch (error) {
    locks.release();
    throw error;
  }
  try {
    const waitForPages = !!options.prerender && !servesAtOnce(options, pagesDir, startDocument);
    const listening = await listenSafely(created.server, options.port, options.host);
    return { ...created, listening, jobOrigin: await listenOnLoopback(created.jobServer), waitForPages };
  } catch (error) {
    if (created.server.listening) await closeServer(created.server);
    await created.backend.close();
    locks.release();
    throw error;
  }
}

export async function listen(options: ServerOptions): Promise<RunningSite> {
  const started = Date.now();
  const pagesDir = options.pagesDir ?? prerenderDir;
  // The development keys only where every client is on this machine (supabase/server/exposure.ts).
  const trustsProxy = !!options.trustedProxies && options.trustedProxies !== noTrustedProxies;
  assertHostAllowed(options.host ?? defaultHost, defaultKeys, { trustsProxy, onPostgres: !!databaseUrlFromEnv() });
  // The settings document, read once here and passed down (servesAtOnce decides from it).
  const startDocument = await refuseInvalidSettings(options);
  await publishSettingsSchema(options.store.dir);
  const locks = await takeSiteLocks(options, pagesDir);
  let prerender: PrerenderRunner | undefined;
  // A content sync that changed posts re-renders the pages it reaches (articles, the news list, the home page).
  const { listening, jobOrigin, waitForPages, ...site } = await openSite(options, pagesDir, locks, startDocument, () => void prerender?.run());
  const origin = `http://localhost:${listening.port}`;
  locks.record(origin, 'starting');
  if (waitForPages) console.log('[server] starting: every app is released and every page rendered first; until then every request is answered 503 (a first start takes about a minute).');
  // A failed start is logged and tried again by itself (siteBackend.ts); readiness waits for the first attempt.
  const backendOpened = options.lazyBackend ? Promise.resolve(true) : site.backend.get().then(() => true, () => false);
  // The pages are rendered with the builds the site's tabs compose: its area override included.
  if (options.prerender) prerender = prerenderRunner(jobOrigin, pagesDir, options.store.dir, { areaOverride: options.areaOverride });
  const firstRun = prerender ? firstPrerender(options, jobOrigin, pagesDir, prerender) : Promise.resolve(false);
  // The canary's verdict, on a timer, by every server of the site (taken once: platform/canary/verdicts.ts).
  const verdicts =
    options.settingsFile === options.store.settingsFile
      ? verdictTimer(() => ({ store: options.store, origin: jobOrigin, pagesDir, log: (line) => console.log(`[canary] ${line}`) }), () => site.backend.get().then(({ db }) => db))
      : undefined;
  const ready = (async (): Promise<Readiness> => {
    const problems: string[] = [];
    if (!(await backendOpened)) problems.push('the backend could not start (its error is above)');
    if (waitForPages && !(await firstRun)) problems.push('the apps could not all be released and their pages rendered (the error is above): pages render in the browser');
    site.markReady();
    locks.record(origin, 'ready');
    return { ms: Date.now() - started, problems };
  })();
  return {
    ...site,
    origin,
    ready,
    prerendered: ready.then(() => firstRun),
    async close() {
      verdicts?.stop();
      await Promise.all([closeServer(site.server), closeServer(site.jobServer), listening.close()]);
      await site.backend.close();
      locks.release();
    },
  };
}
