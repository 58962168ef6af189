/**
 * A client as the field signals know it (a canary counts its cohort cookie's client instead): SHA-256 of the day's
 * salt and the client, its address as the trusted-proxy rules see it (IPv6 by its /64: infra/clientAddress.ts `clientKey`). The salt is
 * random, made by the first server that needs it each UTC day (the database's) and shared by every server of the site
 * through the database (`public.client_salts`), so a client counts once whichever server it reached; earlier days'
 * salts are deleted once a later day's exists, so a hash cannot be linked to another day's, nor turned back into an
 * address once its day is over. The address itself is never stored.
 *
 * The day is the database's, the one clock every server of the site shares (`databaseTimeSql`): a server asks the
 * database its time, takes that time's UTC day, and holds the salt until the database's next midnight, counted on
 * its own steady clock from just before it asked. So servers change salt together at the database's midnight, early
 * by at most the question's round trip, never late (read again before midnight, the salt is the same), and a
 * server's wall clock, behind, ahead or wrong by days, neither moves the day nor delays the change. Two servers
 * asking the time on either side of midnight agree too: the one still on the day before takes the salt the other
 * already made for the next day, and never makes its own day's again (a new random value would count its clients
 * twice, and bring back a deleted day). A salt more than a day after the database's day (a wrong clock's, from
 * before the day was the database's) is left alone: it stops no one's rotation.
 */
import crypto from 'node:crypto';
import { clientKey } from 'infra/clientAddress';
import type { Queryable } from '../database/workerDatabase';

/** The UTC day of `time`, as the salt is rotated: `2026-11-27`. */
export const saltDay = (time: Date) => time.toISOString().slice(0, 10);

/** What the hashes need of a database: its queries. */
export type SaltDatabase = Pick<Queryable, 'query'>;

/** The database's time (`now`, a timestamptz): the salt's day and how long it lasts. Tests answer it with theirs. */
export const databaseTimeSql = 'select clock_timestamp() as now';

/** Makes the salt of `day` ($1) as $2, unless it exists or the next day's does (made by a server past midnight). */
const makeSaltSql = `insert into public.client_salts (day, salt)
  select $1::date, $2::text where not exists (select 1 from public.client_salts where day = $1::date + 1)
  on conflict (day) do nothing`;
/** Deletes the salts older than the newest of `day` ($1) and the next day. */
const deleteOlderSql = `delete from public.client_salts
  where day < (select max(day) from public.client_salts where day <= $1::date + 1)`;
/** The newest salt of `day` ($1) and the next day. */
const readSaltSql = `select salt from public.client_salts where day between $1::date and $1::date + 1 order by day desc limit 1`;

/** Deletes the salts of days before `day` ($1): none is kept once its day is over. */
const deletePastSql = `delete from public.client_salts where day < $1::date`;

/**
 * Deletes the salts of the days before the database's: a day's salt is deleted by the next day's first hash, and by
 * this (the field sink's prune, field/fieldSink.ts) when no beacon comes to make one. Returns how many were deleted.
 */
export async function deletePastSalts(db: SaltDatabase): Promise<number> {
  const { rows } = await db.query<{ now: Date }>(databaseTimeSql);
  return (await db.query(deletePastSql, [saltDay(new Date(rows[0].now))])).affectedRows ?? 0;
}

/**
 * The salt of the database's day, and until when this server holds it (on `now`, the server's clock): until the
 * database's next midnight, counted from just before the database's time was asked. The salt is that day's, or the
 * next day's if a server that read the time past midnight made it; made now unless one of them exists. The same
 * statements on every server, each on its own: the unique day makes a day's salt once however many servers make it
 * together, and a server deletes only after its own salt is in, so of two servers on either side of midnight the one
 * that deletes last sees both days and leaves only the later one.
 */
async function saltOf(db: SaltDatabase, now: () => Date): Promise<{ salt: string; until: number }> {
  const asked = now().getTime();
  const { rows: times } = await db.query<{ now: Date }>(databaseTimeSql);
  const time = new Date(times[0].now);
  const day = saltDay(time);
  await db.query(makeSaltSql, [day, crypto.randomBytes(32).toString('base64url')]);
  await db.query(deleteOlderSql, [day]);
  const { rows } = await db.query<{ salt: string }>(readSaltSql, [day]);
  if (!rows[0]) throw new Error(`the client salt of ${day} could not be read`);
  return { salt: rows[0].salt, until: asked + (Date.parse(`${day}T00:00:00Z`) + 86_400_000 - time.getTime()) };
}

export type ClientHasher = (address: string | undefined) => Promise<string>;

/** A salt as a server holds it: until `until` on its clock (`Infinity` while it is read). */
interface Held {
  until: number;
  salt: Promise<string>;
}

/** A clock that only moves forward, whatever is done to the machine's wall clock. */
const steadyClock = () => new Date(performance.timeOrigin + performance.now());

/**
 * Hashes clients with the salt of `db`'s day, read once a day (again after a failed read). `now`: this server's
 * clock, measuring only how long the salt has been held (its wall time does not matter).
 */
export function clientHasher(db: SaltDatabase, now: () => Date = steadyClock): ClientHasher {
  let current: Held | undefined;
  return async (address) => {
    let entry = current;
    if (!entry || now().getTime() >= entry.until) {
      const made: Held = {
        until: Infinity,
        salt: saltOf(db, now).then(({ salt, until }) => {
          made.until = until;
          return salt;
        }),
      };
      made.salt.catch(() => {
        if (current === made) current = undefined;
      });
      current = entry = made;
    }
    return crypto.createHash('sha256').update(`${await entry.salt}\0${clientKey(address)}`).digest('base64url');
  };
}
