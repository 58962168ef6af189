/**
 * The page's field signals (see supabase/server/field/fieldBeacon.ts for what the server takes): one page view,
 * the Web Vitals (Google's web-vitals: LCP, INP, CLS, FCP, TTFB) and every error the tab met (errorCapture.ts),
 * each counted to an area and its release (attribution.ts), sent in one batch whenever the page is hidden —
 * `navigator.sendBeacon`, else `fetch` with `keepalive` — to the backend's `/api/field`. Loaded in a chunk of its
 * own once the page is idle after hydration (bootstrap.tsx), so it delays nothing. The settings document samples
 * page views (`field.sampleRate`, default 1). The visitor's canary cohort is the server's, from its cohort cookie
 * (which the beacon carries, as a same-origin request). Each beacon names its view (the token the server gave the
 * page in `Server-Timing: canary-view`, else the page's own random id of it, of an in-app navigation or of a
 * back/forward-cache restore)
 * and its number within it: a route change is a view of the area that owns the new route, with its errors and its
 * interactions (INP); the vitals that measure the document (LCP, FCP, TTFB, CLS) stay with the view it was served or
 * restored as. Each beacon carries the latest value of each vital reported since the view's last one: the last wins.
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

/** Errors of a view (the page as served or restored, or an in-app navigation) sent with their detail (type, message, frames) at most. */
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
  // so the server tells a new report from a replay. Each view keeps what it has yet to send.
  const served = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.serverTiming?.find((entry) => entry.name === 'canary-view')?.description;
  // A view's own id, 96 random bits (as a token): every view is named, so the figures count its vitals once.
  const newId = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(12)))).replace(/\+/g, '-').replace(/\//g, '_');
  const viewOf = (id: string, nav: boolean) => {
    const owner = routeOwner(areas(), location.pathname, shellVersion);
    return { route: location.pathname, id, nav, seq: 0, owner, pending: [{ kind: 'view', ...owner }] as Signal[], errorsOf: new Map<string, number>(), detailed: 0, vitals: new Map<string, Signal>() };
  };
  type View = ReturnType<typeof viewOf>;
  // `view`: the one that owns the route now (its errors and interactions); `page`: the document as served or restored
  // (what measures the page as loaded: LCP, FCP, TTFB, and CLS, which web-vitals sums over the document's life).
  let view = viewOf(served || newId(), false);
  let page = view;

  errors.take((captured) => {
    const { kind, source, area } = captured;
    const counted = errorOwner(source, area, areas(), shellVersion, settingsUrl);
    // An error's value is its ordinal among the errors counted to its area in this view: 1 marks a view with an error.
    const ordinal = (view.errorsOf.get(counted.area) ?? 0) + 1;
    view.errorsOf.set(counted.area, ordinal);
    // The first few errors of each view say what they were (the beacon stays small).
    if (ordinal <= 1000) view.pending.push({ kind: 'error', name: kind, value: ordinal, ...counted, ...(view.detailed++ < maxDetailed ? errorDetail(captured) : {}) });
  });
  // The latest value of each vital, sent with the view's next beacon: web-vitals reports CLS and INP again as they
  // grow, and each vital anew after a restore (a new `page`), and the server keeps the last value a view sends.
  // INP goes to the view current when web-vitals reports it: with `reportAllChanges` that is as soon as the page is
  // idle after its interaction, so an interaction counts to the route it happened on (a click that changes the
  // route, to the route it painted), where waiting for the page to be hidden would give every interaction to the last. web-vitals' INP is the document's worst interaction so far and it has no per-view reset: a navigation
  // view reports an INP when one of its interactions is the slowest yet, else none (its interactions were no slower
  // than the document's worst, reported already). A route change reports no LCP: the browser paints no new largest
  // contentful paint for it.
  const vital = (target: () => View) => ({ name, value }: Metric) => {
    const { vitals, owner } = target();
    vitals.set(name, { kind: 'vital', name, value: Math.max(0, value), ...owner });
  };
  for (const on of [onLCP, onCLS, onFCP, onTTFB]) on(vital(() => page));
  onINP(vital(() => view), { reportAllChanges: true });

  const send = (of: View) => {
    of.pending.push(...of.vitals.values());
    of.vitals.clear();
    while (of.pending.length) {
      const body = JSON.stringify({ route: of.route, view: of.id, seq: ++of.seq, ...(of.nav ? { nav: true } : {}), signals: of.pending.splice(0, maxSignals) });
      if (!navigator.sendBeacon?.(endpoint, body)) {
        fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
      }
    }
  };
  /** A new view of the page (`restored`: from the back/forward cache, else a route change): what the last one had goes first. */
  const newView = (restored: boolean) => {
    if (!restored && location.pathname === view.route) return;
    send(view);
    view = viewOf(newId(), true);
    if (restored) page = view;
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
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') for (const of of new Set([page, view])) send(of);
  });
  return true;
}
