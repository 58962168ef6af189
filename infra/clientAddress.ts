/**
 * Who a request comes from, for what the backend shares between clients (the database's turns, the lead
 * sink's rate limit): the address of the connection's other end. That is the one fact a client cannot forge.
 * Behind a reverse proxy every client has the proxy's address; name the proxies in `BACKEND_TRUSTED_PROXIES`
 * (comma-separated addresses or CIDR ranges, read by `proxy-addr`: e.g. `127.0.0.1,::1` for one on the same
 * machine, `10.0.0.0/8` for a load balancer's subnet, or `loopback`, `linklocal`, `uniquelocal`), and a request
 * that arrives from one of them is from the address the proxy appended to `X-Forwarded-For`: the rightmost
 * address there that is not itself a trusted proxy. From anyone else, `X-Forwarded-For` is ignored: a client
 * could otherwise name a new address with every request and never wait behind its own.
 */
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import proxyaddr from 'proxy-addr';

/** Whether an address (`hop` 0: the connection's, 1…: `X-Forwarded-For` from the right) is a trusted proxy. */
export type TrustedProxies = (address: string, hop: number) => boolean;

/** How many hops are read from the right: more proxies in a row than any deployment has. */
const maxForwardedHops = 16;

export const noTrustedProxies: TrustedProxies = () => false;

/** `BACKEND_TRUSTED_PROXIES` names something that is no address or range: a start refuses it. */
export class InvalidTrustedProxies extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTrustedProxies';
  }
}

/**
 * The trusted proxies of `BACKEND_TRUSTED_PROXIES` (none when unset); an entry that is no address, CIDR range or
 * `proxy-addr` range name is refused, named.
 */
export function trustedProxiesFrom(value = process.env.BACKEND_TRUSTED_PROXIES ?? ''): TrustedProxies {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => {
    try {
      proxyaddr.compile(entry);
      return false;
    } catch {
      return true;
    }
  });
  if (invalid.length) {
    throw new InvalidTrustedProxies(
      `BACKEND_TRUSTED_PROXIES must list IP addresses or CIDR ranges (10.0.0.0/8, fd00::/8), comma-separated; not ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}.`,
    );
  }
  if (!entries.length) return noTrustedProxies;
  const trusted = proxyaddr.compile(entries);
  return (address, hop) => hop < maxForwardedHops && trusted(address, hop);
}

/** An address as the backend keys it: IPv4-mapped IPv6 as IPv4, IPv6 in lower case. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return (mapped ?? address).toLowerCase();
}

/** The peer, then the forwarded addresses from the right, up to and including the first untrusted one. */
function forwardingChain(req: IncomingMessage, peer: string, trustedProxies: TrustedProxies): string[] {
  const header = req.headers['x-forwarded-for'];
  const forwardedFor = Array.isArray(header) ? header.join(',') : header;
  return proxyaddr.all({ socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwardedFor } } as unknown as IncomingMessage, trustedProxies);
}

/** The address a request comes from (see the module comment), or undefined when its socket has none. */
export function clientAddress(req: IncomingMessage, trustedProxies: TrustedProxies): string | undefined {
  const peer = req.socket.remoteAddress;
  if (!peer || !trustedProxies(peer, 0)) return peer;
  const chain = forwardingChain(req, peer, trustedProxies);
  const last = chain[chain.length - 1]!;
  // A hop that is no address: nothing left of it can be believed, so the proxy before it is the client.
  return plainAddress(net.isIP(last) ? last : chain[chain.length - 2]!);
}

/**
 * As `clientAddress`, for what grants access by address: undefined where `clientAddress` would fall back to a
 * proxy's own address (a forwarded hop that is no address), so a proxy on loopback never lends its address.
 */
export function provenClientAddress(req: IncomingMessage, trustedProxies: TrustedProxies): string | undefined {
  const peer = req.socket.remoteAddress;
  if (!peer || !trustedProxies(peer, 0)) return peer;
  const last = forwardingChain(req, peer, trustedProxies).at(-1)!;
  return net.isIP(last) ? plainAddress(last) : undefined;
}

/** The client a request stands for: its address, IPv6 by its /64 (`clientKey`, below). */
export const clientOf = (req: IncomingMessage, trustedProxies: TrustedProxies): string => clientKey(clientAddress(req, trustedProxies));

/** The client an address stands for: IPv4 (also IPv4-mapped) as is, IPv6 by its /64 (one subscriber's prefix). */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (!net.isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::');
  const groups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const full = [...groups, ...Array(Math.max(0, 8 - groups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${full.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
