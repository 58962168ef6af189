/**
 * A separate copy of the site (the real server, `scripts/serve.ts`) with its own settings document and
 * prerendered pages, for tests that change what the prerender job sees; and the job run on its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prerenderJobArgs, scriptNodeArgs } from '../../scripts/prerenderRunner';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface SiteProcess {
  origin: string;
  pagesDir: string;
  settingsFile: string;
  /** Resolves with the first output line (from `from` on) that matches. */
  waitForLine(pattern: RegExp, from?: number): Promise<string>;
  /** Lines printed so far. */
  lines: string[];
  /** The process's exit code, or null while it runs. */
  exitCode(): number | null;
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

export function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
}

/** Starts the site on `port` with `settings` as its document; pages are prerendered once it listens. */
export async function startSite({ port, settings, env = {} }: { port: number; settings: unknown; env?: Record<string, string> }): Promise<SiteProcess> {
  const dir = tempDir(`site-${port}`);
  const settingsFile = path.join(dir, 'settings.json');
  fs.writeFileSync(settingsFile, JSON.stringify(settings));
  const pagesDir = path.join(dir, 'pages');
  const child = spawn(process.execPath, [...scriptNodeArgs, path.join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_SETTINGS: settingsFile, PRERENDER_DIR: pagesDir, BACKEND_DATA_DIR: path.join(dir, 'db'), BACKEND_FRESH: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  collectLines(child, lines, listeners);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
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
    settingsFile,
    lines,
    waitForLine,
    exitCode: () => child.exitCode,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `npm run prerender` for a site; resolves with its exit code and output. */
export function runPrerenderJob(origin: string, pagesDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, prerenderJobArgs, {
      cwd: root,
      env: { ...process.env, PRERENDER_ORIGIN: origin, PRERENDER_DIR: pagesDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The settings document `npm start` serves, to derive test documents from. */
export function localSettings(): Record<string, any> {
  return JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'settings.local.json'), 'utf8'));
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
