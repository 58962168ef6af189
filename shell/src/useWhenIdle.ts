import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser is first idle after mounting (or `timeoutMs` has passed): for work that must
 * not compete with the first paint for the network or the main thread. Callbacks run in the order
 * their components mounted.
 */
export function useWhenIdle(timeoutMs = 4000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => startTransition(() => setIdle(true)), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => startTransition(() => setIdle(true)), Math.min(timeoutMs, 2000));
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
