/**
 * vitest.postgres.config.ts's global setup: one PostgreSQL server for the run (localPostgres.ts), with a
 * template database migrated and seeded once (`db:migrate`'s code); each test file gets a copy of it
 * (postgresTestDatabase.ts). Where PostgreSQL cannot run, the run fails with the reason: nothing is skipped.
 */
import type { TestProject } from 'vitest/node';
import { envPort } from 'infra/envNumber';
import { startLocalPostgres, type LocalPostgres } from './localPostgres';
import { migratePostgres, type MigrationReport } from './migratePostgres';

export const templateDatabase = 'stayvia_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's server, as its superuser on the `postgres` database. */
    postgresUrl: string;
    /** The template's URL (migrated and seeded). */
    postgresTemplateUrl: string;
    /** What the template's migration did on the new server (all roles created, everything applied). */
    firstMigration: MigrationReport;
  }
}

let server: LocalPostgres | undefined;

export async function setup(project: TestProject) {
  const started = Date.now();
  server = await startLocalPostgres({ port: envPort('POSTGRES_TEST_PORT') });
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: server.url });
  await client.connect();
  await client.query(`create database ${templateDatabase}`);
  await client.end();
  const firstMigration = await migratePostgres(server.urlOf(templateDatabase));
  console.log(`[postgres] ${server.url} ready with the migrated template in ${Date.now() - started} ms`);
  project.provide('postgresUrl', server.url);
  project.provide('postgresTemplateUrl', server.urlOf(templateDatabase));
  project.provide('firstMigration', firstMigration);
}

export async function teardown() {
  await server?.stop();
}
