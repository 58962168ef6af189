/**
 * What the site answers until it is ready (every app live, its pages rendered: see listen in server.ts): a
 * short 503 with `Retry-After`, never a page that would show an area as unavailable. The backend's API
 * answers meanwhile (it does not depend on the pages): a lead posted by a tab left open across a restart is
 * recorded, since the forms post in `no-cors` mode and could not tell a refusal from a success.
 */
import type http from 'node:http';
import { cacheControl } from './servingPolicy';
import { isBackendPath } from 'supabase-backend/server';

/** Seconds a client is asked to wait before trying again. */
export const startingRetryAfterSeconds = 5;

/** Whether a request is answered normally while the site starts: the backend's API (`/health` says "starting" too). */
export const answeredWhileStarting = (pathname: string) => isBackendPath(pathname) && pathname !== '/health';

export function answerStarting(req: http.IncomingMessage, res: http.ServerResponse) {
  res
    .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl.never, 'Retry-After': String(startingRetryAfterSeconds) })
    .end(req.method === 'HEAD' ? undefined : `Stayvia is starting. Try again in ${startingRetryAfterSeconds} seconds.\n`);
}
