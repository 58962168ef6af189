/**
 * The embedded database: one PGlite (Postgres in WebAssembly) per process, with Supabase's API roles, the
 * migrations of `supabase/migrations` and, on a fresh database, the seed posts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const supabaseDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const migrationsDir = path.join(supabaseDir, 'migrations');
/** Snapshots of freshly migrated databases (see `openDatabase`); `.data/` is git-ignored. */
const snapshotDir = path.join(supabaseDir, '..', '.data', 'cache');

/** The roles a hosted Supabase project already has; migrations grant to them, so they come first. */
export const supabaseRoles = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
create schema if not exists embedded;
create table if not exists embedded.applied_migrations (
  name text primary key,
  applied_at timestamptz not null default now()
);
`;

// PostgREST's JSON uses ISO timestamps in UTC ("2026-11-12T08:00:00+00:00").
const sessionSettings = `set timezone to 'UTC';`;

export interface DatabaseOptions {
  /** A directory to persist to; in memory when left out. */
  dataDir?: string;
  /** Insert the seed posts into a database that was never seeded (default true). */
  seed?: boolean;
}

/**
 * Opens (creating, migrating and seeding as needed) the database. A new database starts from a cached
 * snapshot of a fresh one built from the same migrations and seed, about three times faster than initdb
 * plus migrations; the first start builds that snapshot in memory. `BACKEND_SNAPSHOTS=0` turns it off.
 * Runs in the database worker (databaseWorker.ts), never on a thread that serves requests.
 */
export async function openDatabase({ dataDir, seed = true }: DatabaseOptions = {}): Promise<PGlite> {
  const fresh = !dataDir || !(await fs.stat(path.join(dataDir, 'PG_VERSION')).catch(() => undefined));
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const snapshot = fresh && process.env.BACKEND_SNAPSHOTS !== '0' ? await cachedSnapshot(seed) : undefined;
  return prepare(await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: snapshot }), seed);
}

/** The snapshot of a fresh database, built (in memory: a dump is laid out by its data directory's name) when missing. */
async function cachedSnapshot(seed: boolean): Promise<Blob | undefined> {
  const file = path.join(snapshotDir, `pglite-${await snapshotKey(seed)}.tar.gz`);
  const cached = await fs.readFile(file).catch(() => undefined);
  if (cached) return new Blob([new Uint8Array(cached)]);
  const db = await prepare(await PGlite.create({ extensions: { pg_trgm } }), seed);
  try {
    const dump = await db.dumpDataDir('gzip');
    await writeSnapshot(dump, file).catch((error: unknown) => console.warn('[backend] could not cache a database snapshot:', error));
    return dump;
  } finally {
    await db.close();
  }
}

async function prepare(db: PGlite, seed: boolean): Promise<PGlite> {
  await db.exec(sessionSettings);
  await db.exec(supabaseRoles);
  await migrate(db);
  if (seed) await seedOnce(db);
  return db;
}

/** Changes with PGlite's version, any migration, the seed and the bootstrap SQL. */
async function snapshotKey(seed: boolean): Promise<string> {
  const hash = crypto.createHash('sha256');
  const { version } = JSON.parse(await fs.readFile(path.join(supabaseDir, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8').catch(() => '{}')) as { version?: string };
  hash.update(`${version}\n${supabaseRoles}\n${seed ? await loadSeedSql() : ''}`);
  for (const name of (await fs.readdir(migrationsDir)).sort()) hash.update(`${name}\n${await fs.readFile(path.join(migrationsDir, name), 'utf8')}`);
  return hash.digest('hex').slice(0, 16);
}

async function writeSnapshot(dump: Blob, file: string) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a parallel test process never reads half a file.
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await fs.rename(partial, file);
}

async function migrate(db: PGlite) {
  const files = (await fs.readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const applied = new Set(
    (await db.query<{ name: string }>('select name from embedded.applied_migrations')).rows.map((row) => row.name),
  );
  for (const name of files) {
    if (applied.has(name)) continue;
    const sql = await fs.readFile(path.join(migrationsDir, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into embedded.applied_migrations (name) values ($1)', [name]);
    });
  }
}

/** The seed's SQL, loaded only when needed: reopening a seeded database (the worker's restart) skips the posts. */
export const loadSeedSql = async () => (await import('../../seed/seedSql')).seedSql();

/** Seeds once per database: posts removed later (by a sync, or a test) do not come back on restart. */
async function seedOnce(db: PGlite) {
  const marker = 'seed';
  const done = await db.query('select 1 from embedded.applied_migrations where name = $1', [marker]);
  if (done.rows.length) return;
  const seedSql = await loadSeedSql();
  await db.transaction(async (tx) => {
    await tx.exec(seedSql);
    await tx.query('insert into embedded.applied_migrations (name) values ($1)', [marker]);
  });
}
