/**
 * A client as the field signals and a canary's votes know it (one hash for both): SHA-256 of the day's salt and the
 * client, its address as the trusted-proxy rules see it (IPv6 by its /64: rateLimit.ts `clientKey`). The salt is
 * random, made by the first server that needs it each UTC day and shared by every server of the site through the
 * database (`public.client_salts`), so a client counts once whichever server it reached; earlier days' salts are
 * deleted once a later day's exists, so a hash cannot be linked to another day's, nor turned back into an address
 * once its day is over. The address itself is never stored.
 *
 * Servers' clocks differ by a few seconds: a server still on the day before another's takes the salt the other
 * already made for the next day, and never makes its own day's again (a new random value would count its clients
 * twice, and bring back a deleted day); one that read its salt earlier keeps it until its own midnight, seconds
 * later. A salt more than a day ahead is a wrong clock's and is left alone: it stops no one's rotation.
 */
import crypto from 'node:crypto';
import { clientKey } from '../leads/rateLimit';
import type { Queryable } from '../database/workerDatabase';

/** The UTC day of `time`, as the salt is rotated: `2026-11-27`. */
export const saltDay = (time: Date) => time.toISOString().slice(0, 10);

/** What the hashes need of a database: its queries. */
export type SaltDatabase = Pick<Queryable, 'query'>;

/** Makes the salt of `day` ($1) as $2, unless it exists or the next day's does (made by a server ahead of this one). */
const makeSaltSql = `insert into public.client_salts (day, salt)
  select $1::date, $2::text where not exists (select 1 from public.client_salts where day = $1::date + 1)
  on conflict (day) do nothing`;
/** Deletes the salts older than the newest of `day` ($1) and the next day. */
const deleteOlderSql = `delete from public.client_salts
  where day < (select max(day) from public.client_salts where day <= $1::date + 1)`;
/** The newest salt of `day` ($1) and the next day. */
const readSaltSql = `select salt from public.client_salts where day between $1::date and $1::date + 1 order by day desc limit 1`;

/**
 * The salt a server on `day` hashes with: that day's, or the next day's if a server ahead made it; made now unless
 * one of them exists. The same three statements on every server, each on its own: the unique day makes a day's
 * salt once however many servers make it together, and a server deletes only after its own salt is in, so of two
 * servers on either side of midnight the one that deletes last sees both days and leaves only the later one.
 */
async function saltOf(db: SaltDatabase, day: string): Promise<string> {
  await db.query(makeSaltSql, [day, crypto.randomBytes(32).toString('base64url')]);
  await db.query(deleteOlderSql, [day]);
  const { rows } = await db.query<{ salt: string }>(readSaltSql, [day]);
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
