/** Which federation runtime each browser build carries, and from where. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { buildDir, esModuleEntry, installedDir } from './paths';

const require = createRequire(import.meta.url);

/** Where a remote's standalone page finds the federation runtime (see targets/standaloneRuntime.ts). */
export const standaloneRuntimeDir = 'runtime';
export const standaloneRuntimeFile = 'federation.js';

/**
 * The federation runtime from its ES-module builds in the browser. The federation plugin imports its runtime
 * by the paths `require.resolve` gives, the CommonJS builds, which cannot be tree-shaken: each remote carried
 * the SDK's Node code, its manifest-to-snapshot conversion and the snapshot and remote loading a remote turns
 * off, and the shell unused parts of the SDK and the bundler runtime. The ES builds drop them: main.js
 * 34.9 → 29.2 KB and a remoteEntry.js 16.4 → 10.0 KB (gzip). Rspack sets its own aliases for the runtime beneath
 * the config's, so these take their place. `federationRuntime.test.ts` checks each still names a file.
 */
export function federationRuntimeAsModules(): Record<string, string> {
  const entries = ['@module-federation/runtime', '@module-federation/runtime-tools'];
  // Imported by absolute path: the bundler runtime by the entry Rspack generates, the plugin that provides the
  // runtime core (the shell's) as one of its runtime plugins.
  const byPath = ['@module-federation/webpack-bundler-runtime', '@module-federation/inject-external-runtime-core-plugin'];
  return {
    ...Object.fromEntries(entries.map((pkg) => [pkg, esModuleEntry(pkg)])),
    ...Object.fromEntries(byPath.map((pkg) => [require.resolve(pkg), esModuleEntry(pkg)])),
  };
}

/**
 * The production browser builds take Module Federation's environment checks from `federationEnv.ts`, which
 * leaves localStorage alone (it says why), in place of the SDK's module: the SDK's modules import it as
 * `./env.js`, replaced before it is resolved (so the wrapper gets the script loader); the wrapper reaches the
 * SDK's own module by a name of its own. `federationEnv.test.ts` checks that the SDK still has that module and
 * imports it so.
 */
export const federationSdkEnv = () => path.join(installedDir('@module-federation/sdk'), 'dist', 'env.js');
const federationEnvWrapper = path.join(buildDir, 'federationEnv.ts');
export const federationEnvAlias = () => ({ 'federation-sdk-env$': federationSdkEnv() });
export function federationEnvInProduction() {
  const sdkEnv = federationSdkEnv();
  return new rspack.NormalModuleReplacementPlugin(/^\.\/env\.js$/, (data) => {
    if (!data.createData && path.resolve(data.context, data.request) === sdkEnv) data.request = federationEnvWrapper;
  });
}

/**
 * One federation runtime per page: the shell provides its runtime core (`provideExternalRuntime` sets the
 * `_FEDERATION_RUNTIME_CORE` global when the shell's federation instance starts, before any remote loads)
 * and a remote's production container takes it from there (`externalRuntime` makes
 * `@module-federation/runtime-core` an external of that global) instead of carrying its own copy: about
 * half of each remoteEntry.js. What stays in a remote is the bundler runtime, bound to its own chunks.
 * A remote built this way runs only where a runtime core of the same Module Federation release is provided
 * (a release is refused otherwise: platform/releases/sharedRanges.ts); see standaloneRuntimeConfig for the
 * remote's own page. A remote that carries its own core (an older release, a dev server's build) still runs
 * beside the shell's. A dev server's build keeps its own: its standalone page (`npm run dev -w <remote>`)
 * comes from the same single compiler as its container, which an external would leave without a runtime.
 */
export const usesExternalRuntime = (isRemote: boolean, production: boolean) => isRemote && production;
