/**
 * Errors a page meets, kept for the field reporter (reporter.ts), which loads only once the page is idle: until it
 * takes them, a few are held here (the first `earlyLimit`), so an error thrown during the start or the hydration
 * is reported too. On the start path, so it stays this small. One per tab, in its runtime (runtime.tsx); a
 * render's is never listened to or taken.
 */

/** What went wrong: an uncaught error, an unhandled rejection, a render error an area's boundary caught, a remote that did not load. */
export type ErrorKind = 'uncaught' | 'rejection' | 'render' | 'remote-load';

export interface CapturedError {
  kind: ErrorKind;
  /** The error's stack (or the script's URL an uncaught error names): the reporter finds its area's scripts in it. */
  source: string;
  /** The area it is known to belong to (a remote that did not load); otherwise found from `source`. */
  area?: string;
  /** The error's name and message, when it has them (errorDetail.ts cleans them before they leave the page). */
  type?: string;
  message?: string;
}

export interface ErrorCapture {
  add(kind: ErrorKind, error: unknown, area?: string): void;
  /** From now on each error goes to `listener`, the ones held so far first. */
  take(listener: (error: CapturedError) => void): void;
}

const earlyLimit = 20;

const sourceOf = (error: unknown): string => {
  const stack = (error as { stack?: unknown } | null)?.stack;
  return typeof stack === 'string' ? stack : String(error);
};

export function createErrorCapture(): ErrorCapture {
  const early: CapturedError[] = [];
  let listener: ((error: CapturedError) => void) | undefined;
  return {
    add(kind, error, area) {
      const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
      const captured: CapturedError = { kind, source: sourceOf(error), area };
      if (typeof name === 'string') captured.type = name;
      if (typeof message === 'string') captured.message = message;
      if (listener) listener(captured);
      else if (early.length < earlyLimit) early.push(captured);
    },
    take(next) {
      listener = next;
      early.splice(0).forEach(next);
    },
  };
}

/** Uncaught errors and unhandled rejections of the tab, from now on. */
export function captureUncaught(capture: ErrorCapture) {
  addEventListener('error', (event) => capture.add('uncaught', event.error ?? `${event.message}\n    at ${event.filename}`));
  addEventListener('unhandledrejection', (event) => capture.add('rejection', event.reason));
}

/** An error an area's boundary caught: the area's remote did not load (remotes/federation.ts), or a render failed. */
export const addBoundaryError = (capture: ErrorCapture, error: unknown, area: string) =>
  capture.add((error as Error | null)?.name === 'RemoteUnavailableError' ? 'remote-load' : 'render', error, area);
