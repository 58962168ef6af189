/**
 * What the tests' own servers (Debian's nginx, platform/edge/localNginx.ts; PostgreSQL, database/localPostgres.ts)
 * and their browser (platform/chromium.ts) share: a Debian package installed with apt where it is missing and we
 * are root, else a message saying what to install; and a server run as a child process that is stopped, and its
 * temporary folder removed, whether `stop` is called or this process exits first (a server left behind would hold
 * its port). Commands that run one until they are told to stop it with platform/cli's `stopOnRequest`.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';

export interface AptPackages {
  /** Debian's packages, installed together. */
  packages: string[];
  /** Whether what they provide is there. */
  installed(): boolean;
  /** What is missing and where it was looked for, as the sentence that starts the message. */
  missing: string;
  /** What the user may set instead of installing (`set NGINX_PATH`), if anything. */
  instead?: string;
  /** What they are for, as the line said before installing ends: `for the tests served through it`. */
  purpose: string;
}

/** Installs the packages with apt when they are missing and we are root; otherwise throws what to do. */
export function ensureAptPackages({ packages, installed, missing, instead, purpose }: AptPackages): void {
  if (installed()) return;
  const list = packages.join(' ');
  if (process.getuid?.() !== 0) {
    throw new Error(`${missing} Install ${packages.length > 1 ? 'them' : 'it'} with \`sudo apt-get install -y ${list}\`${instead ? ` (or ${instead})` : ''}.`);
  }
  console.log(`Installing Debian's ${list} ${purpose}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  if (!installed()) throw new Error(`apt-get installed ${list}, but ${missing.charAt(0).toLowerCase()}${missing.slice(1)}`);
}

/** Whether the child has neither exited nor been ended by a signal. */
export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Sends `signal` to the child while it runs, and resolves once it has exited. */
export async function endChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (!isRunning(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await gone;
}

/**
 * Runs `cleanUp` (synchronous: it ends the child and removes its folder) if this process exits before it is
 * stopped; the function returned is the stop's first step, so the exit does not do it again.
 */
export function cleanUpOnExit(cleanUp: () => void): () => void {
  process.once('exit', cleanUp);
  return () => process.off('exit', cleanUp);
}
