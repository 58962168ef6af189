/**
 * The answers Node writes on the socket itself, written by the site server instead so they carry the security
 * headers every other answer has (and a policy that allows nothing: they are never a document to run):
 * - `clientError`: a request Node's parser refuses (400), headers past the limit (431), one not received in time
 *   (408) — the statuses Node's own handler gives, answered only when no response has started on the socket;
 * - `connect`: CONNECT (this server is no proxy): 405, where Node would close the connection without a word;
 * - `checkExpectation`: an Expect other than 100-continue: 417.
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { nothingAllowedPolicy, staticSecurityHeaders } from './securityHeaders';
import { cacheControl } from './servingPolicy';

/** A whole HTTP/1.1 answer that closes the connection, with the security headers. */
export function rawAnswer(status: number, headers: Record<string, string> = {}): string {
  const body = `${STATUS_CODES[status] ?? 'Error'}\n`;
  const all: Record<string, string> = {
    ...staticSecurityHeaders,
    'Content-Security-Policy': nothingAllowedPolicy,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': cacheControl.never,
    ...headers,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`;
}

const statusOf = (code: string | undefined) => (code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400);

/** Sends the answer, then closes the socket once it is written. */
const answerAndClose = (socket: Duplex, answer: string) => socket.end(answer, () => socket.destroy());

/** The body of the 417 to an Expect other than 100-continue. */
export const expectationFailed = 'Only Expect: 100-continue is supported.\n';

export function answerClientErrors(server: Server, setSecurityHeaders: (res: ServerResponse, req: IncomingMessage) => void, allow: string): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler: no answer into a response already under way (it would corrupt it), none to a reset.
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy();
    answerAndClose(socket, rawAnswer(statusOf(error.code)));
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => answerAndClose(socket, rawAnswer(405, { Allow: allow })));
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res, req);
    res.writeHead(417, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end(expectationFailed);
  });
}
