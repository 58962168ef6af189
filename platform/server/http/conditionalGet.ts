/**
 * Whether a GET's conditions say the client's copy is current (answer 304), judged by `fresh`: If-None-Match by
 * weak comparison (a list, `*`, `W/` tags), else If-Modified-Since against Last-Modified. The static files and the
 * settings document answer through it.
 *
 * Only the conditions are passed: `fresh` also answers "stale" to a request that says `Cache-Control: no-cache`,
 * but that directive asks the caches on the way to have the origin validate, which this is; nginx answers 304
 * all the same, and fetch() adds it to every request that carries a condition of its own.
 */
import type http from 'node:http';
import fresh from 'fresh';

export interface Validators {
  etag: string;
  /** The HTTP date Last-Modified says; absent when the answer has none (If-Modified-Since then never matches). */
  lastModified?: string;
}

export function notModified(req: http.IncomingMessage, { etag, lastModified }: Validators): boolean {
  const conditions = { 'if-none-match': req.headers['if-none-match'], 'if-modified-since': req.headers['if-modified-since'] };
  return fresh(conditions, { etag, 'last-modified': lastModified });
}
