/**
 * Debian's PostgreSQL (15 or later) in a temporary data directory, for the tests that run the backend on a
 * real server (vitest.postgres.config.ts, the e2e run on PostgreSQL). Installs the `postgresql` package with
 * apt where it is missing and we are root, otherwise says what to do (../localServerProcess.ts), and stops the
 * server with this process. PostgreSQL refuses to run as root: as root, initdb and the server run as the `postgres` user.
 * The e2e suites run it as a command: e2e/commands/localPostgres.ts.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../conformance/realPostgrest';
import { cleanUpOnExit, endChild, ensureAptPackages, isRunning } from '../localServerProcess';

const minimumVersion = 15;
const debianRoot = '/usr/lib/postgresql';

/** The newest installed server's bin directory (POSTGRES_BIN overrides), or undefined. */
function installedBin(): string | undefined {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const versions = fs.existsSync(debianRoot) ? fs.readdirSync(debianRoot).map(Number).filter((version) => version >= minimumVersion) : [];
  const newest = versions.sort((a, b) => b - a).find((version) => fs.existsSync(path.join(debianRoot, String(version), 'bin', 'postgres')));
  return newest === undefined ? undefined : path.join(debianRoot, String(newest), 'bin');
}

const isRoot = () => process.getuid?.() === 0;

/** The server's bin directory, installing Debian's `postgresql` first where it is missing (as root). */
export function ensurePostgres(): string {
  ensureAptPackages({
    packages: ['postgresql'],
    installed: () => installedBin() !== undefined,
    missing: `PostgreSQL ${minimumVersion} or later is missing (looked in ${debianRoot}/<version>/bin).`,
    instead: 'set POSTGRES_BIN to its bin directory',
    purpose: 'for the tests on PostgreSQL',
  });
  return installedBin()!;
}

/** As root, the server's commands run as the `postgres` user (which must own the data directory); signals
 * then reach the server itself, with no `runuser` between. */
function serverUser(): { uid?: number; gid?: number } {
  if (!isRoot()) return {};
  return { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) };
}

export interface LocalPostgres {
  /** The superuser's URL on the `postgres` database. */
  url: string;
  port: number;
  dataDir: string;
  /** The URL of another database on the same server. */
  urlOf(database: string): string;
  /** Stops the server (fast shutdown) and keeps its directory: the database is down until `resume`. */
  pause(): Promise<void>;
  /** Starts the paused server again, on the same port and directory. */
  resume(): Promise<void>;
  /** Stops the server (fast shutdown) and removes its directory. */
  stop(): Promise<void>;
}

/**
 * Starts a server on 127.0.0.1:`port` (a free one when left out) in a new temporary directory. Settings for
 * tests: no fsync (the directory is thrown away).
 */
export async function startLocalPostgres({ port }: { port?: number } = {}): Promise<LocalPostgres> {
  const bin = ensurePostgres();
  const listenPort = port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stayvia-postgres-'));
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const user = serverUser();
  try {
    if (user.uid !== undefined) fs.chownSync(dataDir, user.uid, user.gid!);
    const initArgs = ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'];
    execFileSync(path.join(bin, 'initdb'), initArgs, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dataDir, ...user });
  } catch (error) {
    remove();
    throw new Error(`initdb failed in ${dataDir}: ${(error as { stderr?: Buffer }).stderr?.toString() || (error as Error).message}`);
  }
  /** Runs the server on the directory until it accepts connections; rejects (killing it) when it stops first. */
  const run = async () => {
    const child: ChildProcess = spawn(path.join(bin, 'postgres'), [
      '-D', dataDir, '-p', String(listenPort), '-k', dataDir,
      '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
      '-c', 'max_connections=200',
    ], { stdio: ['ignore', 'ignore', 'pipe'], cwd: dataDir, ...user });
    const log: string[] = [];
    try {
      // The server says when it accepts connections (or why it stopped): await that line.
      await new Promise<void>((resolve, reject) => {
        child.stderr!.on('data', (chunk: Buffer) => {
          log.push(chunk.toString());
          if (/database system is ready to accept connections/.test(log.join(''))) resolve();
        });
        child.once('exit', (code) => reject(new Error(`PostgreSQL stopped while starting on port ${listenPort} (exit code ${code}): ${log.join('').trim()}`)));
        child.once('error', reject);
      });
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    child.stderr!.resume();
    return { child };
  };
  let server: Awaited<ReturnType<typeof run>> | undefined;
  try {
    server = await run();
  } catch (error) {
    remove();
    throw error;
  }
  const running = () => server !== undefined && isRunning(server.child);
  /** Fast shutdown (SIGINT), keeping the directory. */
  const halt = async () => {
    if (server) await endChild(server.child, 'SIGINT');
  };
  const disarm = cleanUpOnExit(() => {
    if (running()) server!.child.kill('SIGQUIT');
    remove();
  });
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${listenPort}/${database}`;
  return {
    url: urlOf('postgres'),
    port: listenPort,
    dataDir,
    urlOf,
    pause: halt,
    async resume() {
      if (!running()) server = await run();
    },
    async stop() {
      disarm();
      await halt();
      remove();
    },
  };
}
