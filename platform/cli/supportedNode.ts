/**
 * Every command runs on a Node the project supports (the root package.json's `engines`): in this process when its
 * Node is one, else in a child on the pinned active LTS, fetched once from the npm registry (registryNode.ts), with
 * that Node first on PATH so that everything the command starts runs on it too. A fresh machine whose Node is older
 * still serves the site with `npm install && npm start`.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { enginesRange, ensureRegistryNode, isSupportedNode, onRegistryNode, pinnedNodes, type PinnedNode } from '../registryNode';

export interface NodeChoice {
  /** Runs the entry on this pinned Node whatever the process's own is (npm test: CI's results on one known Node). */
  exactly?: PinnedNode;
}

/** Whether this process's Node is the one `choice` asks for. */
export const onChosenNode = ({ exactly }: NodeChoice, version: string = process.version) => (exactly ? version === `v${exactly.version}` : isSupportedNode(version));

/** Runs the TypeScript entry `entry` with `args` as its arguments, on the Node `choice` asks for; resolves when it ends here. */
export async function runOnSupportedNode(entry: string, args: string[], choice: NodeChoice = {}): Promise<void> {
  if (onChosenNode(choice)) {
    // The entry reads its arguments from process.argv as if it had been started itself.
    process.argv = [process.argv[0], entry, ...args];
    await import(pathToFileURL(entry).href);
    return;
  }
  const pinned = choice.exactly ?? pinnedNodes.active;
  if (!choice.exactly) console.error(`Node ${process.version} is not one this project runs on (${enginesRange}): running on Node ${pinned.version} from the npm registry.`);
  const bin = ensureRegistryNode({ pinned });
  const child = spawn(path.join(bin, 'node'), ['--import', 'tsx', entry, ...args], { stdio: 'inherit', env: onRegistryNode(bin) });
  // A signal for this process is the command's: the child ends as it would have been told to.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  });
  process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
}
