import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import type { ResolvedApp } from '../appOptions';
import { standaloneRuntimeDir, standaloneRuntimeFile } from '../federationRuntime';

/**
 * The runtime core for a remote's standalone page (its production build served alone, as the standalone e2e
 * suite does), where no shell provides it. The plugin has no way to do this from the remote's own build:
 * it refuses `provideExternalRuntime` in a build that exposes modules, `externalRuntime` is an external of the
 * whole compilation (the standalone entry's runtime included), and the provider's runtime plugin publishes
 * the core only when its federation instance starts, which a build without shared modules or exposes never
 * does. So the page gets the core from a compilation of its own: `@module-federation/runtime-core` as a
 * library on the very global the external reads, loaded before the remote's entry (standalone.html).
 */
export function standaloneRuntimeConfig(options: ResolvedApp): Configuration {
  const { name, dir } = options;
  return {
    name: `${name}:runtime`,
    mode: 'production',
    context: dir,
    entry: { federation: '@module-federation/runtime-core' },
    devtool: false,
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist', standaloneRuntimeDir),
      filename: standaloneRuntimeFile,
      uniqueName: `${name}_runtime`,
      library: { type: 'window', name: '_FEDERATION_RUNTIME_CORE' },
      clean: true,
    },
    // As the federation plugin builds the shell's copy for the browser (`optimization.target: 'web'`).
    plugins: [new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
