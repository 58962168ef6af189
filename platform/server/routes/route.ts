/**
 * A route of the site server: one family of paths (routes/*.ts), tried in the order siteRoutes.ts lists them.
 * It answers the visit and returns true, or returns false for a path that is not its.
 */
import type http from 'node:http';
import { cacheControl, plainText } from '../http/servingPolicy';

export interface Visit {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  /** The request's target, parsed and its slashes in a row counted as one (siteRequests.ts). */
  url: URL;
  /** Answers 404, revalidated: a path that is not there now may be after the next release. */
  notFound(): void;
}

export type Route = (visit: Visit) => boolean;

export const notFoundAnswer = (res: http.ServerResponse) => () => {
  res.writeHead(404, { 'Content-Type': plainText, 'Cache-Control': cacheControl.revalidate }).end('Not found');
};
