/**
 * What a page sends to `POST /api/field` (one batch per page hide), checked strictly: a beacon is JSON,
 *   { "route": "/privacy-policy", "signals": [
 *       { "kind": "view", "area": "legal", "release": "0123456789ab" },
 *       { "kind": "vital", "name": "LCP", "value": 1234.5, "area": "legal", "release": "0123456789ab" },
 *       { "kind": "error", "name": "uncaught", "value": 1, "area": "legal", "release": "0123456789ab",
 *         "type": "TypeError", "message": "…", "frames": [{ "file": "https://…/x.js", "line": 1, "column": 2, "fn": "f" }] } ] }
 * (an error's type, message and frames are optional: errorDetail.ts).
 * Every field is named in the problem when it is not what it must be; unknown fields are refused too, so a
 * page and a server that disagree about the format show at once instead of storing half of it. A `cohort`
 * ("stable" or "canary"), which pages of earlier shell releases send, is checked and left out: the visitor's
 * cohort is its cookie's (the site server's), never the page's say.
 *
 * A beacon names the view it reports on: `view`, the token the server gave the page while a canary runs
 * (`Server-Timing: canary-view;desc=…`), else the page's own random id of it, with `"nav": true` for an in-app
 * navigation; and `seq`, the beacon's number within that view (1, 2, …), so a replay is told from a new report
 * (platform/canary/signals.ts). The figures count a view's vital once, its last value (fieldFigures.ts).
 */
import { signalRelease } from 'shared/releaseVersion';

import { errorDetailKeys, errorDetailOf, type ErrorDetail } from './errorDetail';

/** The Web Vitals a page reports (web-vitals' metric names). */
export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
/** Errors: uncaught, an unhandled rejection, a render error caught by an area's boundary, a remote that did not load. */
export const errorNames = ['uncaught', 'rejection', 'render', 'remote-load'] as const;
export const cohorts = ['stable', 'canary'] as const;

export type VitalName = (typeof vitalNames)[number];
export type ErrorName = (typeof errorNames)[number];
export type Cohort = (typeof cohorts)[number];

export type FieldSignal =
  | { kind: 'view'; area: string; release: string }
  | { kind: 'vital'; name: VitalName; value: number; area: string; release: string }
  | { kind: 'error'; name: ErrorName; value: number; area: string; release: string; detail?: ErrorDetail };

export interface FieldBeacon {
  route: string;
  signals: FieldSignal[];
  /** The view it reports on, and its number within it (see above). */
  view?: { id: string; navigation: boolean; seq: number };
}

export const fieldLimits = {
  /** A beacon's body at most. */
  maxBodyBytes: 16 * 1024,
  /** Signals per beacon at most (a view, five vitals and the errors of one page view fit many times). */
  maxSignals: 64,
  maxRouteLength: 512,
  /** A vital's value at most (ms; CLS is unitless and far below). */
  maxVitalValue: 600_000,
  /** An error's ordinal at most. */
  maxErrorOrdinal: 1000,
  /** A beacon's number within its view at most. */
  maxBeaconSeq: 10_000,
} as const;

/** An area id as the settings document names one (the shell too). */
const areaPattern = /^[a-z][a-z0-9-]{0,31}$/;
/** A path as the page's location has it: from `/`, no whitespace or control characters. */
const routePattern = /^\/[^\s\u0000-\u001f\u007f]*$/;

/** A view token (platform/canary/signals.ts viewIdPattern). */
const viewPattern = /^[A-Za-z0-9_-]{16}$/;

export type ParsedBeacon = { ok: true; beacon: FieldBeacon } | { ok: false; problem: string };

class Problem extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[], where: string) {
  const extra = Object.keys(value).filter((key) => !allowed.includes(key));
  if (extra.length) throw new Problem(`${where} has unknown field${extra.length > 1 ? 's' : ''} ${extra.slice(0, 3).map((key) => JSON.stringify(key.slice(0, 40))).join(', ')}`);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) throw new Problem(`${where} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function matching(value: unknown, pattern: RegExp, maxLength: number, where: string, what: string): string {
  if (typeof value !== 'string' || value.length > maxLength || !pattern.test(value)) throw new Problem(`${where} must be ${what}`);
  return value;
}

function number(value: unknown, min: number, max: number, where: string, integer = false): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new Problem(`${where} must be a${integer ? ' whole' : ''} number from ${min} to ${max}`);
  }
  return value;
}

function signalOf(raw: unknown, where: string): FieldSignal {
  if (!isObject(raw)) throw new Problem(`${where} must be an object`);
  const kind = oneOf(raw.kind, ['view', 'vital', 'error'] as const, `${where}.kind`);
  const area = matching(raw.area, areaPattern, 32, `${where}.area`, 'an area id (lower-case letters, digits and dashes)');
  const release = matching(raw.release, signalRelease, 12, `${where}.release`, 'a release version (12 hex digits, dev, override or none)');
  if (kind === 'view') {
    onlyKeys(raw, ['kind', 'area', 'release'], where);
    return { kind, area, release };
  }
  onlyKeys(raw, ['kind', 'name', 'value', 'area', 'release', ...(kind === 'error' ? errorDetailKeys : [])], where);
  if (kind === 'vital') {
    return { kind, name: oneOf(raw.name, vitalNames, `${where}.name`), value: number(raw.value, 0, fieldLimits.maxVitalValue, `${where}.value`), area, release };
  }
  const name = oneOf(raw.name, errorNames, `${where}.name`);
  const value = number(raw.value, 1, fieldLimits.maxErrorOrdinal, `${where}.value`, true);
  const detail = errorDetailOf(raw, where);
  if ('problem' in detail) throw new Problem(detail.problem);
  return { kind, name, value, area, release, ...detail };
}

/** A beacon's JSON value checked: the beacon, or the first problem, naming its field. */
export function parseFieldBeacon(raw: unknown): ParsedBeacon {
  try {
    if (!isObject(raw)) throw new Problem('the beacon must be a JSON object');
    onlyKeys(raw, ['route', 'cohort', 'signals', 'view', 'nav', 'seq'], 'the beacon');
    const route = matching(raw.route, routePattern, fieldLimits.maxRouteLength, 'route', `a path from "/" of at most ${fieldLimits.maxRouteLength} characters`);
    if (raw.cohort !== undefined) oneOf(raw.cohort, cohorts, 'cohort');
    if (!Array.isArray(raw.signals) || raw.signals.length === 0 || raw.signals.length > fieldLimits.maxSignals) {
      throw new Problem(`signals must be a list of 1 to ${fieldLimits.maxSignals} signals`);
    }
    const signals = raw.signals.map((signal, i) => signalOf(signal, `signals[${i}]`));
    if (raw.view === undefined) {
      if (raw.nav !== undefined || raw.seq !== undefined) throw new Problem('nav and seq go with a view');
      return { ok: true, beacon: { route, signals } };
    }
    const id = matching(raw.view, viewPattern, 16, 'view', 'a view token (16 letters, digits, - or _)');
    if (raw.nav !== undefined && raw.nav !== true) throw new Problem('nav must be true when given');
    const seq = number(raw.seq, 1, fieldLimits.maxBeaconSeq, 'seq', true);
    return { ok: true, beacon: { route, signals, view: { id, navigation: raw.nav === true, seq } } };
  } catch (error) {
    if (error instanceof Problem) return { ok: false, problem: error.message };
    throw error;
  }
}
