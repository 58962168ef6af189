/**
 * Debian's nginx with the two modules the configuration loads (njs and brotli_static), for the tests that serve the
 * site through it: installed with apt where missing and we are root, otherwise says what to do
 * (supabase/server/localServerProcess.ts). `startLocalNginx` writes a configuration into a new temporary folder and
 * runs nginx in the foreground as a child of this process, stopped with it.
 * The suites run it as a command: e2e/commands/localNginx.ts.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { debianModules } from './nginxConfig';
import { writeNginxConfig, writeOriginsConfig } from './writeNginxConfig';
import { cleanUpOnExit, endChild, ensureAptPackages, isRunning } from 'supabase-backend/server/localServerProcess';
import type { ServedSiteOptions } from './servedSite';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's packages of nginx and the modules the configuration loads. */
export const nginxPackages = ['nginx', 'libnginx-mod-http-js', 'libnginx-mod-http-brotli-static'];
const moduleFiles = ['ngx_http_js_module.so', 'ngx_http_brotli_static_module.so'];

const installed = () => fs.existsSync(nginxPath) && moduleFiles.every((file) => fs.existsSync(path.join(debianModules, file)));

export function ensureNginx(): string {
  ensureAptPackages({
    packages: nginxPackages,
    installed,
    missing: `nginx or its modules are missing (${nginxPath}, ${moduleFiles.join(', ')} in ${debianModules}).`,
    instead: 'set NGINX_PATH and NGINX_MODULES',
    purpose: 'for the tests served through it',
  });
  return nginxPath;
}

export interface LocalNginx {
  origin: string;
  file: string;
  /** Writes the configuration again from the store and pages as they are now, and has nginx reload it. */
  rewrite(): Promise<void>;
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on the port; rejects if `exited` settles first. */
async function whenListening(port: number, exited: Promise<string>): Promise<void> {
  let stopped: string | undefined;
  void exited.then((why) => (stopped = why));
  for (;;) {
    if (stopped !== undefined) throw new Error(stopped);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    // nginx writes no line when it listens: its port is asked again shortly.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** nginx on 127.0.0.1:`port` in front of the store and pages, with the backend's paths to `backends` (or everything, `fromOrigins`). */
export async function startLocalNginx({ port, backends, folders = {}, fromOrigins = false }: { port: number; backends: string[]; folders?: ServedSiteOptions; fromOrigins?: boolean }): Promise<LocalNginx> {
  const nginx = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stayvia-nginx-'));
  // The workers (nobody, when the master is root) read the script and write temporary files in it.
  fs.chmodSync(dir, 0o755);
  const file = path.join(dir, 'nginx.conf');
  const args = { file, listen: `127.0.0.1:${port}`, backends, ...(fromOrigins ? { fromOrigins } : {}) };
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  // From the origins: no store or pages folder of its own (originsConfig.ts).
  const write = () => (fromOrigins ? writeOriginsConfig(args) : writeNginxConfig(args, folders));
  const { runtimeDir } = await write().catch((error: unknown) => {
    remove();
    throw error;
  });
  const errorLog = path.join(runtimeDir, 'error.log');
  const child: ChildProcess = spawn(nginx, ['-c', file, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code) => resolve(`nginx stopped while starting on port ${port} (exit code ${code}): ${stderr.trim()} ${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').trim() : ''}`));
    child.once('error', (error) => resolve(`nginx could not be started: ${error.message}`));
  });
  try {
    await whenListening(port, exited);
  } catch (error) {
    child.kill('SIGKILL');
    remove();
    throw error;
  }
  const disarm = cleanUpOnExit(() => {
    if (isRunning(child)) child.kill('SIGTERM');
    remove();
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    file,
    async rewrite() {
      await write();
      execFileSync(nginx, ['-c', file, '-e', errorLog, '-s', 'reload']);
    },
    async stop() {
      disarm();
      // SIGQUIT: nginx's graceful shutdown.
      await endChild(child, 'SIGQUIT');
      remove();
    },
  };
}
