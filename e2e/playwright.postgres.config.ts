/**
 * The news and lead journeys on PostgreSQL (`npm test`'s step after the other suites): Debian's PostgreSQL in a
 * temporary directory, migrated and seeded (e2e/commands/localPostgres.ts, on E2E_PORT + 90), and
 * the suite's two site servers on it (`DATABASE_URL`), with /rest/v1 answered by real PostgREST where it runs.
 *   cd e2e && npx playwright test -c playwright.postgres.config.ts
 */
import { defineConfig } from '@playwright/test';
import base, { port } from './playwright.config';
import { portOf } from './ports';
import { databaseUrlOn, localPostgresServer } from './localPostgres';

const postgresPort = portOf('postgres');
const databaseUrl = databaseUrlOn(postgresPort);
type WebServer = Extract<NonNullable<typeof base.webServer>, unknown[]>[number];
const siteServers = base.webServer as WebServer[];

export default defineConfig({
  ...base,
  // The journeys that read and write the database; no throwing remote needed (global-setup.ts).
  testMatch: ['news.spec.ts', 'lead-delivery.spec.ts', 'lead-forms.spec.ts'],
  // What does not touch the database (how pages render hostile bodies, what axe finds, the forms' own
  // validation and failure handling) runs in the main suite only.
  grepInvert: /hostile post bodies|axe finds nothing|labels every field|required-field message|rejects an invalid e-mail|keeps the dialog open/,
  globalSetup: undefined,
  outputDir: `test-results/postgres-${port}`,
  webServer: [
    localPostgresServer(postgresPort),
    ...siteServers.map((server) => ({
      ...server,
      env: { ...server.env, DATABASE_URL: databaseUrl },
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    })),
  ],
});
