/** The `shared` files the shell's browser build reaches: the shell provides them to every page it composes. */
import path from 'node:path';
import { reachable, readImports, readWorkspaces } from '../repo/importGraph';
import { shellDefinition } from '../registry/apps';
import { browserEntry, repoRoot } from './paths';

/** Every file reached from the shell's browser entry by import, re-export or `import()` (absolute paths), in `shared/src`. */
export function shellSharedFiles(entry = `${shellDefinition.workspace}/${browserEntry}`): Set<string> {
  const workspaces = readWorkspaces(repoRoot);
  const reached = reachable([entry], (file) => readImports(repoRoot, file, workspaces).flatMap((edge) => (edge.to && !edge.typeOnly ? [edge.to] : [])));
  return new Set([...reached].filter((file) => file.startsWith('shared/src/')).map((file) => path.join(repoRoot, file)));
}
