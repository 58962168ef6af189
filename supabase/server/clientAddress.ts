/**
 * Who a request comes from, for what the backend shares between clients (the database's turns, the lead
 * sink's rate limit): the address of the connection's other end. That is the one fact a client cannot forge.
 * Behind a reverse proxy every client has the proxy's address; name the proxy's address(es) in
 * `BACKEND_TRUSTED_PROXIES` (comma-separated; e.g. `127.0.0.1,::1` for one on the same machine), and a request
 * that arrives from one of them is from the address the proxy appended to `X-Forwarded-For`: the rightmost
 * address there that is not itself a trusted proxy. From anyone else, `X-Forwarded-For` is ignored: a client
 * could otherwise name a new address with every request and never wait behind its own.
 */
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { clientKey } from './leads/rateLimit';

/** An address as compared with the trusted list: IPv4-mapped IPv6 as IPv4, IPv6 in lower case. */
function plainAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1];
  return (mapped ?? trimmed).toLowerCase();
}

/** The trusted proxies of `BACKEND_TRUSTED_PROXIES` (none when unset); an entry that is no IP address is refused. */
export function trustedProxiesFrom(value = process.env.BACKEND_TRUSTED_PROXIES ?? ''): Set<string> {
  const addresses = value.split(',').map(plainAddress).filter(Boolean);
  const invalid = addresses.filter((address) => !net.isIP(address));
  if (invalid.length) throw new Error(`BACKEND_TRUSTED_PROXIES must list IP addresses, comma-separated; not ${invalid.map((a) => JSON.stringify(a)).join(', ')}.`);
  return new Set(addresses);
}

/** How many `X-Forwarded-For` entries are read from the right: more proxies in a row than any deployment has. */
const maxForwardedHops = 16;

/** The address a request comes from (see the module comment), or undefined when its socket has none. */
export function clientAddress(req: IncomingMessage, trustedProxies: ReadonlySet<string>): string | undefined {
  const peer = req.socket.remoteAddress;
  if (!peer || !trustedProxies.has(plainAddress(peer))) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').slice(-maxForwardedHops);
  let client = plainAddress(peer);
  for (let hop = forwarded.length - 1; hop >= 0; hop--) {
    const address = plainAddress(forwarded[hop]);
    // A hop that is no address: nothing left of it can be believed.
    if (!net.isIP(address)) break;
    client = address;
    if (!trustedProxies.has(address)) break;
  }
  return client;
}

/** The client a request stands for: its address, IPv6 by its /64 (rateLimit.ts `clientKey`). */
export const clientOf = (req: IncomingMessage, trustedProxies: ReadonlySet<string>): string => clientKey(clientAddress(req, trustedProxies));
