/**
 * The embedded database: one PGlite (Postgres in WebAssembly) per process, with Supabase's API roles, the
 * migrations of `supabase/migrations` and, on a fresh database, the seed posts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { seedSql } from '../seed/seedSql';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** The roles a hosted Supabase project already has; migrations grant to them, so they come first. */
const supabaseRoles = `
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

export interface DatabaseOptions {
  /** A directory to persist to; in memory when left out. */
  dataDir?: string;
  /** Insert the seed posts into a database that was never seeded (default true). */
  seed?: boolean;
}

export async function openDatabase({ dataDir, seed = true }: DatabaseOptions = {}): Promise<PGlite> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  // PostgREST's JSON uses ISO timestamps in UTC ("2026-11-12T08:00:00+00:00").
  await db.exec(`set timezone to 'UTC';`);
  await db.exec(supabaseRoles);
  await migrate(db);
  if (seed) await seedOnce(db);
  return db;
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

/** Seeds once per database: posts removed later (by a sync, or a test) do not come back on restart. */
async function seedOnce(db: PGlite) {
  const marker = 'seed';
  const done = await db.query('select 1 from embedded.applied_migrations where name = $1', [marker]);
  if (done.rows.length) return;
  await db.transaction(async (tx) => {
    await tx.exec(seedSql());
    await tx.query('insert into embedded.applied_migrations (name) values ($1)', [marker]);
  });
}
