/**
 * Where the site server listens. Loopback (127.0.0.1, and ::1 beside it where the machine has IPv6, so
 * `http://localhost:PORT` answers whichever address `localhost` resolves to first) unless `HOST` names
 * another address; and, while the embedded backend's built-in keys are in use, never where a client beyond this
 * machine could reach it (beyond loopback, behind a trusted proxy, on DATABASE_URL), since anyone who could would
 * read every lead with `local-service-key`.
 */
import net from 'node:net';
import type http from 'node:http';
import { checkExposure, defaultKeys, defaultListenHost, type BackendKeys } from 'supabase-backend/server';
import type { Reach } from 'supabase-backend/server/exposure';

export const defaultHost = defaultListenHost;

/** A host the server will not listen on as configured. */
export class RefusedHost extends Error {}

/**
 * Throws, naming what to set, when `host` (or a proxy it trusts, or its database on another machine) lets clients
 * beyond this machine in while the backend's built-in keys (or no JWT secret) are in use — the backend's own rule
 * (supabase/server/exposure.ts), so both servers decide alike.
 */
export function assertHostAllowed(host: string, keys: BackendKeys = defaultKeys, reach: Reach = {}): void {
  const refused = checkExposure(host, keys, reach);
  if (refused) throw new RefusedHost(refused);
}

const listenOn = (server: net.Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });

export interface Listening {
  /** The port listened on (the one asked for, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * Listens on `host` (checked with `assertHostAllowed` as the site starts, siteStart.ts); on the default loopback, also on ::1 when the machine has it,
 * handing those connections to the same server (the same limits apply: its own connection cap too).
 */
export async function listenSafely(server: http.Server, port: number, host = defaultHost): Promise<Listening> {
  await listenOn(server, port, host);
  const actualPort = (server.address() as net.AddressInfo).port;
  let companion: net.Server | undefined;
  if (host === defaultHost) {
    const ipv6 = net.createServer({ pauseOnConnect: false }, (socket) => server.emit('connection', socket));
    ipv6.maxConnections = server.maxConnections;
    ipv6.on('error', (error) => console.error('[server] ::1 listener:', error));
    // No IPv6 loopback on this machine (or the port taken there): 127.0.0.1 alone serves localhost.
    companion = await listenOn(ipv6, actualPort, '::1').then(
      () => ipv6,
      () => undefined,
    );
  }
  return {
    port: actualPort,
    async close() {
      await new Promise<void>((resolve) => (companion ? companion.close(() => resolve()) : resolve()));
    },
  };
}
