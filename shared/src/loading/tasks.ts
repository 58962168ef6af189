/**
 * How a page's start is split into tasks: the few primitives the start-up uses, so its order is declared as
 * steps (the page loader, and shell/src/index.ts, which lists the start in order) and no timer is set elsewhere on it.
 * Every task past 50 ms is blocking time; between two tasks the browser can paint and handle input.
 *
 * A module without imports: the shell's entry bundles it by path, before the federated `shared` package can be
 * used (platform/build/plugins/bundleBeforeShareScope.ts), and the page loader, compiled on its own, takes it too.
 */

/**
 * Ends the current task and resumes in a new one. `scheduler.yield` resumes ahead of other queued tasks where
 * the browser has it; elsewhere a message to a channel of its own does, as soon as the browser is free. Not a
 * timer: the start's steps are timers set inside timers, and from the fifth nesting level on browsers wait at least
 * 4 ms before each (a start of a dozen steps waited some 30 ms for nothing).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/** Resolves after `ms` milliseconds (a retry's backoff). */
export function afterDelay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `start` as soon as the script being evaluated has finished (a microtask). A request or a timer started
 * from a script's own body records the body's stack, and with Lighthouse's stack tracing on, V8 then re-parses
 * the whole body for its source positions (the shell's entry: 25 ms of a 50 ms task at 4× slowdown).
 */
export function afterThisScript(start: () => void): void {
  queueMicrotask(start);
}

/**
 * Hands `items` to `each` one per task, from the next task on: each may start a request, a few milliseconds of
 * main thread on a slow phone, and a dozen in one task made a long task. Returns what drops the ones not yet handed.
 */
export function onePerTask<T>(items: readonly T[], each: (item: T) => void): () => void {
  const queue = [...items];
  const next = () => {
    if (queue.length) each(queue.shift()!);
    if (queue.length) setTimeout(next);
  };
  if (queue.length) setTimeout(next);
  return () => void queue.splice(0);
}

/**
 * Calls `callback`, in a task of its own, once the page has loaded and its first contentful paint has happened;
 * where the browser cannot report paints, a frame after the load stands in for it.
 */
export function afterFirstPaint(callback: () => void): void {
  const whenPainted = () => {
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          setTimeout(callback);
        }
      }).observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(callback));
    }
  };
  if (document.readyState === 'complete') whenPainted();
  else addEventListener('load', whenPainted, { once: true });
}
