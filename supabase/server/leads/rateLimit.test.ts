import { describe, expect, it } from 'vitest';
import { clientKey } from 'infra/clientAddress';
import { createRateLimiter } from './rateLimit';

describe('createRateLimiter', () => {
  it('allows a burst, then one per refill interval, per client', () => {
    let now = 0;
    const limiter = createRateLimiter({ burst: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) expect(limiter.take('10.0.0.1')).toEqual({ allowed: true });
    expect(limiter.take('10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    // Another client is not held up by the first.
    expect(limiter.take('10.0.0.2')).toEqual({ allowed: true });
    now += 20_000;
    expect(limiter.take('10.0.0.1')).toEqual({ allowed: true });
    expect(limiter.take('10.0.0.1').allowed).toBe(false);
  });

  it('remembers a bounded number of clients without letting new ones in as blocked', () => {
    const now = 0;
    const limiter = createRateLimiter({ burst: 1, windowMs: 60_000, maxClients: 100, now: () => now });
    const address = (i: number) => `10.0.${i >> 8}.${i & 255}`;
    for (let i = 0; i < 1000; i++) expect(limiter.take(address(i)).allowed).toBe(true);
    expect(limiter.take('192.168.0.1').allowed).toBe(true);
    // The newest clients are still remembered with their spent buckets; the oldest were forgotten, so the
    // table held at most maxClients (a client it forgot starts again with a full bucket).
    expect(limiter.take(address(999)).allowed).toBe(false);
    expect(limiter.take(address(950)).allowed).toBe(false);
    expect(limiter.take(address(0)).allowed).toBe(true);
    expect(limiter.take(address(800)).allowed).toBe(true);
  });
});

describe('clientKey', () => {
  it('groups IPv6 by /64 and unwraps IPv4-mapped addresses', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey(undefined)).toBe('unknown');
  });
});
