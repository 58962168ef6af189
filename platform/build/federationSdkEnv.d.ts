/** The env module of `@module-federation/sdk` (resolved to its file by platform/build/federationRuntime.ts: federationEnvAlias). */
declare module 'federation-sdk-env' {
  export { getProcessEnv, isBrowserEnv, isBrowserEnvValue, isDebugMode, isReactNativeEnv } from '@module-federation/sdk';
}
