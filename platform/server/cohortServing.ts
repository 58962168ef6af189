/**
 * What the site server does differently while a canary runs (routes/ ask it):
 * - an HTML answer draws the visitor's cohort (canary/cohort.ts); an answer that differs by cohort (a page the canary
 *   reaches, `/settings.json`) or sets the cookie is `Cache-Control: private` (cohortOf says why not `Vary: Cookie`);
 * - `/settings.json` is the cohort's document (the live one, or the live one with the canary's area entry);
 * - the canary cohort's answer to a page where its site differs from the stable one (canary/serving.ts says where) is
 *   its overlay's page (canary/state.ts `overlayDir`), the 404 page or the shell page (rendered in the browser); every
 *   other file is served from the pages folder as for everyone;
 * - a page the canary reaches, served to a client drawn into either cohort, is a view (canary/signals.ts) whose token
 *   the page carries, and a field beacon (`POST /api/field`, checked by the field sink) naming it, with that client's
 *   cookie, folds its errors and vitals into it; the field signals are stored with the cohort of the visitor's cookie.
 * A client is the id the server drew into its signed cohort cookie (canary/cohort.ts), never its address: a visitor
 * whose address changes between its page and its beacon counts the same, and one counts in one cohort for the whole
 * canary. A pinned cohort (QA's, or an opt-out to stable) never votes.
 */
import { createHash } from 'node:crypto';
import type http from 'node:http';
import type { FieldSinkOptions } from 'supabase-backend/server/field/fieldSink';
import type { SettingsDocument } from '../settings/reader';
import type { ReleaseStore } from '../releases/store';
import type { Queryable } from '../canary/signals';
import { chooseCohort, heldCohort, type CohortChoice } from '../canary/cohort';
import { canarySecret } from '../canary/cohortSecret';
import { beaconVote, newViewId, recordServedView, recordViewBeacon } from '../canary/signals';
import { canaryDocument, canaryFile, overlayDir, runningCanary, type Canary, type CanaryFile } from '../canary/state';
import type { Cohort } from '../canary/evidence';
import { canarySites, viewTiming } from '../canary/serving';
import { lastGoodJson, type DamageReport } from './lastGoodFiles';
import { staticFolder, type FolderHandler } from './http/staticFiles';
import { cacheControl } from './http/servingPolicy';

/** The canary cohort's answer to a page request where its site differs from the stable one. */
export type CohortPage = { kind: 'overlay'; files: FolderHandler } | { kind: 'not-found' } | { kind: 'client' };

