/**
 * Whether a server may serve where it is asked to with the keys it has. The built-in keys are published in this
 * repository, so with them (or without a JWT secret) a server serves only where every client is on this machine:
 * it listens on loopback, trusts no proxy (behind one, every stranger arrives from the proxy's address) and runs
 * on its embedded database (a PostgreSQL server is how a site spans machines). The site server
 * (platform/server/http/listenAddress.ts) and the backend CLI both decide with `checkExposure`.
 */
import net from 'node:net';
import type { BackendKeys } from './auth';

/** The keys a backend has when the environment gives none (README "Keys"). */
export const builtInKeys = { anonKey: 'local-anon-key', serviceKey: 'local-service-key' } as const;

/** The settings that replace them, named in every refusal. */
export const keySettings = ['BACKEND_ANON_KEY', 'BACKEND_SERVICE_KEY', 'BACKEND_JWT_SECRET'] as const;

/** The command that makes keys of one's own (scripts/backend-keys.ts). */
export const makeKeysCommand = 'npm run backend-keys -- <file>';

/** The address servers bind when `HOST` is not set. */
export const defaultListenHost = '127.0.0.1';

/** True when a built-in key is in use, or no JWT secret is configured. */
export function usesBuiltInKeys(keys: BackendKeys): boolean {
  return keys.anonKey === builtInKeys.anonKey || keys.serviceKey === builtInKeys.serviceKey || !keys.jwtSecret;
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for `localhost`, 127.0.0.0/8, `::1` (bracketed or not) and IPv4-mapped loopback; false for all interfaces (`0.0.0.0`, `::`, ''). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  const address = mapped ?? bare;
  if (net.isIPv4(address)) return loopback.check(address, 'ipv4');
  if (net.isIPv6(address)) return loopback.check(address, 'ipv6');
  return false;
}

/** What, beside the address it listens on, may bring clients from beyond this machine. */
export interface Reach {
  /** It trusts a proxy (`BACKEND_TRUSTED_PROXIES`): whoever reaches the proxy reaches it. */
  trustsProxy?: boolean;
  /** It runs on a PostgreSQL server (`DATABASE_URL`): the shape of a site on several machines. */
  onPostgres?: boolean;
}

/** Why serving on `host` with `keys` is refused, or undefined when it is fine. */
export function checkExposure(host: string, keys: BackendKeys, { trustsProxy = false, onPostgres = false }: Reach = {}): string | undefined {
  if (!usesBuiltInKeys(keys)) return undefined;
  const reasons = [
    ...(isLoopbackHost(host) ? [] : [`it listens on ${host || 'all interfaces'}`]),
    ...(trustsProxy ? ['it trusts a proxy (BACKEND_TRUSTED_PROXIES), and behind one every client arrives from the proxy'] : []),
    ...(onPostgres ? ['it runs on DATABASE_URL, as a site on several machines does'] : []),
  ];
  if (!reasons.length) return undefined;
  return (
    `Refusing to start with the development keys (local-anon-key, local-service-key, or no JWT secret): ${reasons.join('; ')}. ` +
    'Those keys are published in the repository: anyone who reaches this server could read every lead and write posts with them. ' +
    `Set ${keySettings.join(', ')} to values of your own — \`${makeKeysCommand}\` makes them into a file only you can read — ` +
    `or serve where every client is on this machine (HOST=${defaultListenHost}, no trusted proxy, the embedded database).`
  );
}
