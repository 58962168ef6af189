/**
 * A separate copy of the site (the real server, `scripts/serve.ts`) with its own settings document and
 * prerendered pages, for tests that change what the prerender job sees; and the job run on its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jobEnvironment, prerenderJobArgs, scriptNodeArgs } from 'platform/prerender/runner';
import { spawnLinked } from 'infra/stopRequests';
import { releasesDir } from '../playwright.config';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface SiteProcess {
  origin: string;
  pagesDir: string;
  /** Its release store, and the live settings document in it. */
  releasesDir: string;
  settingsFile: string;
  /** Its database (the embedded backend's data directory). */
  backendDataDir: string;
  /** Resolves with the first output line (from `from` on) that matches. */
  waitForLine(pattern: RegExp, from?: number): Promise<string>;
  /** Lines printed so far. */
  lines: string[];
  /** The process's exit code, or null while it runs. */
  exitCode(): number | null;
  /** Resolves with the exit code once the process has exited. */
  exited(): Promise<number | null>;
  /** Stops it and starts it again on the same store, pages and database (kept, not fresh). */
  restart(): Promise<SiteProcess>;
  /** Stops it and removes its folder. */
  stop(): Promise<void>;
}

function collectLines(child: ChildProcess, lines: string[], listeners: Set<() => void>) {
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      lines.push(...parts);
      listeners.forEach((listener) => listener());
    });
  }
}

/** The server's line once it is ready: every app live, its pages rendered (it answers 503 "starting" until then). */
export const servedLine = /Stayvia is served on /;

export function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
}

/**
 * Starts a copy of the site on `port`: a release store of its own holding the test run's releases, with
 * `settings` as its live document (see localSettings); without `settings`, an empty store, into which the
 * server releases every app's build as it starts (a first start). Its pages are prerendered once it listens.
 */
export async function startSite({ port, settings, env = {} }: { port: number; settings?: Record<string, any>; env?: Record<string, string> }): Promise<SiteProcess> {
  const dir = tempDir(`site-${port}`);
  const store = path.join(dir, 'releases');
  const site = { url: `http://localhost:${port}` };
  if (settings) {
    fs.cpSync(releasesDir, store, { recursive: true, filter: (source) => !source.endsWith('log.jsonl') });
    fs.writeFileSync(path.join(store, 'settings.json'), JSON.stringify({ ...settings, site }));
  }
  return launchSite(port, dir, { BACKEND_FRESH: '1', SITE_URL: site.url, ...env });
}

/**
 * Starts the site server on `port` with its folders in `dir` (`releases`, `pages`, `db`), or where `env` names
 * them (RELEASES_DIR, PRERENDER_DIR, BACKEND_DATA_DIR: the servers of one site share a store and pages).
 */
export function launchSite(port: number, dir: string, env: Record<string, string>): SiteProcess {
  const store = env.RELEASES_DIR ?? path.join(dir, 'releases');
  const settingsFile = path.join(store, 'settings.json');
  const pagesDir = env.PRERENDER_DIR ?? path.join(dir, 'pages');
  const backendDataDir = env.BACKEND_DATA_DIR ?? path.join(dir, 'db');
  const child = spawnLinked(process.execPath, [...scriptNodeArgs, path.join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), RELEASES_DIR: store, PRERENDER_DIR: pagesDir, ...env, BACKEND_DATA_DIR: backendDataDir },
    output: 'pipe',
  });
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  collectLines(child, lines, listeners);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitForLine = (pattern: RegExp, from = 0) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = lines.slice(from).find((line) => pattern.test(line));
        if (found !== undefined) {
          listeners.delete(check);
          resolve(found);
        } else if (child.exitCode !== null) {
          listeners.delete(check);
          reject(new Error(`The site on ${port} exited:\n${lines.join('\n')}`));
        }
      };
      listeners.add(check);
      void exited.then(check);
      check();
    });
  return {
    origin: `http://localhost:${port}`,
    pagesDir,
    releasesDir: store,
    settingsFile,
    backendDataDir,
    lines,
    waitForLine,
    exitCode: () => child.exitCode,
    exited: () => exited,
    async restart() {
      child.kill('SIGTERM');
      await exited;
      const { BACKEND_FRESH: _fresh, ...kept } = env;
      return launchSite(port, dir, kept);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `npm run prerender` for a site copy; resolves with its exit code and output. */
export function runPrerenderJob(site: SiteProcess, args: string[] = ['--scope', 'full']): Promise<{ code: number | null; output: string }> {
  return runScript(site, prerenderJobArgs, args, jobEnvironment({ origin: site.origin, outDir: site.pagesDir }));
}

/** Runs `npm run release` / `rollback` against a site copy; resolves with its exit code and output. */
export function runReleaseCommand(site: SiteProcess, command: 'release' | 'rollback' | 'canary' | 'field', args: string[]) {
  return runScript(site, [...scriptNodeArgs, path.join(root, 'scripts', `${command}.ts`)], args, {
    ...process.env,
    SITE_ORIGIN: site.origin,
    PRERENDER_DIR: site.pagesDir,
  });
}

/**
 * Runs `npm run release` / `rollback` / `prerender` as an operator would beside a site copy: its release store
 * and data directory, and nothing naming the site's port, origin or pages (no PORT, SITE_ORIGIN,
 * PRERENDER_ORIGIN, PRERENDER_DIR): the command finds the site itself.
 */
export function runCommandBeside(site: Pick<SiteProcess, 'releasesDir' | 'backendDataDir'>, command: 'release' | 'rollback' | 'prerender', args: string[]) {
  const { PORT: _port, SITE_ORIGIN: _site, PRERENDER_ORIGIN: _origin, PRERENDER_DIR: _pages, ...env } = process.env;
  return runScript(site, [...scriptNodeArgs, path.join(root, 'scripts', `${command}.ts`)], args, { ...env, BACKEND_DATA_DIR: site.backendDataDir });
}

function runScript(site: Pick<SiteProcess, 'releasesDir'>, nodeArgs: string[], args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return runNode([...nodeArgs, ...args], { ...env, RELEASES_DIR: site.releasesDir });
}

/** Runs Node with `args` from the repository root in `env`; resolves with its exit code and everything it printed. */
export function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Posts a one-field lead to the site at `origin`; resolves with the answer's status. */
export async function postLead(origin: string, email: string): Promise<number> {
  const form = new FormData();
  form.set('Email', email);
  const response = await fetch(`${origin}/api/leads`, { method: 'POST', body: form });
  await response.body?.cancel();
  return response.status;
}

/** The live settings document of the test run's store (every app released), to derive test documents from. */
export function localSettings(): Record<string, any> {
  return JSON.parse(fs.readFileSync(path.join(releasesDir, 'settings.json'), 'utf8'));
}

/** A copy of a built remote's folder (browser and Node builds), without the precompressed copies. */
export function copyRemoteBuild(app: string, to: string, change?: (text: string) => string) {
  const from = path.join(root, app, 'dist');
  fs.cpSync(from, to, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  if (!change) return;
  for (const entry of fs.readdirSync(to, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    const changed = change(text);
    if (changed !== text) fs.writeFileSync(file, changed);
  }
}
