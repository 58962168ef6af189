/**
 * The HTTP face of the embedded backend: Supabase's paths on one origin, with CORS for browsers.
 *   /rest/v1/<table>                    PostgREST reads and writes (postgrest/handleRest.ts)
 *   /functions/v1/<name>                Edge Functions (functions.ts)
 *   /storage/v1/object/public/<b>/<f>   public files (storage.ts)
 *   /api/leads                          the lead sink (leads/leadSink.ts)
 *   /api/field                          field signals of visitors' pages (field/fieldSink.ts)
 *   /health                             200 once the database is ready
 * `createBackendHandler` can also be mounted by another server (see `isBackendPath`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from './database/workerDatabase';
import { authenticate, type BackendKeys } from './auth';
import { clientAddress, clientOf, noTrustedProxies, type TrustedProxies } from 'infra/clientAddress';
import { readCatalog, type Catalog } from './catalog';
import { functionNotFound, type FunctionRegistry } from './functions';
import { isValidHostHeader } from './hostHeader';
import type { LeadSink } from './leads/leadSink';
import type { FieldSink } from './field/fieldSink';
import { ApiError, databaseRetryAfterSeconds, parseError } from './postgrest/errors';
import { requestLimits } from './postgrest/limits';
import { errorResponse, handleRest, type RestResponse } from './postgrest/handleRest';
import type { RestProxy } from './postgrest/postgrestProxy';
import { serveStorage } from './storage';

export interface BackendHandlerOptions {
  db: Database;
  keys: BackendKeys;
  functions: FunctionRegistry;
  /** Rows per read at most, like a hosted project's "Max rows" (1000 there); `undefined` for no cap. */
  maxRows?: number;
  leads: LeadSink;
  field: FieldSink;
  /** Real PostgREST answering `/rest/v1` instead of the backend's own REST layer (postgrest/postgrestProxy.ts). */
  restProxy?: RestProxy;
  /** Proxies whose `X-Forwarded-For` names the client (infra/clientAddress.ts); none by default. */
  trustedProxies?: TrustedProxies;
}

export type BackendHandler = (req: IncomingMessage, res: ServerResponse) => void;

export { backendPathPattern, isBackendPath } from './backendPaths';

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, x-supabase-api-version, x-retry-count',
  'Access-Control-Expose-Headers': 'Content-Range, Range-Unit, Content-Location, Location, Preference-Applied, X-Relay-Error',
  'Access-Control-Max-Age': '86400',
};

const { maxBodyBytes, maxUrlBytes } = requestLimits;

/** The methods a function may be called with (a web Request cannot carry TRACE or CONNECT, say). */
const functionMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** A path segment's percent-decoding, or a 400 for a malformed one (`%zz`, a lone `%`, broken UTF-8). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw parseError('Invalid path specified in request URL', `"${segment.slice(0, 100)}" is not valid percent-encoding`);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new ApiError(413, 'PGRST413', 'Payload Too Large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Every answer of the backend's API; a 503 always says when to come back (`Retry-After`). */
function send(res: ServerResponse, { status, headers, body }: Omit<RestResponse, 'body'> & { body?: string | Uint8Array }) {
  const retry = status === 503 && !Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'retry-after');
  res.writeHead(status, retry ? { ...headers, 'Retry-After': String(databaseRetryAfterSeconds) } : headers).end(body);
}

