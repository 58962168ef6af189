/**
 * `npm ci` refuses a lock that lacks an entry for any optional dependency it names (the per-platform
 * binaries of Rspack, Tailwind's oxide, esbuild, sharp…): npm ≥ 11.16 leaves out the ones the registry
 * cannot resolve for other platforms, then rejects its own lock (npm/cli#9846). This test fails such a lock
 * on any machine, before a teammate on macOS or Windows does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../apps';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  engines?: { node?: string };
}

const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
const installPaths = new Set(Object.keys(lock.packages));

/** Where npm would place `dependency` of the package at `from` (nested first, then each parent, then the root). */
function resolves(from: string, dependency: string): boolean {
  for (let base = from; ; ) {
    if (installPaths.has(`${base ? `${base}/` : ''}node_modules/${dependency}`)) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('has an entry for every optional (per-platform) dependency, so `npm ci` works on every OS', () => {
    const missing = Object.entries(lock.packages).flatMap(([from, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((dependency) => !resolves(from, dependency))
        .map((dependency) => `${from || '(root)'} → ${dependency}`),
    );
    expect(missing).toEqual([]);
  });

  it('covers Linux, macOS and Windows for the build tools', () => {
    for (const binary of ['@rspack/binding', '@tailwindcss/oxide']) {
      for (const platform of ['linux-x64-gnu', 'darwin-arm64', 'darwin-x64', 'win32-x64-msvc']) {
        expect(installPaths, `${binary}-${platform}`).toContain(`node_modules/${binary}-${platform}`);
      }
    }
  });
});
