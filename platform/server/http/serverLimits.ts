/**
 * Time and connection limits of the site server, so idle or slow clients cannot hold its sockets (and file
 * descriptors) open: 1,500 connections that sent nothing were still open after 65 s with Node's defaults,
 * and at a 1,024-descriptor limit the next page request crashed the process.
 */
import type http from 'node:http';
import type { Socket } from 'node:net';
import { envNumber } from 'infra/envNumber';

export interface ServerLimits {
  /**
   * A connection that has not sent a whole request's headers this long after it opened is closed: sockets
   * that send nothing, and slowloris clients trickling header bytes.
   */
  firstRequestTimeoutMs: number;
  /**
   * Node's own limit on receiving a request's headers (408), for every request of a connection. Node checks
   * it on a timer, so after a long stall of the event loop it would fail requests whose bytes are already
   * waiting: longer than any stall the server can have.
   */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included. */
  requestTimeoutMs: number;
  /** How long a kept-alive connection may wait for its next request. */
  keepAliveTimeoutMs: number;
  /**
   * A socket with no traffic either way for this long is closed: a response stalled on a client that stops
   * reading. Longer than any answer may take to start (a backend opening, a slow query): it is not how
   * idle connections are closed (the two timeouts above do that).
   */
  idleTimeoutMs: number;
  /** Connections beyond this are closed as they arrive; well under the usual 1,024 file descriptors. */
  maxConnections: number;
  /** Header bytes accepted (Node answers 431 beyond). */
  maxHeaderSize: number;
}

export const defaultServerLimits: ServerLimits = {
  firstRequestTimeoutMs: 10_000,
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 120_000,
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
    // Node checks the header and request timeouts on this interval (30 s by default).
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
  };
}

/** Applies the limits that are not creation options. */
export function applyServerLimits(server: http.Server, limits: ServerLimits): void {
  server.maxConnections = limits.maxConnections;
  // Without a 'timeout' listener Node destroys the socket when it has been idle this long.
  server.setTimeout(limits.idleTimeoutMs);
  closeSilentConnections(server, limits.firstRequestTimeoutMs);
  // Malformed requests, header overflow (431) and timed-out requests (408) get Node's own short answers
  // ('clientError' is left to Node's default handler).
}

const sentRequest = new WeakSet<object>();

/**
 * Closes connections that have not completed a request's headers within `ms` of opening (1,500 sockets that
 * sent nothing were still open after 65 s with Node's defaults). Unlike Node's header timeout this survives
 * a stalled event loop: when the timer fires it looks again after the loop's I/O phase, where bytes that
 * arrived during the stall are parsed first.
 */
function closeSilentConnections(server: http.Server, ms: number) {
  server.on('request', (req: http.IncomingMessage) => sentRequest.add(req.socket));
  server.on('connection', (socket: Socket) => {
    const timer = setTimeout(() => setImmediate(() => sentRequest.has(socket) || socket.destroy()), ms);
    socket.once('close', () => clearTimeout(timer));
  });
}

/** Environment variables that override a limit (whole numbers): for operators, and for the hostile-request suite. */
export const limitVariables: Record<keyof ServerLimits, string> = {
  firstRequestTimeoutMs: 'SITE_FIRST_REQUEST_TIMEOUT_MS',
  headersTimeoutMs: 'SITE_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'SITE_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'SITE_KEEP_ALIVE_TIMEOUT_MS',
  idleTimeoutMs: 'SITE_IDLE_TIMEOUT_MS',
  maxConnections: 'SITE_MAX_CONNECTIONS',
  maxHeaderSize: 'SITE_MAX_HEADER_SIZE',
};

export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ServerLimits> {
  const limits: Partial<ServerLimits> = {};
  for (const [key, name] of Object.entries(limitVariables) as [keyof ServerLimits, string][]) {
    const number = envNumber(name, {}, env);
    if (number !== undefined) limits[key] = number;
  }
  return limits;
}
