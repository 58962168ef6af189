/**
 * Module Federation's environment checks (the env module of `@module-federation/sdk`) in the production browser
 * builds, with one change: whether the runtime runs in debug mode is not read from localStorage.
 *
 * Why: the runtime asks as each federation script is evaluated (main.js, then each area's remoteEntry.js), to
 * hand its constructor to the MF devtools when the `FEDERATION_DEBUG` key is set, and that read is the page's
 * only use of localStorage. Chromium then opens the origin's storage synchronously inside that script's
 * evaluation: 0.6–5.6 ms in a fresh profile on a quiet machine (12 ms in one trace of /pricing), in the start's
 * longest task. In production, debug mode comes from the build (`FEDERATION_DEBUG`) or the environment, as the
 * SDK's first two checks have it; development builds (`npm run dev`) keep the SDK's module, localStorage
 * switch and devtools included. `federationEnvInProduction` in rspack.ts puts this module in the SDK's place.
 */
// The SDK's own module, by a name the config resolves to its file (its package exports do not list it).
export { getProcessEnv, isBrowserEnv, isBrowserEnvValue, isReactNativeEnv } from 'federation-sdk-env';

declare const FEDERATION_DEBUG: unknown;

export function isDebugMode(): boolean {
  if (typeof process !== 'undefined' && process.env?.FEDERATION_DEBUG) return true;
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}
