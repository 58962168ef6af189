/** The env module of `@module-federation/sdk` (resolved to its file by shared/build/rspack.ts: federationEnvInBrowser). */
declare module 'federation-sdk-env' {
  export const isBrowserEnvValue: boolean;
  export function isBrowserEnv(): boolean;
  export function isReactNativeEnv(): boolean;
  export function isDebugMode(): boolean;
  export function getProcessEnv(): Record<string, string | undefined>;
}
