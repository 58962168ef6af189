/**
 * The plan carried out on a real area build (mf-legal's browser build, in a temporary folder): the plugin reads
 * Rspack's and Module Federation's chunk graph, which a new release of either could change under it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { repoRoot } from '../paths';
import { createAppConfig } from '../rspack';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'co-loaded-chunks-'));
let manifest: Manifest;

beforeAll(async () => {
  const [browser] = createAppConfig({ dir: path.join(repoRoot, 'mf-legal') });
  const config: Configuration = { ...browser, output: { ...browser.output, path: out, clean: true } };
  const stats = await new Promise<Stats>((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error) : resolve(result))));
  });
  expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
  manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
}, 180_000);

afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const scriptsOf = (name: string) => manifest.shared.find((entry) => entry.name === name)?.assets.js.sync.filter((file) => !file.startsWith('icons.'));

test('the shared modules every legal page loads from the area are one file, the section spy’s two another', () => {
  const everyPage = ['shared/ui/SubPageHero', 'shared/ui/Breadcrumbs', 'shared/ui/Badge', 'shared/dates'].map(scriptsOf);
  expect(everyPage[0]).toHaveLength(1);
  expect(everyPage[0]![0]).toMatch(/^shared-[0-9a-f]{8}\./);
  for (const scripts of everyPage) expect(scripts).toEqual(everyPage[0]);
  // Four of the five pages: the terms summary has no section navigation.
  const sectionSpy = ['shared/sectionSpy', 'shared/useSectionSpy'].map(scriptsOf);
  expect(sectionSpy[0]).toHaveLength(1);
  expect(sectionSpy[1]).toEqual(sectionSpy[0]);
  expect(sectionSpy[0]).not.toEqual(everyPage[0]);
});

test('a shared module of the shell’s is one file, not the provider’s and the fallback’s copies', () => {
  expect(scriptsOf('shared/ui/Button')).toHaveLength(1);
});
