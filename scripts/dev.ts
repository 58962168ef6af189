/**
 * `npm run dev`: every app in watch mode (`rspack serve`, shell on http://localhost:3000, remotes on
 * 3001–3005) plus the local API on 8787 (serve.ts: the settings document with the dev remotes' URLs and
 * the embedded backend, persisted in .data/backend), which the shell's dev server proxies.
 */
import concurrently from 'concurrently';
import path from 'node:path';
import { apps, root } from './apps';

const apiPort = Number(process.env.API_PORT ?? 8787);
const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

const { result } = concurrently(
  [
    {
      name: 'api',
      command: `npx tsx ${path.join('scripts', 'serve.ts')}`,
      cwd: root,
      env: { PORT: String(apiPort), SITE_SETTINGS: path.join(root, 'scripts', 'settings.dev.json') },
    },
    ...apps.map((app) => ({
      name: app,
      command: `node ${rspack} serve`,
      cwd: path.join(root, app),
      env: { NODE_ENV: 'development', API_PORT: String(apiPort) },
    })),
  ],
  { prefixColors: ['gray', 'cyan', 'green', 'yellow', 'magenta', 'blue', 'red'], killOthersOn: ['failure'] },
);
console.log('Starting… the site will be on http://localhost:3000');
await result.catch(() => process.exit(1));
