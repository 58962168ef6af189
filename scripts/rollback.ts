/** `npm run rollback -- <app> [version]`: makes the previous (or the named) release of an app live again. */
import { namesOf, releaseTargetNamed, releaseTargets } from 'platform/registry/apps';
import { commandArguments, exitWithUsage } from 'platform/cli/command';
import { rollback } from 'platform/releases/release';
import { runReleaseCommand } from 'platform/cli/releaseCommand';

const spec = {
  usage: 'npm run rollback -- <app> [version]',
  help: `Makes the release <app> had before the live one (or the named version, if it is still in the store) live
again, through the same checks as a release.

  <app>       ${namesOf(releaseTargets)}
  [version]   a version kept in the store (npm run releases lists them)`,
  positionals: { min: 1, max: 2 },
} as const;

const { positionals } = commandArguments(spec);
const [name, version] = positionals;
const target = releaseTargetNamed(name);
if (!target) exitWithUsage(spec, `Unknown app "${name}".`);
await runReleaseCommand(undefined, (context) => rollback(context, target, version));
