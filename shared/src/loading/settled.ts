/**
 * Promises that React's `use()` can read without suspending once they have settled. React marks a promise it
 * has seen (`status`, `value`, `reason`); a promise marked here before its first render is read synchronously
 * when it has already settled. So a component can call `use()` on every render — as React requires: a
 * component that suspended in `use()` and later rendered without it (`cached ?? use(load())`) makes React
 * warn "called use() to suspend … but did not call use() when it finished" — and still render at once when
 * the value has arrived (a prerendered page hydrates without a fallback).
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks `promise` as it settles (the same promise, for caching), as React would. */
export function trackSettlement<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  if (tracked.status) return promise;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** A promise already settled with `value`: `use()` returns it without suspending. */
export function settled<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value) as Tracked<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}
