/**
 * When deferred work may run: the site's one set of loading policies (see README.md beside this file).
 *
 * - `now`: at once.
 * - `nearViewport`: once the element comes within a screen's height of the viewport.
 * - `interaction`: on the visitor's first pointer over, press, key, touch or focus on the element (or anywhere,
 *   without one). A pointer coming over a control is intent enough, and a menu that opens on hover needs it.
 * - `idle`: the first idle moment after the page has loaded (at the latest `idleTimeoutMs` later).
 * - `intent`: the visitor reaches for the element: the pointer comes over it, a touch starts on it or focus enters
 *   it — or already rests there when asked (a block hydrated under the pointer). For prefetching what the element
 *   will open (`useIntent`), not for hydrating it.
 *
 * Browser only; in Node (the prerender job) every policy is reached at once, since nothing is deferred there.
 */
export type LoadPolicy = 'now' | 'nearViewport' | 'interaction' | 'idle' | 'intent';

/** Input that comes before anything a visitor can submit, open or be notified about (a click alone: assistive technology). */
const interactionEvents = ['pointerover', 'pointerdown', 'keydown', 'touchstart', 'focusin', 'click'] as const;

/** Input that shows the visitor reaching for an element, before any press. */
const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;

/** Rendering ahead of the visitor's scroll: a screen's height (and more on tall screens) before it shows. */
const nearViewportMargin = '600px 0px';

/** An idle callback waits at most this long, so deferred work still runs on a page that never idles. */
export const idleTimeoutMs = 4000;

const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined' && typeof document.addEventListener === 'function';

export { nextTask } from './tasks';

/** Runs `callback` once the browser is idle; returns a cancel function. */
export function whenIdle(callback: () => void, timeoutMs = idleTimeoutMs): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, Math.min(timeoutMs, 2000));
  return () => window.clearTimeout(timer);
}

function whenNearViewport(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    callback();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        callback();
      }
    },
    { rootMargin: nearViewportMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Listens on the document, before React's root: React stops the propagation of input aimed at a block it has
 * not hydrated yet, so a listener inside the page would never hear it.
 */
function whenInput(types: readonly string[], within: Element | undefined, callback: () => void): () => void {
  const done = (event: Event) => {
    if (within && !(event.target instanceof Node && within.contains(event.target))) return;
    stop();
    callback();
  };
  const stop = () => {
    for (const type of types) document.removeEventListener(type, done, { capture: true });
  };
  for (const type of types) document.addEventListener(type, done, { capture: true, passive: true });
  return stop;
}

/** Intent: the pointer or focus already on the element counts at once; else the first input that reaches for it. */
function whenIntent(element: Element, callback: () => void): () => void {
  if (element.matches(':hover') || element.contains(document.activeElement)) {
    callback();
    return () => undefined;
  }
  return whenInput(intentEvents, element, callback);
}

/**
 * Calls `callback` once `policy` is reached for `element` (`nearViewport` needs one; `interaction` without
 * one listens on the whole page). Returns a cancel function.
 */
export function onReached(policy: LoadPolicy, callback: () => void, element?: Element | null): () => void {
  if (policy === 'now' || !inBrowser()) {
    callback();
    return () => undefined;
  }
  if (policy === 'idle') return whenIdle(callback);
  if (policy === 'interaction') return whenInput(interactionEvents, element ?? undefined, callback);
  if (!element) throw new Error(`The ${policy} policy needs the element to watch.`);
  if (policy === 'intent') return whenIntent(element, callback);
  return whenNearViewport(element, callback);
}

/** `onReached` as a promise (for React's `use()`; see settled.ts). */
export function reached(policy: LoadPolicy, element?: Element | null): Promise<void> {
  return new Promise((resolve) => void onReached(policy, resolve, element));
}