export function createBackendHandler({ db, keys, functions, maxRows, leads, field, restProxy, trustedProxies = noTrustedProxies }: BackendHandlerOptions): BackendHandler {
  let catalog: Promise<Catalog> | undefined;
  const catalogOf = (fresh = false) => {
    if (fresh || !catalog) catalog = readCatalog(db);
    return catalog;
  };

  async function route(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
    const target = req.url ?? '/';
    if (Buffer.byteLength(target) > maxUrlBytes) {
      return send(res, errorResponse(new ApiError(414, 'PGRST100', 'URI Too Long', `The path and query take more than ${maxUrlBytes} bytes.`)));
    }
    const host = req.headers.host;
    if (host !== undefined && !isValidHostHeader(host)) return send(res, errorResponse(new ApiError(400, 'PGRST100', 'Invalid Host header')));
    // The path as sent (never a scheme or host from it), on a fixed origin.
    let url: URL;
    try {
      url = new URL(`http://backend${target.startsWith('/') ? target : `/${target}`}`);
    } catch {
      return send(res, errorResponse(parseError('Invalid path specified in request URL')));
    }
    if (method === 'OPTIONS') {
      // Allow whatever headers the browser asks for (supabase-js adds some over time), like Supabase's gateway.
      const requested = req.headers['access-control-request-headers'];
      if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
      return void res.writeHead(204).end();
    }

    if (url.pathname === '/health') {
      if (method !== 'GET' && method !== 'HEAD') return send(res, { status: 405, headers: { Allow: 'GET, HEAD' } });
      return send(res, { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"status":"ok"}' });
    }

    if (url.pathname.startsWith('/storage/v1/')) {
      if (method !== 'GET' && method !== 'HEAD') return send(res, { status: 405, headers: { Allow: 'GET, HEAD' } });
      return serveStorage(url.pathname, res, method === 'HEAD');
    }

    if (url.pathname === '/api/leads') {
      if (method !== 'POST') return send(res, { status: 405, headers: { Allow: 'POST' } });
      return leads.handle(req, res, clientAddress(req, trustedProxies));
    }

    if (url.pathname === '/api/field') {
      if (method !== 'POST') return send(res, { status: 405, headers: { Allow: 'POST' } });
      return field.handle(req, res, clientAddress(req, trustedProxies));
    }

    const rest = /^\/rest\/v1\/([^/]+)\/?$/.exec(url.pathname);
    const fn = /^\/functions\/v1\/([^/]+)\/?$/.exec(url.pathname);
    if (!rest && !fn) {
      return send(res, errorResponse(new ApiError(404, 'PGRST125', `Invalid path specified in request URL: ${url.pathname}`)));
    }

    let auth;
    try {
      auth = authenticate(req.headers, url, keys);
    } catch (error) {
      return send(res, errorResponse(error as ApiError));
    }

    if (rest) {
      const body = method === 'GET' || method === 'HEAD' ? '' : (await readBody(req)).toString('utf8');
      const table = decodeSegment(rest[1]);
      if (restProxy) return send(res, await restProxy.forward({ method, table, search: url.search, params: url.searchParams, headers: req.headers, body, auth }));
      return send(res, await handleRest({ db, catalog: catalogOf, maxRows }, { method, table, params: url.searchParams, headers: req.headers, body, auth, client: clientOf(req, trustedProxies) }));
    }

    if (!functionMethods.includes(method)) {
      return send(res, { status: 405, headers: { Allow: [...functionMethods, 'OPTIONS'].join(', '), 'Content-Type': 'application/json' }, body: JSON.stringify({ code: 'METHOD_NOT_ALLOWED', message: `A function is not called with ${method}` }) });
    }
    const name = decodeSegment(fn![1]);
    const handler = Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (!handler) return send(res, { status: 404, headers: { 'Content-Type': 'application/json' }, body: await functionNotFound().text() });
    const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const response = await handler(new Request(new URL(url.pathname + url.search, `http://${host ?? 'backend'}`), { method, headers, body }), { db, auth });
    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => (out[name] = value));
    send(res, { status: response.status, headers: out, body: new Uint8Array(await response.arrayBuffer()) });
  }

  return (req, res) => {
    route(req, res).catch((error: unknown) => {
      const api = error instanceof ApiError ? error : undefined;
      // A client that went away mid-request (a truncated body): nobody to answer.
      if (!api && req.destroyed && !req.complete) return void res.destroy();
      if (!api) console.error('[backend]', req.method, req.url, error);
      if (res.headersSent) return void res.end();
      send(res, errorResponse(api ?? new ApiError(500, 'PGRST000', 'The embedded backend failed to answer this request.')));
    });
  };
}
