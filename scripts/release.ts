/**
 * `npm run release -- <app> [--from <build folder>] [--keep <n>]`: builds the app (browser and Node builds)
 * unless `--from` names a build already made (a CI artifact), publishes it under its content-derived version,
 * checks it against the live site, makes it live in one atomic write of the settings document, logs it and
 * re-renders the pages it changes. `<app>` is `shell` or an area id: software, solutions, support, news, legal.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appDefinition, isReleaseTarget, releaseTargets } from 'platform/registry/apps';
import { distOfTarget, type AppName } from 'platform/apps';
import { buildApps } from 'platform/build/buildApps';
import { release } from 'platform/releases/release';
import { runReleaseCommand } from 'platform/releases/command';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { from: { type: 'string' }, keep: { type: 'string' } } });
const [target] = positionals;
if (!target || !isReleaseTarget(target) || positionals.length > 1) {
  console.error(`Usage: npm run release -- <app> [--from <build folder>] [--keep <n>]; apps: ${releaseTargets.join(', ')}`);
  process.exit(2);
}
await runReleaseCommand(values.keep, async (context) => {
  if (!values.from) await buildApps([appDefinition(target).workspace as AppName]);
  return release(context, target, values.from ? path.resolve(values.from) : distOfTarget(target));
});
