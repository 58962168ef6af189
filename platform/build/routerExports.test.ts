import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { routerExports } from './sharedSingletons';

const root = path.resolve(import.meta.dirname, '..', '..');
const sourceDirs = ['shell/src', 'shared/src', 'mf-software/src', 'mf-solutions/src', 'mf-support/src', 'mf-news/src', 'mf-legal/src'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

test('every react-router export the apps import is in the shared tree-shaking list', () => {
  const used = new Set<string>();
  for (const dir of sourceDirs) {
    const absolute = path.join(root, dir);
    if (!fs.existsSync(absolute)) continue;
    for (const file of sourceFiles(absolute)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'react-router'/g)) {
        for (const name of match[1].split(',')) {
          const trimmed = name.trim();
          if (!trimmed || trimmed.startsWith('type ')) continue;
          used.add(trimmed.split(/\s+as\s+/)[0]);
        }
      }
    }
  }
  const typeOnly = new Set(['LinkProps', 'RouteObject', 'NavLinkProps', 'Location']);
  const missing = [...used].filter((name) => !routerExports.includes(name) && !typeOnly.has(name));
  expect(missing).toEqual([]);
});
