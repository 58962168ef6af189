/**
 * `npm run release -- <app> [--from <build folder>] [--keep <n>]`: builds the app (browser and Node builds)
 * unless `--from` names a build already made (a CI artifact), publishes it under its content-derived version,
 * checks it against the live site, makes it live in one atomic write of the settings document, logs it and
 * re-renders the pages it changes.
 */
import path from 'node:path';
import { appDefinition, isReleaseTarget, releaseTargets } from 'platform/registry/apps';
import { distOfTarget, type AppName } from 'platform/apps';
import { buildApps } from 'platform/build/buildApps';
import { commandArguments, integerArgument, UsageError } from 'platform/cli/command';
import { release } from 'platform/releases/release';
import { runReleaseCommand } from 'platform/cli/releaseCommand';

const spec = {
  usage: 'npm run release -- <app> [--from <build folder>] [--keep <n>]',
  help: `Builds <app>, publishes it under its content-derived version, checks it against the live site (exposes, shared
singletons, routes, every page it changes rendered), makes it live and re-renders its pages. Anything refused
changes nothing.

  <app>           ${releaseTargets.join(', ')}
  --from <dir>    release a build already made (its dist folder) instead of building
  --keep <n>      earlier versions kept for rollbacks (default: the settings document's releases.keep, else 3)`,
  options: { from: { type: 'string' }, keep: { type: 'string' } },
  positionals: { min: 1, max: 1 },
} as const;

const { target, from, keep } = commandArguments(spec, ({ values, positionals: [app] }) => {
  if (!isReleaseTarget(app)) throw new UsageError(`Unknown app "${app}".`);
  return { target: app, from: values.from, keep: integerArgument('keep', values.keep, { min: 0, max: 1000 }) };
});
await runReleaseCommand(keep, async (context) => {
  if (!from) await buildApps([appDefinition(target).workspace as AppName]);
  return release(context, target, from ? path.resolve(from) : distOfTarget(target));
});
