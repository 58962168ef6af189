/**
 * What every request of the site goes through before its route (siteRoutes.ts): the security headers; a Host
 * header that is no host (a port past 65535, say), or two of them, is 400 (RFC 9112 §3.2); a target that does not
 * parse is 400; while the site is starting, a 503 "starting" answer for all but the backend's API
 * (http/startingAnswer.ts). An exception in a route answers 500 and is logged (http/requestGuard.ts).
 */
import type http from 'node:http';
import { isValidHostHeader } from 'supabase-backend/server';
import { guardRequests } from '../http/requestGuard';
import { nothingAllowedPolicy } from '../http/securityHeaders';
import { cacheControl, plainText, routedPath } from '../http/servingPolicy';
import { answeredWhileStarting, answerStarting } from '../http/startingAnswer';
import { notFoundAnswer, type Route } from './route';

/** A request refused before it is routed: never cached, and never a document to run. */
const refused = { 'Content-Type': plainText, 'Cache-Control': cacheControl.never, 'Content-Security-Policy': nothingAllowedPolicy };

const hasValidHost = (req: http.IncomingMessage) => {
  const hosts = req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;
  return hosts <= 1 && (req.headers.host === undefined || isValidHostHeader(req.headers.host));
};

/**
 * The request's target: a path (`//news/x` included: no authority), the asterisk-form `OPTIONS *` (the server as a
 * whole; any other method with it is 400) or an absolute-form target; its slashes in a row count as one, a
 * backslash is no separator (the URL parser would read it as one). Undefined when it does not parse.
 */
function targetOf(req: http.IncomingMessage): URL | undefined {
  try {
    const target = (req.url ?? '/').replaceAll('\\', '%5C');
    const url = new URL(target.startsWith('/') || (target === '*' && req.method === 'OPTIONS') ? `http://localhost/${target.replace(/^\//, '')}` : target);
    url.pathname = routedPath(url.pathname);
    return url;
  } catch {
    return undefined;
  }
}

export interface SiteRequestsOptions {
  setSecurityHeaders(res: http.ServerResponse, req: http.IncomingMessage): void;
  /** Tried in turn; the last answers every path. */
  routes: Route[];
  /** Whether a request gets the 503 "starting" answer now. */
  starting(): boolean;
}

export function siteRequests({ setSecurityHeaders, routes, starting }: SiteRequestsOptions): http.RequestListener {
  return guardRequests((req, res) => {
    setSecurityHeaders(res, req);
    if (!hasValidHost(req)) return void res.writeHead(400, { ...refused, Connection: 'close' }).end('Bad request: invalid Host header');
    const url = targetOf(req);
    if (!url) return void res.writeHead(400, refused).end('Bad request');
    if (starting() && !answeredWhileStarting(url.pathname)) return answerStarting(req, res);
    const visit = { req, res, url, notFound: notFoundAnswer(res) };
    routes.some((route) => route(visit));
  });
}
