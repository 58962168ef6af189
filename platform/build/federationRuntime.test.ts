import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { federationRuntimeAsModules } from './federationRuntime';

const root = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(path.join(root, 'shell', 'package.json'));

test('the federation runtime is aliased to ES-module files', () => {
  for (const file of Object.values(federationRuntimeAsModules())) {
    expect(fs.existsSync(file), file).toBe(true);
    expect(file).toMatch(/\.js$/);
    const manifest = JSON.parse(fs.readFileSync(path.join(file, '..', '..', 'package.json'), 'utf8'));
    expect(manifest.type, file).toBe('module');
  }
});

test('the aliases catch the CommonJS files Rspack and the federation plugin import by path', () => {
  const aliases = federationRuntimeAsModules();
  // As @rspack/core resolves the bundler runtime (from the runtime tools) and @module-federation/rspack the
  // plugin that provides the runtime core (from itself): the generated entry imports these paths.
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] });
  const provider = createRequire(require.resolve('@module-federation/rspack')).resolve('@module-federation/inject-external-runtime-core-plugin');
  for (const file of [bundlerRuntime, provider]) {
    expect(file).toMatch(/\.cjs$/);
    expect(aliases[file], file).toMatch(/\.js$/);
  }
});
