/**
 * A suite's PostgreSQL server (e2e/localPostgres.ts): Debian's PostgreSQL in a temporary directory
 * (supabase/server/database/localPostgres.ts), migrated and seeded, prints `[postgres] ready: <url>`, and stops it
 * (removing the directory) on SIGINT or SIGTERM.
 */
import { integerArgument, runCommand } from 'platform/cli/command';
import { stopOnRequest } from 'infra/stopRequests';
import { startLocalPostgres } from 'supabase-backend/server/database/localPostgres';
import { migratePostgres } from 'supabase-backend/server/database/migratePostgres';

const spec = {
  usage: 'node --import tsx e2e/commands/localPostgres.ts [--port <n>]',
  help: 'A PostgreSQL server in a new temporary directory, migrated and seeded, on loopback (default: a free port); stopped and removed on SIGTERM.',
  options: { port: { type: 'string' } },
} as const;

await runCommand(spec, async ({ values }) => {
  const server = await startLocalPostgres({ port: integerArgument('port', values.port, { min: 1, max: 65535 }) });
  try {
    await migratePostgres(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  console.log(`[postgres] ready: ${server.url} (${server.dataDir})`);
  stopOnRequest(() => server.stop());
});
