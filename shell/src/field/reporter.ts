/**
 * The page's field signals (see supabase/server/field/fieldBeacon.ts for what the server takes): one page view,
 * the Web Vitals (Google's web-vitals: LCP, INP, CLS, FCP, TTFB) and every error the tab met (errorCapture.ts),
 * each counted to an area and its release (attribution.ts), sent in one batch whenever the page is hidden —
 * `navigator.sendBeacon`, else `fetch` with `keepalive` — to the backend's `/api/field`. Loaded in a chunk of its
 * own once the page is idle after hydration (bootstrap.tsx), so it delays nothing. The settings document samples
 * page views (`field.sampleRate`, default 1). The visitor's canary cohort is the server's, from its cohort cookie
 * (which the beacon carries, as a same-origin request). Each beacon names its view (the token the server gave the
 * page in `Server-Timing: canary-view`, or the page's own id of an in-app navigation or a back/forward-cache restore)
 * and its number within it: a route change is a view of the area that owns the new route, with its errors; the
 * vitals measure the page as loaded and stay with the view it was served as (a route change reports no LCP).
 * Anonymous: no cookie of its own, no identifier beyond a view's random id; the server keeps only a daily-salted hash
 * of the address.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { Area } from 'shared/areas';
import type { SettingsDocument } from 'shared/settingsCheck';
import { errorOwner, routeOwner, type Attribution } from './attribution';
import type { ErrorCapture } from './errorCapture';
import { errorDetail, type ErrorDetail } from './errorDetail';

type Signal = Attribution & ({ kind: 'view' } | { kind: 'vital'; name: string; value: number } | ({ kind: 'error'; name: string; value: number } & ErrorDetail));

export interface ReporterOptions {
  document: SettingsDocument | undefined;
  /** The document's address: area manifests it names are relative to it. */
  settingsUrl: string;
  /** The areas the tab composes (with the releases a prerendered page was rendered with). */
  areas: () => readonly Area[];
  errors: ErrorCapture;
  /** Where the backend is (the settings' `backend.url`, resolved); beacons go to its `api/field`. */
  backendUrl: string;
  /** For tests: the sampling draw. */
  random?: () => number;
}

/** Errors of a page view sent with their detail (type, message, frames) at most. */
const maxDetailed = 3;

/** Signals per beacon at most, as the server takes them. */
const maxSignals = 64;

export function startFieldReporter({ document: settings, settingsUrl, areas, errors, backendUrl, random = Math.random }: ReporterOptions): boolean {
  const sampleRate = settings?.field?.sampleRate ?? 1;
  const sampled = random() < sampleRate;
  // A User Timing mark: the reporter has started (tests wait for it).
  performance.mark('field-reporter', { detail: { sampled } });
  if (!sampled) return false;
  const endpoint = new URL('api/field', backendUrl || location.origin).href;
  const shellVersion = settings?.shell?.version;
  // The view the signals belong to: the page as served (its view token, which the server gives a page a running
  // canary reaches), then each in-app navigation and each restore from the back/forward cache, a view of its own
  // that the page names (the server counts it for the client its cohort cookie names). Beacons are numbered per view,
  // so the server tells a new report from a replay.
  const served = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.serverTiming?.find((entry) => entry.name === 'canary-view')?.description;
  let view = { route: location.pathname, id: served, nav: false, seq: 0 };
  let owner = routeOwner(areas(), view.route, shellVersion);
  const pending: Signal[] = [{ kind: 'view', ...owner }];
  const vitalsSent = new Set<string>();
  let errorsOf = new Map<string, number>();

  let detailed = 0;
  errors.take((captured) => {
    const { kind, source, area } = captured;
    const counted = errorOwner(source, area, areas(), shellVersion, settingsUrl);
    // An error's value is its ordinal among the errors counted to its area in this page view: 1 marks a view with an error.
    const ordinal = (errorsOf.get(counted.area) ?? 0) + 1;
    errorsOf.set(counted.area, ordinal);
    // The first few errors of the page view say what they were (the beacon stays small).
    if (ordinal <= 1000) pending.push({ kind: 'error', name: kind, value: ordinal, ...counted, ...(detailed++ < maxDetailed ? errorDetail(captured) : {}) });
  });
  // Each vital once per page view, as web-vitals reports it when the page is first hidden. They measure the page as
  // loaded: an in-app navigation or a restore reports none of its own (no LCP: the browser paints no new largest
  // contentful paint for it; its errors count to it), so they stay with the view the page was served as.
  const landing = view;
  const vital = ({ name, value }: Metric) => {
    if (vitalsSent.has(name) || view !== landing) return;
    vitalsSent.add(name);
    pending.push({ kind: 'vital', name, value: Math.max(0, value), ...owner });
  };
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(vital);

  const send = () => {
    while (pending.length) {
      const named = view.id ? { view: view.id, seq: ++view.seq, ...(view.nav ? { nav: true } : {}) } : {};
      const body = JSON.stringify({ route: view.route, ...named, signals: pending.splice(0, maxSignals) });
      if (!navigator.sendBeacon?.(endpoint, body)) {
        fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
      }
    }
  };
  /** A new view of the page (`restored`: from the back/forward cache, else a route change): what the last one had goes first. */
  const newView = (restored: boolean) => {
    if (!restored && location.pathname === view.route) return;
    send();
    const id = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(12)))).replace(/\+/g, '-').replace(/\//g, '_');
    view = { route: location.pathname, id, nav: true, seq: 0 };
    owner = routeOwner(areas(), view.route, shellVersion);
    errorsOf = new Map();
    pending.push({ kind: 'view', ...owner });
  };
  // The router changes the route with history.pushState/replaceState (no event of their own), the browser's
  // back and forward with popstate.
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      newView(false);
    };
  }
  addEventListener('popstate', () => newView(false));
  addEventListener('pageshow', (event) => event.persisted && newView(true));
  // After web-vitals' own listener (on window, capturing), which reports the vitals as the page is hidden. Not on
  // pagehide, which comes before that on a navigation (the vitals would go in a second beacon): every browser
  // this site supports makes a page hidden before it unloads it, as web-vitals itself relies on.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  return true;
}
