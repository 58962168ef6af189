/**
 * Several servers, one site (`npm test`'s last step): Debian's PostgreSQL in a temporary directory, migrated and
 * seeded (e2e/commands/localPostgres.ts, on E2E_PORT + 70). The journey (e2e/servers/) starts two
 * site servers on it (E2E_PORT + 71 and + 72: two processes sharing the database, one new release store and one
 * pages folder) at once, and Debian's nginx in front of both as an upstream (E2E_PORT + 73).
 *   cd e2e && npx playwright test -c playwright.servers.config.ts
 */
import { defineConfig } from '@playwright/test';
import base, { port } from './playwright.config';
import { portOf } from './ports';
import { databaseUrlOn, localPostgresServer } from './localPostgres';

/** Where the journey finds PostgreSQL, and the ports of its two servers and of nginx. */
export const postgresPort = portOf('serversPostgres');
export const databaseUrl = databaseUrlOn(postgresPort);
export const serverPorts = [portOf('serversFirst'), portOf('serversSecond')] as const;
export const nginxPort = portOf('serversNginx');

export default defineConfig({
  ...base,
  testDir: './servers',
  globalSetup: undefined,
  // One journey, its steps in order against the same servers.
  fullyParallel: false,
  workers: 1,
  outputDir: `test-results/servers-${port}`,
  use: { ...base.use, baseURL: `http://127.0.0.1:${nginxPort}` },
  webServer: [
    localPostgresServer(postgresPort),
  ],
});
