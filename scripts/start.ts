/** `npm start`: build whatever has no production build yet, then serve the composed site. */
import fs from 'node:fs';
import path from 'node:path';
import { apps, distOf } from './apps';
import { buildApps } from './build';
import { closeOnSignals, defaultServerOptions, listen } from './server';

const missing = apps.filter((app) => !fs.existsSync(path.join(distOf(app), 'mf-manifest.json')));
if (missing.length) {
  console.log(`Building ${missing.join(', ')} (run \`npm run build\` to rebuild everything)…`);
  await buildApps(missing);
}
const options = defaultServerOptions();
closeOnSignals(await listen(options));
console.log(`Stayvia is served on http://localhost:${options.port}`);
