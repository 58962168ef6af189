/**
 * `DATABASE_URL=postgres://… npm run db:migrate`: applies supabase/migrations and the seed to that PostgreSQL
 * server (15+) once each, creating the API roles where missing (supabase/server/database/migratePostgres.ts).
 * `--no-seed` leaves the sample posts out. Exits 1, naming each difference, when the schema is not what the
 * migrations leave. Prints the server without any secret of DATABASE_URL (connectionSecrets.ts).
 */
import { databaseUrlFromEnv } from 'supabase-backend/server';
import { migratePostgres } from 'supabase-backend/server/database/migratePostgres';
import { redactSecrets, redactUrl } from 'supabase-backend/server/database/connectionSecrets';
import { commandArguments } from 'platform/cli/command';

const { values } = commandArguments({
  usage: 'DATABASE_URL=postgres://… npm run db:migrate [-- --no-seed]',
  help: `Applies supabase/migrations and the seed to that PostgreSQL server (15+) once each, recorded in
embedded.applied_migrations, creating the anon, authenticated and service_role roles where missing; then
checks the schema against what the migrations leave and exits 1 naming each difference.

  --no-seed   without the sample posts`,
  options: { 'no-seed': { type: 'boolean' } },
});
const databaseUrl = databaseUrlFromEnv();
if (!databaseUrl) {
  console.error('Set DATABASE_URL to the PostgreSQL server to migrate, e.g. DATABASE_URL=postgres://user:password@host:5432/db npm run db:migrate');
  process.exit(1);
}
try {
  const { createdRoles, applied, drift } = await migratePostgres(databaseUrl, { seed: !values['no-seed'] });
  const roles = createdRoles.length ? `; created roles ${createdRoles.join(', ')}` : '';
  if (drift.length) {
    console.error(
      `${redactUrl(databaseUrl)}: ${applied.length ? `applied ${applied.join(', ')}, but ` : ''}its schema is not what the migrations leave (it was changed by hand):\n` +
        `${drift.map((line) => `  - ${line}`).join('\n')}\nRestore it from a backup, or repair these by hand; every migration is recorded as applied, so none runs again.`,
    );
    process.exit(1);
  }
  console.log(`${redactUrl(databaseUrl)}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date, nothing applied'}${roles}`);
} catch (error) {
  console.error(`Migrating ${redactUrl(databaseUrl)} failed: ${redactSecrets(error instanceof Error ? error.message : String(error), databaseUrl)}`);
  process.exit(1);
}
