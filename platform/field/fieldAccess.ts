/**
 * Who may read the field figures (`/_site/field` and its data): a client on loopback — the client as the
 * trusted-proxy rules see it (supabase-backend's clientAddress.ts: behind nginx, the address nginx names, not
 * nginx's own) — or a request carrying the backend's service key (`apikey` or `Authorization: Bearer`).
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isLoopbackHost } from 'supabase-backend/server';
import { provenClientAddress, type TrustedProxies } from 'supabase-backend/server/clientAddress';

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function mayReadField(req: IncomingMessage, { trustedProxies, serviceKey }: { trustedProxies: TrustedProxies; serviceKey: string }): boolean {
  const client = provenClientAddress(req, trustedProxies);
  if (client !== undefined && isLoopbackHost(client)) return true;
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const bearer = /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1];
  return [header('apikey'), bearer].some((given) => given !== undefined && sameSecret(given, serviceKey));
}
