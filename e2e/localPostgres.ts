/**
 * Debian's PostgreSQL as a suite's web server (playwright.postgres.config.ts, playwright.servers.config.ts): in a
 * temporary directory, migrated and seeded (e2e/commands/localPostgres.ts), on `port`.
 */
export const databaseUrlOn = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

export const localPostgresServer = (port: number) => ({
  // Node itself (no npx between): the shutdown signal reaches the handler that stops the server.
  command: `node --import tsx commands/localPostgres.ts --port ${port}`,
  wait: { stdout: /\[postgres\] ready/ },
  timeout: 180_000,
  // Stopped by its own signal handler, which stops the server and removes its directory.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  reuseExistingServer: false,
  stdout: 'pipe' as const,
});
