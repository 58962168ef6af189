/**
 * Who may read the field figures (`/_site/field` and its data): a client on loopback — the client as the
 * trusted-proxy rules see it (infra/clientAddress.ts: behind nginx, the address nginx names, not
 * nginx's own) — or a request carrying the backend's service key (`apikey` or `Authorization: Bearer`).
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isLoopbackHost } from 'supabase-backend/server';
import { provenClientAddress, type TrustedProxies } from 'infra/clientAddress';

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

interface FieldAccess {
  trustedProxies: TrustedProxies;
  serviceKey: string;
}

/**
 * Undefined when the request may read the figures; else the status of its refusal: 401 when it brings a key that
 * is not the service key (the published development key on a site with keys of its own, say), 403 when it brings
 * none from beyond loopback.
 */
export function fieldRefusal(req: IncomingMessage, { trustedProxies, serviceKey }: FieldAccess): 401 | 403 | undefined {
  const client = provenClientAddress(req, trustedProxies);
  if (client !== undefined && isLoopbackHost(client)) return undefined;
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const bearer = /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1];
  const given = [header('apikey'), bearer].filter((key) => key !== undefined);
  if (given.some((key) => sameSecret(key, serviceKey))) return undefined;
  return given.length ? 401 : 403;
}

export const mayReadField = (req: IncomingMessage, access: FieldAccess): boolean => fieldRefusal(req, access) === undefined;
