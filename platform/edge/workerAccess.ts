/**
 * Whether nginx's workers can read what the configuration serves: the release store, the pages folder, the settings
 * document and the config's own folder (its njs script). Workers run as nginx's default user (`nobody`) when the
 * master runs as root, else as the user who starts it; a folder they cannot enter (a clone in a private home
 * directory, mode 700) would make every answer from it a 403. `npm run nginx-config` refuses such a folder by name.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface WorkerUser {
  name: string;
  uid: number;
  gids: number[];
}

/** nginx's compiled-in user for workers of a master run as root (Debian's build names no other). */
export const defaultWorkerUser = 'nobody';

/** The user nginx's workers will run as, when nginx is started by the user running this. */
export function workerUser(): WorkerUser {
  if (process.getuid?.() !== 0) {
    return { name: process.env.USER ?? String(process.getuid?.()), uid: process.getuid?.() ?? -1, gids: process.getgroups?.() ?? [] };
  }
  const id = (flag: string) => execFileSync('id', [flag, defaultWorkerUser], { encoding: 'utf8' }).trim();
  return { name: defaultWorkerUser, uid: Number(id('-u')), gids: id('-G').split(/\s+/).map(Number) };
}

const [read, , search] = [4, 2, 1];

/** Whether `user` has the permission bits `need` (4 read, 1 search) on a file with these stats. */
function allows(stats: fs.Stats, user: WorkerUser, need: number): boolean {
  if (user.uid === 0) return true;
  const shift = stats.uid === user.uid ? 6 : user.gids.includes(stats.gid) ? 3 : 0;
  return ((stats.mode >> shift) & need) === need;
}

/**
 * Why `user` cannot read `target` (a folder it must list and enter, or a file), naming the first folder on the way
 * it cannot enter; undefined when it can. A path that does not exist yet is left to the command that fills it.
 */
export function unreadable(target: string, user: WorkerUser): string | undefined {
  const absolute = path.resolve(target);
  const parts = absolute.split(path.sep).filter(Boolean);
  for (let i = 0; i < parts.length; i += 1) {
    const folder = path.join(path.sep, ...parts.slice(0, i));
    let stats: fs.Stats;
    try {
      stats = fs.statSync(folder);
    } catch {
      return undefined;
    }
    if (!allows(stats, user, search)) return `${user.name} cannot enter ${folder} (mode ${(stats.mode & 0o777).toString(8)}), on the way to ${absolute}`;
  }
  let stats: fs.Stats;
  try {
    stats = fs.statSync(absolute);
  } catch {
    return undefined;
  }
  const need = stats.isDirectory() ? read | search : read;
  if (!allows(stats, user, need)) return `${user.name} cannot read ${absolute} (mode ${(stats.mode & 0o777).toString(8)})`;
  return undefined;
}

/** Refuses, naming each, the paths nginx's workers could not read. */
export function checkWorkerAccess(paths: string[], user: WorkerUser = workerUser()): void {
  const problems = [...new Set(paths)].flatMap((target) => unreadable(target, user) ?? []);
  if (problems.length) {
    throw new Error(`nginx's workers (${user.name}) could not read what the configuration serves: ${problems.join('; ')}. Let them (chmod o+x on the folder named, o+r on what it holds), or name folders they can read with RELEASES_DIR and PRERENDER_DIR.`);
  }
}
