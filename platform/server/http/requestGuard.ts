/**
 * The last resort behind every request: an exception thrown while answering one request — synchronously in
 * the listener, or later in a callback or stream event that request started (a file stream's error with no
 * listener, say) — answers that request 500 and is logged; the process and every other request go on.
 * Each request runs in an AsyncLocalStorage context, so an uncaught exception can be traced back to it.
 * An exception no request owns is a bug of the process itself: it is logged and the process exits, for
 * the supervisor (platform/server/supervisor.ts) to start it again. An unhandled rejection is logged only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type http from 'node:http';
import { cacheControl } from './servingPolicy';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

interface RequestContext {
  req: http.IncomingMessage;
  res: http.ServerResponse;
}

const current = new AsyncLocalStorage<RequestContext>();

/** Answers the request 500 if nothing was sent yet, else cuts its connection (a half-sent body is no answer). */
export function failRequest({ req, res }: RequestContext, error: unknown): void {
  console.error(`[server] ${req.method} ${req.url?.slice(0, 200)} failed:`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  try {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl.never, Connection: 'close' }).end('Internal server error');
  } catch {
    res.destroy();
  }
}

function onUncaughtException(error: Error, origin: string) {
  const context = current.getStore();
  if (context) return failRequest(context, error);
  console.error(`[server] ${origin} outside any request; exiting so the supervisor restarts the server:`, error);
  process.exit(70); // EX_SOFTWARE
}

// A rejected promise nobody awaited left no half-run synchronous code behind: log it and go on (Node's
// default would turn it into an uncaught exception and end the process).
function onUnhandledRejection(reason: unknown) {
  const context = current.getStore();
  if (context) return failRequest(context, reason);
  console.error('[server] unhandled rejection:', reason);
}

/** Installs the process's handlers once, however many servers the process guards (the process itself says whether it has them). */
function installProcessGuard() {
  if (process.listeners('uncaughtException').includes(onUncaughtException)) return;
  process.on('uncaughtException', onUncaughtException);
  process.on('unhandledRejection', onUnhandledRejection);
}

/** Wraps the server's request listener in the guard. */
export function guardRequests(listener: Listener): Listener {
  installProcessGuard();
  return (req, res) => {
    const context = { req, res };
    current.run(context, () => {
      try {
        listener(req, res);
      } catch (error) {
        failRequest(context, error);
      }
    });
  };
}
