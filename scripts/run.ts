/**
 * The entry of every npm script: `tsx scripts/run.ts <name> [arguments]` runs scripts/<name>.ts on a Node the
 * project supports (platform/cli/supportedNode.ts). `npm test` runs on the pinned active LTS whatever the machine's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exitWithUsage, parseCommandArguments, UsageError, usageText } from 'platform/cli/command';
import { runOnSupportedNode, type NodeChoice } from 'platform/cli/supportedNode';
import { enginesRange, pinnedNodes } from 'platform/registryNode';

const names = fs
  .readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.slice(0, -3));
const spec = {
  usage: 'tsx scripts/run.ts <command> [arguments]',
  help: `Runs scripts/<command>.ts with its arguments on a Node this project runs on (${enginesRange}): this one, or
Node ${pinnedNodes.active.version} from the npm registry when this one is older. npm test always runs on Node
${pinnedNodes.active.version}. Commands: ${names.join(', ')}.`,
  positionals: { min: 1, max: 1 },
};

// Only the command's name is this script's: everything after it is the command's own.
const [name, ...args] = process.argv.slice(2);
try {
  if (parseCommandArguments(spec, name === undefined ? [] : [name]).help) {
    console.log(usageText(spec));
    process.exit(0);
  }
  if (!names.includes(name)) throw new UsageError(`No command ${JSON.stringify(name)} in scripts/.`);
} catch (error) {
  if (error instanceof UsageError) exitWithUsage(spec, error.message);
  throw error;
}
const choices: Record<string, NodeChoice> = { test: { exactly: pinnedNodes.active } };
await runOnSupportedNode(path.join(import.meta.dirname, `${name}.ts`), args, choices[name]);
