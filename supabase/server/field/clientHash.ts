/**
 * A client as field signals know it: SHA-256 of a salt and the client (its address, IPv6 by its /64:
 * rateLimit.ts `clientKey`). The salt is derived from a secret and the UTC day, so it rotates daily, every
 * server of a site that shares the secret derives the same one (a client counts once whichever server it
 * reached), and it is never stored: a stored hash cannot be turned back into an address by trying them all
 * without the secret. The address itself is never kept.
 */
import crypto from 'node:crypto';
import { clientKey } from '../leads/rateLimit';

/** The UTC day of `time`, as the salt is rotated: `2026-11-27`. */
export const saltDay = (time: Date) => time.toISOString().slice(0, 10);

/** The salt of a day: HMAC-SHA256 of the day under the secret. */
export const dailySalt = (secret: string, day: string) => crypto.createHmac('sha256', secret).update(`field-client-salt:${day}`).digest();

/**
 * Hashes clients with `secret` (a random one of this process's when left out: then hashes of one client differ
 * between servers and restarts, and a count of distinct clients is an upper bound). The salt of the day is
 * computed once a day.
 */
export function clientHasher(secret: string = crypto.randomBytes(32).toString('hex'), now: () => Date = () => new Date()) {
  const current = { day: '', salt: Buffer.alloc(0) };
  return (address: string | undefined): string => {
    const day = saltDay(now());
    if (day !== current.day) Object.assign(current, { day, salt: dailySalt(secret, day) });
    return crypto.createHash('sha256').update(current.salt).update(clientKey(address)).digest('base64url');
  };
}
