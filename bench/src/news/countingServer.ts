/**
 * The backend's handler on a node:http server of its own (ephemeral port), counting the response body bytes it
 * sends: what a measured call moved over HTTP, seen where it leaves, without touching the client.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BackendHandler } from 'supabase-backend/server';

export interface Traffic {
  requests: number;
  bodyBytes: number;
}

export interface CountingServer {
  url: string;
  /** Starts a new count and returns the traffic since the previous call. */
  take(): Traffic;
  close(): Promise<void>;
}

const byteLength = (chunk: unknown) =>
  typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.byteLength : 0;

export async function startCountingServer(handler: BackendHandler): Promise<CountingServer> {
  let traffic: Traffic = { requests: 0, bodyBytes: 0 };
  const server = http.createServer((req, res) => {
    traffic.requests += 1;
    const { write, end } = res;
    res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
      traffic.bodyBytes += byteLength(chunk);
      return write.apply(this, [chunk, ...rest] as Parameters<typeof write>);
    } as typeof res.write;
    res.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk !== 'function') traffic.bodyBytes += byteLength(chunk);
      return end.apply(this, [chunk, ...rest] as Parameters<typeof end>);
    } as typeof res.end;
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take() {
      const taken = traffic;
      traffic = { requests: 0, bodyBytes: 0 };
      return taken;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
