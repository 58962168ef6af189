/**
 * Where the site server listens. Loopback (127.0.0.1, and ::1 beside it where the machine has IPv6, so
 * `http://localhost:PORT` answers whichever address `localhost` resolves to first) unless `HOST` names
 * another address; and never beyond loopback while the embedded backend's built-in keys are in use, since
 * anyone who could reach it would read every lead with `local-service-key`.
 */
import net from 'node:net';
import type http from 'node:http';

export const defaultHost = '127.0.0.1';

/**
 * Whether the address is this machine's loopback (127.0.0.0/8, ::1, their IPv4-mapped form, `localhost`).
 * TODO(lead): the backend exports its own check for the same facts; merge them into one helper.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (net.isIPv4(bare)) return bare.startsWith('127.');
  if (net.isIPv6(bare)) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

/** The variables that replace the embedded backend's built-in keys (see supabase/server/auth.ts). */
export const backendKeyVariables = ['BACKEND_ANON_KEY', 'BACKEND_SERVICE_KEY', 'BACKEND_JWT_SECRET'] as const;

const builtInKeys: Record<string, string> = { BACKEND_ANON_KEY: 'local-anon-key', BACKEND_SERVICE_KEY: 'local-service-key' };

/**
 * The key variables still unset (or set to a built-in value): while any is, the backend accepts keys that
 * every copy of this repository knows.
 * TODO(lead): the backend engineer's "are the built-in keys in use" helper answers the same question.
 */
export function builtInKeysInUse(env: NodeJS.ProcessEnv = process.env): string[] {
  return backendKeyVariables.filter((name) => !env[name] || env[name] === builtInKeys[name]);
}

/** A host the server will not listen on as configured. */
export class RefusedHost extends Error {}

/** Throws, naming what to set, when `host` reaches beyond loopback while built-in keys are in use. */
export function assertHostAllowed(host: string, env: NodeJS.ProcessEnv = process.env): void {
  const unset = builtInKeysInUse(env);
  if (isLoopbackHost(host) || unset.length === 0) return;
  throw new RefusedHost(
    `Refusing to listen on ${host}: the embedded backend still uses its built-in keys, which anyone who can ` +
      `reach this server could use to read every lead. Set ${unset.join(', ')} to your own secret values ` +
      `(or leave HOST unset to serve on loopback only).`,
  );
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
 * Listens on `host` (after the check above); on the default loopback, also on ::1 when the machine has it,
 * handing those connections to the same server (the same limits apply: its own connection cap too).
 */
export async function listenSafely(server: http.Server, port: number, host = defaultHost): Promise<Listening> {
  assertHostAllowed(host);
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
