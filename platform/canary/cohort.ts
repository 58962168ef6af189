/**
 * Which cohort a visitor is in while a canary runs: the `cohort` cookie, set on the visitor's first HTML answer
 * and held across pages and reloads. Its value names the canary and the cohort (`<canary id>.canary`); a cookie
 * of an earlier canary is drawn again. QA pins a cohort with the bare value `canary` or `stable`, which holds for
 * any canary. Without a running canary everyone is stable and no cookie is set. The cookie is HttpOnly: the
 * server answers everything per cohort (pages, `/settings.json`) and attributes beacons by it.
 */
import { parse, serialize } from 'cookie';
import type { Cohort } from './evidence';

export const cohortCookie = 'cohort';
const maxAgeSeconds = 30 * 24 * 3600;

export interface CohortChoice {
  cohort: Cohort;
  /** A `Set-Cookie` value when the visitor was drawn now. */
  setCookie?: string;
  /** Whether the cohort came from the visitor's cookie (drawn earlier or pinned). */
  held: boolean;
}

/** A `Cookie` header pinning `cohort` for any canary (QA's, and the prerender job's reads of the stable document). */
export const pinnedCohortCookie = (cohort: Cohort) => serialize(cohortCookie, cohort);

/** The cohort a cookie holds for the canary `id`, or undefined (none, or an earlier canary's). */
export function heldCohort(cookieHeader: string | undefined, id: string): Cohort | undefined {
  const value = cookieHeader ? parse(cookieHeader)[cohortCookie] : undefined;
  if (value === 'canary' || value === 'stable') return value;
  if (value === `${id}.canary`) return 'canary';
  if (value === `${id}.stable`) return 'stable';
  return undefined;
}

/** The visitor's cohort for the running canary; drawn with the canary's percent when the cookie holds none. */
export function chooseCohort(cookieHeader: string | undefined, canary: { id: string; percent: number }, random: () => number = Math.random): CohortChoice {
  const held = heldCohort(cookieHeader, canary.id);
  if (held) return { cohort: held, held: true };
  const cohort: Cohort = random() * 100 < canary.percent ? 'canary' : 'stable';
  return { cohort, held: false, setCookie: serialize(cohortCookie, `${canary.id}.${cohort}`, { path: '/', sameSite: 'lax', httpOnly: true, maxAge: maxAgeSeconds }) };
}
