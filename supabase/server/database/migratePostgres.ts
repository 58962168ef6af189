/**
 * `npm run db:migrate` on a PostgreSQL server (15 or later): Supabase's API roles where missing, the
 * migrations of `supabase/migrations` and the seed, each once, recorded in the same table the embedded
 * database keeps (`embedded.applied_migrations`). Runs under an advisory lock, so two runs at once apply
 * everything once; a migration that fails rolls back alone and stops the run. Then the schema is compared with
 * what the migrations leave (expectedSchema.ts): the report names each drift (a table dropped by hand).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { apiRoles } from '../auth';
import { schemaDrift } from './expectedSchema';
import { loadSeedSql, migrationsDir, supabaseRoles } from './openDatabase';

export interface MigrationReport {
  /** API roles this run created (the others existed). */
  createdRoles: string[];
  /** Migrations applied by this run, in order (and `seed` when the seed ran). */
  applied: string[];
  /** How the schema differs from what the migrations leave (expectedSchema.ts), after the run: empty when it does not. */
  drift: string[];
}

/** The record of the seed among the migrations, as the embedded database writes it. */
const seedMarker = 'seed';
/** Any fixed number: the lock that serializes runs against the same database. */
const migrateLockKey = 727_121;

export const migrationFiles = async () => (await fs.readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();

/** Migrations (and the seed) this database has not applied; `undefined` where it was never migrated. */
export async function pendingMigrations(client: pg.ClientBase, { seed = true } = {}): Promise<string[]> {
  const table = await client.query<{ exists: boolean }>(`select to_regclass('embedded.applied_migrations') is not null as exists`);
  const applied = table.rows[0].exists ? new Set((await client.query<{ name: string }>('select name from embedded.applied_migrations')).rows.map((row) => row.name)) : new Set<string>();
  const wanted = [...(await migrationFiles()), ...(seed ? [seedMarker] : [])];
  return wanted.filter((name) => !applied.has(name));
}

export async function migratePostgres(databaseUrl: string, { seed = true }: { seed?: boolean } = {}): Promise<MigrationReport> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'stayvia-db-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrateLockKey]);
    const existing = new Set((await client.query<{ rolname: string }>('select rolname from pg_roles where rolname = any($1)', [apiRoles])).rows.map((row) => row.rolname));
    await client.query("set timezone to 'UTC'");
    await client.query(supabaseRoles);
    // PostgREST (and the backend's own REST layer) switch to these roles per request: the role that
    // connects must be a member of each.
    for (const role of apiRoles) {
      const member = await client.query('select pg_has_role(current_user, $1, \'member\') as member', [role]);
      if (!member.rows[0].member) await client.query(`grant ${role} to current_user`);
    }
    const applied: string[] = [];
    for (const name of await pendingMigrations(client, { seed })) {
      const sql = name === seedMarker ? await loadSeedSql() : await fs.readFile(path.join(migrationsDir, name), 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query('insert into embedded.applied_migrations (name) values ($1)', [name]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw Object.assign(new Error(`${name === seedMarker ? 'The seed' : `Migration ${name}`} failed: ${(error as Error).message}`), { cause: error });
      }
      applied.push(name);
    }
    return { createdRoles: apiRoles.filter((role) => !existing.has(role)), applied, drift: await schemaDrift(client) };
  } finally {
    await client.end();
  }
}
