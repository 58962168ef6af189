import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, test, vi } from 'vitest';
import { federationEnvAlias, federationSdkEnv } from './federationRuntime';

const sdkDist = path.dirname(federationSdkEnv());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});

test('the SDK still has the env module the production builds replace, imported as ./env.js, with what the wrapper re-exports', async () => {
  expect(federationEnvAlias()).toEqual({ 'federation-sdk-env$': federationSdkEnv() });
  // The replacement catches the request `./env.js` from the SDK's own folder (federationEnvInProduction).
  for (const importer of ['index.js', 'logger.js']) expect(fs.readFileSync(path.join(sdkDist, importer), 'utf8')).toContain('from "./env.js"');
  const sdk = await import(federationSdkEnv());
  expect(Object.keys(sdk).sort()).toEqual(['getProcessEnv', 'isBrowserEnv', 'isBrowserEnvValue', 'isDebugMode', 'isReactNativeEnv']);
});

/** The SDK's env module evaluated afresh, in the globals stubbed so far (it decides at load whether it runs in a browser). */
let loads = 0;
const freshSdkEnv = () => import(`${pathToFileURL(federationSdkEnv()).href}?load=${++loads}`);

/** The wrapper over a fresh SDK module, the name it imports that module by resolved as the production builds do. */
async function wrapper() {
  const sdk = await freshSdkEnv();
  vi.doMock('federation-sdk-env', () => sdk);
  return { env: await import('./federationEnv'), sdk };
}

test('debug mode never reads localStorage, even with the SDK’s key set there; the build or the environment still switch it on', async () => {
  const getItem = vi.fn(() => 'true');
  const storage = vi.fn(() => ({ getItem }));
  vi.stubGlobal('window', { document: {}, get localStorage() { return storage(); } });
  vi.stubGlobal('localStorage', { getItem });
  const { env, sdk } = await wrapper();
  expect(env.isBrowserEnv()).toBe(true);
  expect(env.isDebugMode()).toBe(false);
  expect(storage).not.toHaveBeenCalled();
  expect(getItem).not.toHaveBeenCalled();
  // The SDK's own check reads it, and says yes.
  expect(sdk.isDebugMode()).toBe(true);
  expect(getItem).toHaveBeenCalledWith('FEDERATION_DEBUG');

  vi.stubGlobal('FEDERATION_DEBUG', true);
  expect(env.isDebugMode()).toBe(true);
  vi.unstubAllGlobals();
  vi.stubEnv('FEDERATION_DEBUG', '1');
  expect(env.isDebugMode()).toBe(true);
  expect(env.getProcessEnv().FEDERATION_DEBUG).toBe('1');
});