export interface CanaryServing {
  /** The running canary (or the one being promoted), if any. */
  running(): Canary | undefined;
  /** The cohort of a request for `pathname` (a page, `/settings.json`); sets the cookie (first answer) and the cache headers while a canary runs. */
  cohortOf(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Cohort;
  /** The cohort's settings document as text, with its ETag; undefined for the stable cohort (the live file is served). */
  cohortSettings(live: { version: string; document: SettingsDocument }, cohort: Cohort): { text: string; etag: string } | undefined;
  /**
   * The canary cohort's answer to `pathname` where its site differs from the stable one: the overlay's files (a page
   * the canary reaches), the 404 page or the shell page; undefined for the stable cohort and every other path.
   */
  cohortPage(cohort: Cohort, pathname: string): CohortPage | undefined;
  /**
   * Counts a page served (a page the canary reaches) as a view of the client cohortOf drew or found for `req`, and
   * gives the page its view token (`Server-Timing: canary-view;desc=<id>`, read by the field reporter: the page's
   * answer is private while the canary runs, so no shared cache hands it to another visitor).
   */
  recordPageView(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void;
  /**
   * The field sink's hooks: a beacon (checked by the sink) from a page the canary reaches is folded into the
   * client's vote when its cookie holds a drawn cohort of the running canary; a beacon's cohort is the cookie's
   * (stable without a running canary).
   */
  field: Required<Pick<FieldSinkOptions, 'onBeacon' | 'cohortOf'>>;
}

/** How an answer that differs by cohort is cached: by the visitor's browser only, revalidated each time. */
export const privateRevalidate = `private, ${cacheControl.revalidate}`;

export interface CanaryServingOptions {
  store: ReleaseStore;
  pagesDir: string;
  report: DamageReport;
  db: () => Promise<Queryable>;
  /** The cohort cookie's secret (default: cohortSecret.ts's for the store). */
  secret?: () => Buffer;
}

export function canaryServing({ store, pagesDir, report, db, secret: givenSecret }: CanaryServingOptions): CanaryServing {
  // The store's secret is read once per server (it never changes while the store is the same).
  let storeSecret: Buffer | undefined;
  const secret = givenSecret ?? (() => (storeSecret ??= canarySecret(store)));
  const read = lastGoodJson<CanaryFile>(canaryFile(store), {
    check: (value) => (value && typeof value === 'object' && typeof (value as CanaryFile).canaries === 'object' ? undefined : 'not a canary file'),
    report,
    instead: 'its last good state is served (none since the server started: no canary)',
  });
  const overlays = new Map<string, FolderHandler>();
  let settingsCache: { key: string; text: string; etag: string } | undefined;
  let failing = false;
  const logFailure = (error: unknown) => {
    if (failing) return;
    failing = true;
    console.error(`[canary] a vote could not be recorded: ${error instanceof Error ? error.message : String(error)}`);
    setTimeout(() => void (failing = false), 60_000).unref();
  };
  const running = () => {
    const file = read()?.value;
    return file ? runningCanary(file) : undefined;
  };
  const { difference, listedPage } = canarySites();
  const vote = (work: (db: Queryable) => Promise<void>) => {
    void db().then(work).catch(logFailure);
  };
  /** The cohort drawn or held for each page request (a visitor drawn now has its client id in the answer's cookie only). */
  const choices = new WeakMap<http.IncomingMessage, CohortChoice>();

  return {
    running,
    cohortOf(req, res, pathname) {
      const canary = running();
      if (!canary) return 'stable';
      const choice = chooseCohort(req.headers.cookie, canary, secret());
      choices.set(req, choice);
      if (choice.setCookie) res.appendHeader('Set-Cookie', choice.setCookie);
      // An answer that differs by cohort, or draws one, is kept out of shared caches by `private`, not by `Vary:
      // Cookie` alone: a shared cache keys Vary: Cookie on the whole Cookie header (every visitor's own, so one copy
      // per visitor), several CDNs ignore Vary beyond Accept-Encoding (one cohort's page handed to the other), and a
      // stored Set-Cookie would put every later visitor in one cohort. `Vary: Cookie` stays on the answers that
      // differ, for the browser's own cache. The pages the canary does not reach are the same for both: shared.
      const differs = pathname === '/settings.json' || difference(canary, pathname) !== undefined;
      if (differs) res.setHeader('Vary', 'Cookie');
      if (differs || choice.setCookie) res.setHeader('Cache-Control', privateRevalidate);
      return choice.cohort;
    },
    cohortSettings(live, cohort) {
      const canary = running();
      if (!canary || cohort === 'stable') return undefined;
      const key = `${live.version}\0${canary.id}`;
      if (settingsCache?.key !== key) {
        const text = JSON.stringify(canaryDocument(live.document, canary));
        settingsCache = { key, text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"` };
      }
      return settingsCache;
    },
    cohortPage(cohort, pathname) {
      const canary = running();
      if (!canary || cohort !== 'canary') return undefined;
      const kind = difference(canary, pathname);
      if (kind !== 'overlay') return kind && { kind };
      let files = overlays.get(canary.id);
      if (!files) {
        files = staticFolder(overlayDir(pagesDir, canary.id), { extensions: [], setHeaders: (res) => res.setHeader('Cache-Control', cacheControl.revalidate) });
        overlays.clear();
        overlays.set(canary.id, files);
      }
      return { kind, files };
    },
    recordPageView(req, res, pathname) {
      const canary = running();
      const page = canary && listedPage(canary, pathname);
      const choice = choices.get(req);
      if (!canary || canary.status !== 'running' || req.method !== 'GET' || !page || !choice?.client) return;
      const { cohort, client } = choice;
      const viewId = newViewId();
      res.appendHeader('Server-Timing', `${viewTiming};desc=${viewId}`);
      vote((database) => recordServedView(database, canary.id, cohort, client, page, viewId));
    },
    field: {
      onBeacon(req, beacon) {
        const canary = running();
        const held = canary ? heldCohort(req.headers.cookie, canary.id, secret()) : undefined;
        const page = canary && listedPage(canary, beacon.route);
        const { view } = beacon;
        if (canary?.status !== 'running' || !held?.client || !page || !view) return;
        const { cohort, client } = held;
        // A beacon without signals the verdict uses still says its view was not silent.
        vote((database) => recordViewBeacon(database, canary.id, cohort, client, page, view, beaconVote(beacon) ?? { errored: false }).then(() => undefined));
      },
      // The running canary's cohort the cookie holds; a pinned one holds without a canary too, so QA's traffic is
      // told apart; else stable.
      cohortOf: (req) => (req.headers.cookie ? heldCohort(req.headers.cookie, running()?.id ?? '', secret())?.cohort : undefined) ?? 'stable',
    },
  };
}
