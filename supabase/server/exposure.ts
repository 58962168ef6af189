/**
 * Whether a server may listen where it is asked to with the keys it has. The built-in keys are published in
 * this repository, so with them (or without a JWT secret) a server stays on loopback; the site server
 * (platform/server/http/listenAddress.ts) and the backend CLI both decide with `checkExposure`.
 */
import net from 'node:net';
import type { BackendKeys } from './auth';

/** The keys a backend has when the environment gives none (README "Keys"). */
export const builtInKeys = { anonKey: 'local-anon-key', serviceKey: 'local-service-key' } as const;

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

/** Why listening on `host` with `keys` is refused, or undefined when it is fine. */
export function checkExposure(host: string, keys: BackendKeys): string | undefined {
  if (isLoopbackHost(host) || !usesBuiltInKeys(keys)) return undefined;
  return (
    `Refusing to listen on ${host || 'all interfaces'}: the built-in keys (local-anon-key, local-service-key) or no JWT ` +
    'secret are in use, and anyone who can reach this server could read every lead and write posts with them. ' +
    'Set BACKEND_ANON_KEY, BACKEND_SERVICE_KEY and BACKEND_JWT_SECRET (see supabase/README.md), or listen on ' +
    `loopback (HOST=${defaultListenHost}, the default).`
  );
}
