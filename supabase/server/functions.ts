/**
 * `/functions/v1/<name>`: Edge Functions as the embedded backend runs them. A function has the shape it has
 * on Supabase (a web `Request` in, a `Response` out) plus a context with the embedded database, so the same
 * handler can be deployed as an Edge Function and served here.
 */
import type { Database } from './database/workerDatabase';
import type { RequestAuth } from './auth';

export interface FunctionContext {
  db: Database;
  auth: RequestAuth;
}

export type EdgeFunction = (request: Request, context: FunctionContext) => Response | Promise<Response>;

export type FunctionRegistry = Record<string, EdgeFunction>;

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

/** Stands in for a function whose settings (or implementation) this backend does not have. (sync-contentful,
 * always registered by createBackend, answers the same way itself until Contentful is configured.) */
export const notConfigured =
  (name: string, missing: string): EdgeFunction =>
  () =>
    jsonResponse(501, { error: 'not_configured', message: `The ${name} function is not configured: ${missing}.` });

export const functionNotFound = () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
