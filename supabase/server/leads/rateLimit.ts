/**
 * A token bucket per client address: `burst` requests at once, refilled at `burst` per `windowMs`. Each
 * client has its own bucket, so one client at its limit never holds up another; the table of clients is
 * bounded (full buckets are forgotten first, then the oldest).
 */
import { clientKey } from 'infra/clientAddress';

export interface RateLimitOptions {
  /** Requests a client may make at once (default 10). */
  burst?: number;
  /** The time in which a spent bucket fills again (default one minute). */
  windowMs?: number;
  /** Clients remembered at most (default 10,000). */
  maxClients?: number;
  now?: () => number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

export function createRateLimiter({ burst = 10, windowMs = 60_000, maxClients = 10_000, now = Date.now }: RateLimitOptions = {}) {
  const buckets = new Map<string, Bucket>();
  const perMs = burst / windowMs;
  const level = (bucket: Bucket, time: number) => Math.min(burst, bucket.tokens + (time - bucket.at) * perMs);

  function makeRoom(time: number) {
    for (const [key, bucket] of buckets) if (level(bucket, time) >= burst) buckets.delete(key);
    while (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value!);
  }

  return {
    take(address: string | undefined): RateDecision {
      const key = clientKey(address);
      const time = now();
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxClients) makeRoom(time);
        bucket = { tokens: burst, at: time };
        buckets.set(key, bucket);
      }
      bucket.tokens = level(bucket, time);
      bucket.at = time;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    },
  };
}
