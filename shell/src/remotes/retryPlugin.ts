/**
 * Retries transient faults of remote loading before an area gives up: the manifest fetch (network
 * errors, 408, 429 and 5xx) and the remote entry script. A 404 is not transient and fails at once.
 * (The official @module-federation/retry-plugin does the same but ships its own copy of the federation
 * SDK, 22 KB gzip in the shell's first load.)
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { afterDelay } from 'shared/loading/tasks';

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Wait before the second attempt; doubles each time. */
  delayMs: number;
}

const transientStatus = (status: number) => status === 408 || status === 429 || status >= 500;

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

export function retryTransientFaults({ attempts, delayMs }: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'retry-transient-faults',
    async fetch(url, init) {
      for (let attempt = 1; ; attempt++) {
        try {
          const response = await fetch(url, init);
          if (!transientStatus(response.status) || attempt >= attempts) return response;
        } catch (error) {
          if (attempt >= attempts) throw error;
        }
        await afterDelay(delayMs * 2 ** (attempt - 1));
      }
    },
    // Typed loosely: the runtime awaits whatever this returns (its declared type nests two promises).
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      for (let attempt = 2; attempt <= attempts; attempt++) {
        await afterDelay(delayMs * 2 ** (attempt - 2));
        // The runtime caches the failed script load under this key; drop it so the script is fetched again.
        delete globalLoading[uniqueKey];
        try {
          const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (entry) return entry;
        } catch (error) {
          if (attempt === attempts) throw error;
        }
      }
      return undefined;
    }) as unknown as ModuleFederationRuntimePlugin['loadEntryError'],
  };
}
