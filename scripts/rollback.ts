/** `npm run rollback -- <app> [version]`: makes the previous (or the named) release of an app live again. */
import { parseArgs } from 'node:util';
import { isReleaseTarget, releaseTargets } from 'platform/registry/apps';
import { rollback } from 'platform/releases/release';
import { runReleaseCommand } from 'platform/releases/command';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [target, version] = positionals;
if (!target || !isReleaseTarget(target) || positionals.length > 2) {
  console.error(`Usage: npm run rollback -- <app> [version]; apps: ${releaseTargets.join(', ')}`);
  process.exit(2);
}
await runReleaseCommand(undefined, (context) => rollback(context, target, version));
