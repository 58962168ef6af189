// `npm run build [-- app …]`: production build of every app, or of those named, with precompressed copies.
import { apps, type AppName } from 'platform/apps';
import { buildApps } from 'platform/build/buildApps';

const requested = process.argv.slice(2) as AppName[];
const unknown = requested.filter((name) => !apps.includes(name));
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Apps: ${apps.join(', ')}`);
  process.exit(1);
}
await buildApps(requested.length ? requested : apps);
