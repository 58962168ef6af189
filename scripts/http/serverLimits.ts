/**
 * Time and connection limits of the site server, so idle or slow clients cannot hold its sockets (and file
 * descriptors) open: 1,500 connections that sent nothing were still open after 65 s with Node's defaults,
 * and at a 1,024-descriptor limit the next page request crashed the process.
 */
import type http from 'node:http';

export interface ServerLimits {
  /** Time to receive a request's headers (a slowloris client trickling header bytes is cut off). */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included. */
  requestTimeoutMs: number;
  /** How long a kept-alive connection may wait for its next request. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all for this long is closed (one that connected and sent nothing). */
  idleTimeoutMs: number;
  /** Connections beyond this are closed as they arrive; well under the usual 1,024 file descriptors. */
  maxConnections: number;
  /** Header bytes accepted (Node answers 431 beyond). */
  maxHeaderSize: number;
}

export const defaultServerLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 20_000,
  maxConnections: 512,
  maxHeaderSize: 16 * 1024,
};

/** `http.createServer` options for these limits. */
export function serverOptions(limits: ServerLimits): http.ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxHeaderSize: limits.maxHeaderSize,
    // Node checks the header and request timeouts on this interval (30 s by default, which let a
    // slowloris client hold a socket for up to 40 s).
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
  };
}

/** Applies the limits that are not creation options. */
export function applyServerLimits(server: http.Server, limits: ServerLimits): void {
  server.maxConnections = limits.maxConnections;
  // Without a 'timeout' listener Node destroys the socket when it has been idle this long.
  server.setTimeout(limits.idleTimeoutMs);
  // Malformed requests, header overflow (431) and timed-out requests (408) get Node's own short answers
  // ('clientError' is left to Node's default handler).
}
