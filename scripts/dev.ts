/**
 * `npm run dev`: every app rebuilt on change (`rspack build --watch`) and the composed site served on
 * http://localhost:3000 (`PORT` overrides) with the embedded backend, as `npm start` serves it: reload
 * the page to see a change.
 *
 * Why watch builds rather than `rspack serve`: in Rspack's development mode the federation runtime's
 * CommonJS helpers lose an export ("require_runtime.__exportAll is not a function" at start), while
 * production builds are correct and take about two seconds per app.
 */
import concurrently from 'concurrently';
import path from 'node:path';
import fs from 'node:fs';
import { apps, root } from './apps';
import { devSettingsDocument } from './releases/devSettings';
import { readDocument } from './releases/settingsDocument';
import { baseSettingsFile } from './releases/store';

const port = process.env.PORT ?? '3000';
// The site composes each app's dist as it is rebuilt, not the release store: a settings document of its own.
const settingsFile = path.join(root, '.data', 'dev', 'settings.json');
fs.mkdirSync(path.dirname(settingsFile), { recursive: true });
fs.writeFileSync(settingsFile, JSON.stringify(devSettingsDocument(await readDocument(baseSettingsFile), `http://localhost:${port}`), null, 2));
const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

const { result } = concurrently(
  [
    ...apps.map((app) => ({
      name: app,
      command: `node ${rspack} build --watch`,
      cwd: path.join(root, app),
      env: { NODE_ENV: 'production', NODE_NO_WARNINGS: '1' },
    })),
    // Pages render in the browser (no prerender job: the builds change under it).
    { name: 'site', command: 'npx tsx scripts/serve.ts', cwd: root, env: { PORT: port, SITE_SETTINGS: settingsFile, PRERENDER: '0' } },
  ],
  { prefixColors: ['cyan', 'green', 'yellow', 'magenta', 'blue', 'red', 'gray'], killOthersOn: ['failure'] },
);
console.log(`Starting… the site will be on http://localhost:${port}`);
await result.catch(() => process.exit(1));
