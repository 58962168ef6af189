// `npm run build [-- app …]`: production build of every app, or of those named, with precompressed copies.
import { apps, type AppName } from 'platform/apps';
import { buildApps } from 'platform/build/buildApps';
import { commandArguments, exitWithUsage } from 'platform/cli/command';
import { appDefinition, namesOf, releaseTargetNamed, releaseTargets } from 'platform/registry/apps';

const spec = {
  usage: 'npm run build [-- <app> …]',
  help: `Production build (browser and Node) of every app, or of those named, with brotli and gzip copies.

  <app>   ${namesOf(releaseTargets)}`,
  positionals: { max: apps.length },
} as const;
const named = commandArguments(spec).positionals;
const unknown = named.filter((name) => !releaseTargetNamed(name));
if (unknown.length) exitWithUsage(spec, `Unknown app(s): ${unknown.join(', ')}.`);
const requested = named.map((name) => appDefinition(releaseTargetNamed(name)!).workspace as AppName);
await buildApps(requested.length ? [...new Set(requested)] : apps);
