/**
 * `DATABASE_URL=postgres://… npm run db:migrate`: applies supabase/migrations and the seed to that PostgreSQL
 * server (15+) once each, creating the API roles where missing (supabase/server/database/migratePostgres.ts).
 * `--no-seed` leaves the sample posts out.
 */
import { databaseUrlFromEnv } from 'supabase-backend/server';
import { migratePostgres } from 'supabase-backend/server/database/migratePostgres';
import { redactUrl } from 'supabase-backend/server/database/pgDatabase';

const databaseUrl = databaseUrlFromEnv();
if (!databaseUrl) {
  console.error('Set DATABASE_URL to the PostgreSQL server to migrate, e.g. DATABASE_URL=postgres://user:password@host:5432/db npm run db:migrate');
  process.exit(1);
}
try {
  const { createdRoles, applied } = await migratePostgres(databaseUrl, { seed: !process.argv.includes('--no-seed') });
  console.log(`${redactUrl(databaseUrl)}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date, nothing applied'}${createdRoles.length ? `; created roles ${createdRoles.join(', ')}` : ''}`);
} catch (error) {
  console.error(`Migrating ${redactUrl(databaseUrl)} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
