import path from 'node:path';
import { expect, test } from 'vitest';
import { packageOf, singletonPackages } from '../releases/sharedRanges';
import { repoRoot } from './paths';
import { iconFactory, iconFactoryKey, sharedSingletons } from './sharedSingletons';

const singletonKeys = ['react', 'react/', 'react-dom', 'react-dom/', 'react-router', '@tanstack/react-query', 'sonner'];

test('a remote asks for the range of the version it was built with, which the runtime and the release check hold the shell’s copy to', () => {
  const shared = sharedSingletons();
  for (const key of singletonKeys) {
    expect(shared[key as keyof typeof shared].singleton, key).toBe(true);
    expect(shared[key as keyof typeof shared].requiredVersion, key).toMatch(/^\^\d+\.\d+\.\d+/);
  }
  expect(shared['shared/'].requiredVersion).toBe(false);
});

test('the shell asks for no range: its own copies are the ones loaded first, and every package is still one instance', () => {
  const remote = sharedSingletons();
  const shell = sharedSingletons({ host: true });
  expect(Object.keys(shell)).toEqual(Object.keys(remote));
  for (const key of [...singletonKeys, 'shared/']) {
    expect(shell[key as keyof typeof shell]).toEqual({ ...remote[key as keyof typeof remote], requiredVersion: false });
  }
});

test('lucide’s icon factory: an area consumes the file its icons import, the shell provides it under the same key and consumes nothing', () => {
  const dir = path.join(repoRoot, 'mf-legal');
  const area = Object.entries(iconFactory({ dir }));
  const shell = Object.entries(iconFactory({ host: true, dir: path.join(repoRoot, 'shell') }));
  expect(area).toHaveLength(1);
  const [[request, consumed]] = area;
  // Matched on the resolved file, named relative to the area (the bundle carries the request).
  expect(request).toBe('./../node_modules/lucide-react/dist/esm/createLucideIcon.mjs');
  expect(path.resolve(dir, request)).toBe(path.join(repoRoot, 'node_modules', 'lucide-react', 'dist', 'esm', 'createLucideIcon.mjs'));
  expect(consumed).toMatchObject({ import: request, shareKey: iconFactoryKey, singleton: true, requiredVersion: `^${consumed.version}` });
  // No code imports the shell's key: the shell provides the file and its own icons keep importing it directly.
  expect(shell).toEqual([[iconFactoryKey, expect.objectContaining({ shareKey: iconFactoryKey, version: consumed.version, requiredVersion: false })]]);
  expect(shell[0][1].import).toMatch(/^\.\/\.\.\/node_modules\/lucide-react\/dist\/esm\/createLucideIcon\.mjs$/);
});

test('a release is checked against the live shell for every package the builds share', () => {
  const keys = [...Object.keys(sharedSingletons()), iconFactoryKey];
  expect([...new Set(keys.map((key) => packageOf(key.replace(/\/$/, ''))))].sort()).toEqual([...singletonPackages].sort());
});
