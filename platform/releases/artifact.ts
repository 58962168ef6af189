/**
 * What a build folder must hold to be published (`npm run release -- <app> --from <folder>`, a CI artifact, or
 * an app's dist): folders and regular files only. A symbolic link was copied into the store as a link, left out
 * of the version's digest and served with its target's content — any file of the server; a hard link's content
 * may be a file outside the folder too; a device, socket or pipe is no file to serve. Each is refused, with its
 * path, before anything is copied.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Each entry of `dir` that may not be published, as `<path in the folder>: <why>`. */
export async function artifactProblems(dir: string): Promise<string[]> {
  const problems: string[] = [];
  // withFileTypes reports links as links: nothing is followed while walking.
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isDirectory()) continue;
    if (entry.isSymbolicLink()) {
      const target = await fs.readlink(path.join(entry.parentPath, entry.name)).catch(() => '?');
      problems.push(`${relative}: a symbolic link (to ${target}); an artifact holds files only`);
    } else if (!entry.isFile()) {
      problems.push(`${relative}: ${entry.isFIFO() ? 'a named pipe' : entry.isSocket() ? 'a socket' : 'a device file'}; an artifact holds files only`);
    } else if ((await fs.lstat(path.join(entry.parentPath, entry.name))).nlink > 1) {
      problems.push(`${relative}: a hard link (the same file as another path, possibly outside the artifact)`);
    }
  }
  return problems;
}

/** Throws, naming every offending path, unless `dir` holds folders and regular files only. */
export async function checkArtifact(dir: string): Promise<void> {
  const problems = await artifactProblems(dir);
  if (problems.length) throw new Error(`${dir} cannot be published:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
}
