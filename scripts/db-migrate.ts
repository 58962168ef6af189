/**
 * `DATABASE_URL=postgres://… npm run db:migrate`: applies supabase/migrations and the seed to that PostgreSQL
 * server (15+) once each, creating the API roles where missing (supabase/server/database/migratePostgres.ts).
 * `--no-seed` leaves the sample posts out.
 */
import { databaseUrlFromEnv } from 'supabase-backend/server';
import { migratePostgres } from 'supabase-backend/server/database/migratePostgres';
import { redactUrl } from 'supabase-backend/server/database/pgDatabase';
import { commandArguments } from 'platform/cli/command';

const { values } = commandArguments({
  usage: 'DATABASE_URL=postgres://… npm run db:migrate [-- --no-seed]',
  help: `Applies supabase/migrations and the seed to that PostgreSQL server (15+) once each, recorded in
embedded.applied_migrations, creating the anon, authenticated and service_role roles where missing.

  --no-seed   without the sample posts`,
  options: { 'no-seed': { type: 'boolean' } },
});
const databaseUrl = databaseUrlFromEnv();
if (!databaseUrl) {
  console.error('Set DATABASE_URL to the PostgreSQL server to migrate, e.g. DATABASE_URL=postgres://user:password@host:5432/db npm run db:migrate');
  process.exit(1);
}
try {
  const { createdRoles, applied } = await migratePostgres(databaseUrl, { seed: !values['no-seed'] });
  console.log(`${redactUrl(databaseUrl)}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date, nothing applied'}${createdRoles.length ? `; created roles ${createdRoles.join(', ')}` : ''}`);
} catch (error) {
  console.error(`Migrating ${redactUrl(databaseUrl)} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
