/**
 * The shared packages built tree-shaken (sharedSingletons.ts) keep exactly the exports the apps import: one
 * missing would leave an app without it (its own full copy at best), one nobody imports is bytes on every page
 * that reads data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { apps, root } from '../apps';
import { queryExports, routerExports } from './sharedSingletons';

/** The `shared` workspace is the federated runtime every app imports from; it is not an app of the registry. */
const sourceDirs = [...apps, 'shared'].map((workspace) => path.join(root, workspace, 'src'));

/** Browser code only: the Node builds share these packages whole (platform/build/targets/server.ts). */
const nodeOnly = (file: string) => file.split(path.sep).includes('server') || /\.server\.tsx?$/.test(file);

/**
 * Exports used through the module object rather than imported by name, each with the file and the call: the
 * data library is loaded with the first block that reads data (`query.hydrate` in the page data's hand-over).
 */
const usedThroughModule: Record<string, { name: string; file: string; call: string }[]> = {
  '@tanstack/react-query': [{ name: 'hydrate', file: 'shared/src/siteData/dataClient.ts', call: 'query.hydrate(' }],
};

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

/** The value exports of `pkg` the apps' source imports (type-only names left out). */
function importedFrom(pkg: string): string[] {
  const used = new Set<string>();
  const statement = new RegExp(`import\\s*(type\\s*)?\\{([^}]+)\\}\\s*from\\s*'${pkg.replace(/[/.]/g, '\\$&')}'`, 'g');
  for (const dir of sourceDirs.filter((candidate) => fs.existsSync(candidate))) {
    for (const file of [...sourceFiles(dir)].filter((candidate) => !nodeOnly(candidate))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(statement)) {
        if (match[1]) continue;
        for (const name of match[2].split(',').map((part) => part.trim())) {
          if (name && !name.startsWith('type ')) used.add(name.split(/\s+as\s+/)[0]);
        }
      }
    }
  }
  for (const { name, file, call } of usedThroughModule[pkg] ?? []) {
    if (fs.readFileSync(path.join(root, file), 'utf8').includes(call)) used.add(name);
  }
  return [...used].sort();
}

/** Type-only names imported without `type` (erased by the compiler: no export needed at run time). */
const typeNames = new Set(['LinkProps', 'RouteObject', 'NavLinkProps', 'Location', 'InfiniteData']);

describe.each([
  ['react-router', routerExports],
  ['@tanstack/react-query', queryExports],
])('%s', (pkg, listed) => {
  const imported = importedFrom(pkg).filter((name) => !typeNames.has(name));

  test('every export the apps import is in its tree-shaking list', () => {
    expect(imported.filter((name) => !listed.includes(name))).toEqual([]);
  });

  test('every export of its list is imported by an app', () => {
    expect(imported.length).toBeGreaterThan(0);
    expect(listed.filter((name) => !imported.includes(name))).toEqual([]);
  });
});
