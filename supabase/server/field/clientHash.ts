/**
 * A client as the field signals and a canary's votes know it (one hash for both): SHA-256 of the day's salt and the
 * client, its address as the trusted-proxy rules see it (IPv6 by its /64: rateLimit.ts `clientKey`). The salt is
 * random, made by the first server that needs it each UTC day and shared by every server of the site through the
 * database (`public.client_salts`), so a client counts once whichever server it reached; earlier days' salts are
 * deleted when a day's is made, so a hash cannot be linked to another day's, nor turned back into an address once
 * its day is over. The address itself is never stored.
 */
import crypto from 'node:crypto';
import { clientKey } from '../leads/rateLimit';
import type { Queryable } from '../database/workerDatabase';

/** The UTC day of `time`, as the salt is rotated: `2026-11-27`. */
export const saltDay = (time: Date) => time.toISOString().slice(0, 10);

/** What the hashes need of a database: its queries. */
export type SaltDatabase = Pick<Queryable, 'query'>;

/** The salt of `day`: made now unless another server made it first; earlier days' are deleted. */
async function saltOf(db: SaltDatabase, day: string): Promise<string> {
  await db.query('insert into public.client_salts (day, salt) values ($1, $2) on conflict (day) do nothing', [day, crypto.randomBytes(32).toString('base64url')]);
  await db.query('delete from public.client_salts where day < $1', [day]);
  const { rows } = await db.query<{ salt: string }>('select salt from public.client_salts where day = $1', [day]);
  if (!rows[0]) throw new Error(`the client salt of ${day} could not be read`);
  return rows[0].salt;
}

export type ClientHasher = (address: string | undefined) => Promise<string>;

/** Hashes clients with the day's salt of `db`, read once a day (again after a failed read). */
export function clientHasher(db: SaltDatabase, now: () => Date = () => new Date()): ClientHasher {
  let current: { day: string; salt: Promise<string> } | undefined;
  return async (address) => {
    const day = saltDay(now());
    let entry = current;
    if (entry?.day !== day) {
      const made = { day, salt: saltOf(db, day) };
      made.salt.catch(() => {
        if (current === made) current = undefined;
      });
      current = entry = made;
    }
    return crypto.createHash('sha256').update(`${await entry.salt}\0${clientKey(address)}`).digest('base64url');
  };
}
