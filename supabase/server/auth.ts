/**
 * Which Postgres role a request runs as, from its keys, the way Supabase's gateway and PostgREST decide:
 * the `apikey` header must be a project key, and `Authorization: Bearer <token>` (else the apikey) names
 * the role. Plain configured keys map to `anon` and `service_role`; with a JWT secret, HS256 tokens carrying
 * a `role` claim are accepted too (hosted Supabase keys are such tokens).
 */
import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from './postgrest/errors';

export const apiRoles = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof apiRoles)[number];

export interface BackendKeys {
  /** The public key of the settings document (`backend.anonKey`). */
  anonKey: string;
  serviceKey: string;
  /** Verifies HS256 JWTs (the project's JWT secret); leave out to accept only the two keys. */
  jwtSecret?: string;
}

/** The keys of the environment, else the built-in ones (exposure.ts keeps those on loopback). */
export const defaultKeys: BackendKeys = {
  anonKey: process.env.BACKEND_ANON_KEY || 'local-anon-key',
  serviceKey: process.env.BACKEND_SERVICE_KEY || 'local-service-key',
  jwtSecret: process.env.BACKEND_JWT_SECRET || undefined,
};

export interface RequestAuth {
  role: ApiRole;
  claims: Record<string, unknown>;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/** Signs claims as an HS256 JWT (used to mint keys for a project secret, and in tests). */
export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${head}.${crypto.createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** Strict base64url (RFC 7515 §2): the URL-safe alphabet, no padding, no `+`, `/` or whitespace. */
const base64urlPart = /^[A-Za-z0-9_-]*$/;

function decodePart(part: string): Buffer | undefined {
  // A length of 4n+1 cannot be base64 at all; Buffer.from would silently drop the odd character.
  if (!base64urlPart.test(part) || part.length % 4 === 1) return undefined;
  const bytes = Buffer.from(part, 'base64url');
  // Round trip: trailing bits that are not zero (a second spelling of the same bytes) are refused too.
  return bytes.toString('base64url') === part ? bytes : undefined;
}

const isNumericDate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The claims of an HS256 token signed with `secret` that is valid now, else undefined. */
export function verifyJwt(token: string, secret: string, now = Date.now()): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [headerBytes, claimBytes, given] = parts.map(decodePart);
  if (!headerBytes || !claimBytes || !given) return undefined;
  const expected = crypto.createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(headerBytes.toString('utf8'));
    claims = JSON.parse(claimBytes.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(header) || header.alg !== 'HS256' || !isObject(claims)) return undefined;
  // RFC 7519 §4.1.4/§4.1.5: NumericDate seconds; a present claim that is not one makes the token invalid.
  if ('exp' in claims && (!isNumericDate(claims.exp) || claims.exp * 1000 <= now)) return undefined;
  if ('nbf' in claims && (!isNumericDate(claims.nbf) || claims.nbf * 1000 > now)) return undefined;
  return claims;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Compares two secrets in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

function authOfToken(token: string, keys: BackendKeys): RequestAuth | undefined {
  if (sameSecret(token, keys.anonKey)) return { role: 'anon', claims: { role: 'anon' } };
  if (sameSecret(token, keys.serviceKey)) return { role: 'service_role', claims: { role: 'service_role' } };
  const claims = keys.jwtSecret ? verifyJwt(token, keys.jwtSecret) : undefined;
  if (claims && (apiRoles as readonly unknown[]).includes(claims.role)) return { role: claims.role as ApiRole, claims };
  return undefined;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The service role bypasses row-level security: its key (or a token of that role) belongs on servers. Browsers
 * send `Origin` on every cross-origin request and every POST (a page cannot leave it out); server-side callers
 * (Node's fetch, supabase-js on Node, the e2e helpers, a CMS webhook) send none.
 */
export const serviceKeyInBrowser = () =>
  new ApiError(
    401,
    'PGRST301',
    'Forbidden use of the service key in a browser',
    null,
    'This request carries an Origin header, which browsers send: the service key bypasses row-level security and must stay on servers. Use the anon key in a browser.',
  );

export function authenticate(headers: IncomingHttpHeaders, url: URL, keys: BackendKeys): RequestAuth {
  const apikey = header(headers, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  if (!apikey) {
    throw new ApiError(401, 'PGRST301', 'No API key found in request', null, 'No `apikey` request header or url param was found.');
  }
  const fromKey = authOfToken(apikey, keys);
  if (!fromKey) throw new ApiError(401, 'PGRST301', 'Invalid API key', null, 'Double check your Supabase `anon` or `service_role` API key.');
  const bearer = /^Bearer\s+(.+)$/i.exec(header(headers, 'authorization') ?? '')?.[1];
  const fromBearer = bearer === undefined ? undefined : authOfToken(bearer, keys);
  if (bearer !== undefined && !fromBearer) throw new ApiError(401, 'PGRST301', 'Invalid JWT', null, 'The Authorization bearer token is neither a project key nor a valid JWT.');
  const fromBrowser = header(headers, 'origin') !== undefined;
  if (fromBrowser && (fromKey.role === 'service_role' || fromBearer?.role === 'service_role')) throw serviceKeyInBrowser();
  return fromBearer ?? fromKey;
}
