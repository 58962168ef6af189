import { describe, expect, it } from 'vitest';
import { defaultServerLimits, limitsFromEnv, serverOptions } from './serverLimits';

describe('server limits', () => {
  it('defaults close silent sockets in seconds and stay under the usual descriptor limit', () => {
    expect(defaultServerLimits.firstRequestTimeoutMs).toBeLessThanOrEqual(10_000);
    expect(defaultServerLimits.keepAliveTimeoutMs).toBeLessThanOrEqual(5_000);
    expect(defaultServerLimits.maxConnections).toBeLessThan(1024);
    expect(defaultServerLimits.requestTimeoutMs).toBeGreaterThanOrEqual(defaultServerLimits.headersTimeoutMs);
    expect(serverOptions(defaultServerLimits).connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  });

  it('reads overrides from the environment and refuses nonsense', () => {
    expect(limitsFromEnv({ SITE_MAX_CONNECTIONS: '64', SITE_FIRST_REQUEST_TIMEOUT_MS: '1500' })).toEqual({ maxConnections: 64, firstRequestTimeoutMs: 1500 });
    expect(limitsFromEnv({})).toEqual({});
    expect(() => limitsFromEnv({ SITE_MAX_CONNECTIONS: 'lots' })).toThrow(/SITE_MAX_CONNECTIONS must be a whole number of at least 1, not "lots"/);
    expect(() => limitsFromEnv({ SITE_IDLE_TIMEOUT_MS: '-1' })).toThrow();
  });
});
