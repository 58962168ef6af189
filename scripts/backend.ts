/**
 * `npm run backend`: the embedded Supabase-compatible backend on its own (supabase/server), without the site.
 * Its options and environment: `npm run backend -- --help`.
 */
import path from 'node:path';
import { root } from 'platform/root';
import { commandArguments, fromEnvironment, integerArgument, UsageError } from 'platform/cli/command';
import { stopOnRequest } from 'infra/stopRequests';
import { checkExposure, contentfulSettingsFromProcessEnv, DataDirInUse, defaultListenHost, startBackend } from 'supabase-backend/server';
import { defaultKeys } from 'supabase-backend/server/auth';
import { checkBackendSettings } from 'supabase-backend/server/backendSettings';
import { databaseUrlFromEnv } from 'supabase-backend/server/backendDatabase';

const spec = {
  usage: 'npm run backend [-- --port <n>] [--data <dir> | --memory]',
  help: `The embedded backend alone (REST, functions, storage, leads), as the site serves it.

  --port <n>     the port (BACKEND_PORT; default 54321, as supabase start)
  --data <dir>   its data directory (BACKEND_DATA_DIR; default .data/backend)
  --memory       no data directory: nothing is kept

Environment: HOST (default 127.0.0.1; beyond loopback, behind a trusted proxy or on DATABASE_URL only with keys
of your own: BACKEND_ANON_KEY, BACKEND_SERVICE_KEY, BACKEND_JWT_SECRET, from npm run backend-keys), DATABASE_URL (a migrated PostgreSQL server instead of the embedded
database), CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN, CONTENTFUL_ENVIRONMENT, CONTENTFUL_HOST (supabase/README.md).`,
  options: { port: { type: 'string' }, data: { type: 'string' }, memory: { type: 'boolean' } },
} as const;

const { port, dataDir } = commandArguments(spec, ({ values }) => {
  if (values.memory && values.data) throw new UsageError('--data and --memory exclude each other.');
  return {
    port: integerArgument('port', values.port ?? process.env.BACKEND_PORT ?? '54321', { min: 0, max: 65535 })!,
    dataDir: values.memory ? undefined : path.resolve(values.data ?? process.env.BACKEND_DATA_DIR ?? path.join(root, '.data', 'backend')),
  };
});

// The backend's settings are read as it starts: one that is not a number is said before anything opens.
fromEnvironment(checkBackendSettings);
const host = process.env.HOST || defaultListenHost;
const refused = checkExposure(host, defaultKeys, { trustsProxy: !!process.env.BACKEND_TRUSTED_PROXIES?.trim(), onPostgres: !!databaseUrlFromEnv() });
if (refused) {
  console.error(refused);
  process.exit(1);
}

const started = Date.now();
const contentful = contentfulSettingsFromProcessEnv();
const backend = await startBackend({ port, host, dataDir, contentful }).catch((error: unknown) => {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(`Supabase-compatible backend on ${backend.url} (${backend.database}), ready in ${Date.now() - started} ms`);
console.log(`  anon key: ${backend.keys.anonKey}`);
console.log(`  sync-contentful: ${contentful ? `space ${contentful.space} (${contentful.environment ?? 'master'})` : 'not configured'}`);
stopOnRequest(() => backend.close());
