/**
 * `npm start -w supabase` (or `tsx supabase/server/cli.ts`): the embedded backend on its own.
 *   --port <n>      (BACKEND_PORT, default 54321 like `supabase start`)
 *   --data <dir>    (BACKEND_DATA_DIR, default .data/backend at the repository root; --memory for none)
 *   HOST            the address to listen on (default 127.0.0.1); beyond loopback only with keys of your own
 *   DATABASE_URL    a PostgreSQL server (migrated: npm run db:migrate) instead of the embedded database
 * Keys: BACKEND_ANON_KEY, BACKEND_SERVICE_KEY, BACKEND_JWT_SECRET (without them the built-in keys stay on loopback).
 * Contentful for sync-contentful: CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN, CONTENTFUL_ENVIRONMENT, CONTENTFUL_HOST
 * (see supabase/README.md).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkExposure, contentfulSettingsFromProcessEnv, DataDirInUse, defaultListenHost, startBackend } from './index';
import { defaultKeys } from './auth';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(option('--port') ?? process.env.BACKEND_PORT ?? 54321);
const dataDir = args.includes('--memory') ? undefined : path.resolve(option('--data') ?? process.env.BACKEND_DATA_DIR ?? path.join(repoRoot, '.data', 'backend'));

const host = process.env.HOST || defaultListenHost;
const refused = checkExposure(host, defaultKeys);
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    backend.close().then(() => process.exit(0), () => process.exit(1));
  });
}
