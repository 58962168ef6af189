/**
 * Which cohort a visitor is in while a canary runs, as the server decided it: the `cohort` cookie, set on the
 * visitor's first HTML answer and held across pages and reloads. Its value names the canary, the cohort and a client
 * id the server drew, signed with the server's secret (cohortSecret.ts): `<canary id>.<cohort>.<client>.<signature>`.
 * A cookie the server did not sign as it is (edited, forged, or an earlier canary's) is drawn again, so a visitor
 * cannot choose its cohort, and the client id is what counts a visitor once per canary (signals.ts), whatever
 * address its requests come from.
 *
 * A pinned cohort holds for any canary and never votes: `stable` (the site as it is without a canary: the prerender
 * job's reads, and anyone who opts out; it shows nothing the site does not show everyone) or the canary cohort with
 * QA's credential, `pin.canary.<signature>` (pinCookie; `COHORT=canary npm run test:e2e:remote` sets it). A bare
 * `canary` is drawn again. Without a running canary everyone is stable and no cookie is set. The cookie is HttpOnly:
 * the server answers everything per cohort (pages, `/settings.json`) and attributes beacons by it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { Cohort } from './evidence';

export const cohortCookie = 'cohort';
const maxAgeSeconds = 30 * 24 * 3600;

/** A cohort the cookie holds: drawn for the canary (its client id), or pinned (no client: it never votes). */
export type HeldCohort = { cohort: Cohort; client: string; pinned?: undefined } | { cohort: Cohort; pinned: true; client?: undefined };

export type CohortChoice = HeldCohort & {
  /** A `Set-Cookie` value when the visitor was drawn now. */
  setCookie?: string;
  /** Whether the cohort came from the visitor's cookie (drawn earlier, or pinned). */
  held: boolean;
};

const signatureOf = (secret: Buffer, text: string) => createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);

const sameSignature = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** A new client id: 96 random bits. */
const newClient = () => randomBytes(12).toString('base64url');
const clientPattern = /^[A-Za-z0-9_-]{16}$/;

/** The cookie value of `client` drawn into `cohort` of the canary `id`, signed. */
export function drawnCookieValue(secret: Buffer, id: string, cohort: Cohort, client: string): string {
  const text = `${id}.${cohort}.${client}`;
  return `${text}.${signatureOf(secret, text)}`;
}

/** QA's credential: the cookie value that pins the canary cohort for any canary (a secret: never in a URL or a log). */
export const pinCookie = (secret: Buffer) => `pin.canary.${signatureOf(secret, 'pin.canary')}`;

/** A `Cookie` header pinning the stable cohort for any canary (the prerender job's reads of the stable document). */
export const stableCohortCookie = serialize(cohortCookie, 'stable');

/** The cohort a cookie holds for the canary `id` as the server signed it, or undefined (none, forged, or an earlier canary's). */
export function heldCohort(cookieHeader: string | undefined, id: string, secret: Buffer): HeldCohort | undefined {
  const value = cookieHeader ? parse(cookieHeader)[cohortCookie] : undefined;
  if (value === undefined) return undefined;
  if (value === 'stable') return { cohort: 'stable', pinned: true };
  if (value.startsWith('pin.')) return sameSignature(value, pinCookie(secret)) ? { cohort: 'canary', pinned: true } : undefined;
  const parts = value.split('.');
  if (parts.length < 4) return undefined;
  const [signature, client, cohort] = [parts.pop()!, parts.pop()!, parts.pop()!];
  if (parts.join('.') !== id || (cohort !== 'canary' && cohort !== 'stable') || !clientPattern.test(client)) return undefined;
  return sameSignature(signature, signatureOf(secret, `${id}.${cohort}.${client}`)) ? { cohort, client } : undefined;
}

/** The visitor's cohort for the running canary; drawn with the canary's percent when the cookie holds none. */
export function chooseCohort(
  cookieHeader: string | undefined,
  canary: { id: string; percent: number },
  secret: Buffer,
  random: () => number = Math.random,
): CohortChoice {
  const held = heldCohort(cookieHeader, canary.id, secret);
  if (held) return { ...held, held: true };
  const cohort: Cohort = random() * 100 < canary.percent ? 'canary' : 'stable';
  const client = newClient();
  const setCookie = serialize(cohortCookie, drawnCookieValue(secret, canary.id, cohort, client), { path: '/', sameSite: 'lax', httpOnly: true, maxAge: maxAgeSeconds });
  return { cohort, client, held: false, setCookie };
}
