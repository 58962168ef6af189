/** The `shared` files the shell's browser build reaches: the shell provides them to every page it composes. */
import path from 'node:path';
import { readImports, readWorkspaces } from '../repo/importGraph';
import { shellDefinition } from '../registry/apps';
import { browserEntry, repoRoot } from './paths';

/** Every file reached from the shell's browser entry by import, re-export or `import()` (absolute paths), in `shared/src`. */
export function shellSharedFiles(entry = `${shellDefinition.workspace}/${browserEntry}`): Set<string> {
  const workspaces = readWorkspaces(repoRoot);
  const reached = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const edge of readImports(repoRoot, file, workspaces)) if (edge.to && !edge.typeOnly) pending.push(edge.to);
  }
  return new Set([...reached].filter((file) => file.startsWith('shared/src/')).map((file) => path.join(repoRoot, file)));
}
