/**
 * HTTP at the socket level, for requests no well-behaved client sends: raw request text, sockets that send
 * nothing or trickle their headers, and many connections at once; and every header field as received (a repeated
 * one included, which fetch would join into one). Loopback only. Used by the e2e suites and the edge tests.
 */
import net from 'node:net';

export interface RawResponse {
  status: number;
  /** The header fields by lower-case name (a repeated one: its last value). */
  headers: Record<string, string>;
  /** Every header field in the order received, names in lower case. */
  fields: [name: string, value: string][];
  body: Buffer;
}

/** Parses one HTTP/1.1 response (headers and the body up to the connection's close). */
export function parseResponse(data: Buffer): RawResponse {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`No complete response: ${JSON.stringify(data.subarray(0, 200).toString('latin1'))}`);
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const fields = lines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  const headers = Object.fromEntries(fields);
  let body = data.subarray(end + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    const parts: Buffer[] = [];
    let offset = 0;
    while (offset < body.length) {
      const lineEnd = body.indexOf('\r\n', offset);
      const size = parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      offset = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { status: Number(statusLine.split(' ')[1]), headers, fields, body };
}

/** Sends raw bytes (`Connection: close` is the caller's), resolves with everything received until the server closes. */
export function rawExchange(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`No close within ${timeoutMs} ms`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    // Not `end()`: Node's server drops a half-closed connection whose answer is not ready yet.
    socket.on('connect', () => socket.write(request));
  });
}

/** One request with the given request line and headers, read to the end. */
export async function rawRequest(port: number, method: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return parseResponse(await rawExchange(port, `${lines.join('\r\n')}\r\n\r\n`));
}

export interface HeldSocket {
  socket: net.Socket;
  /** Resolves with the milliseconds from the connection to the server closing it, and what it sent first. */
  closed: Promise<{ afterMs: number; received: string }>;
}

/** Opens a connection and keeps it (sending nothing unless told to); resolves once connected. */
export function holdSocket(port: number): Promise<HeldSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const opened = Date.now();
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const closed = new Promise<{ afterMs: number; received: string }>((done) => {
      socket.on('close', () => done({ afterMs: Date.now() - opened, received }));
    });
    socket.on('error', () => undefined); // a reset by the server is one of the expected closes
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}
