// `npm run build [-- app …]`: production build of every app, or of those named, with precompressed copies.
import { apps, type AppName } from 'platform/apps';
import { buildApps } from 'platform/build/buildApps';
import { commandArguments, exitWithUsage } from 'platform/cli/command';

const spec = {
  usage: 'npm run build [-- <app> …]',
  help: `Production build (browser and Node) of every app, or of those named, with brotli and gzip copies.

  <app>   ${apps.join(', ')}`,
  positionals: { max: apps.length },
} as const;
const requested = commandArguments(spec).positionals as AppName[];
const unknown = requested.filter((name) => !apps.includes(name));
if (unknown.length) exitWithUsage(spec, `Unknown app(s): ${unknown.join(', ')}.`);
await buildApps(requested.length ? requested : apps);
