/**
 * The HTTP client of the processes that talk to the site: the prerender job, its render workers and the
 * release and rollback commands. Every `fetch` of such a process goes through it — the job's own, and those
 * of the code it runs (the shell's renderer, supabase-js, the federation runtime) — once `useSiteClient()`
 * has made it Node's global dispatcher.
 *
 * A kept-alive connection can be closed by the site while a request is written to it: the site closes idle
 * connections after its keep-alive timeout (5 s), and a render worker whose event loop was busy longer than
 * that has not yet read the close when it sends ("fetch failed: other side closed"). So:
 * - undici 7's agent (pinned exactly; the own fetch of Node 20 and 22 is undici 6, which writes first) reads what
 *   arrived on an idle connection before reusing it, so a close that came in while the loop was busy is seen first,
 *   on every Node version;
 * - undici's RetryAgent sends an idempotent request once more, on a new connection, when its connection was
 *   closed or reset before the answer (a close that crossed the request); a POST or PATCH is never sent twice,
 *   an answer with any status is passed on as it is, and a second failure is the caller's. (An answer cut off
 *   midway is asked for again from where it stopped, which RetryAgent checks against the first part; a site that
 *   ignores the Range fails the request rather than glue two answers.)
 * undici 7 drives Node's own fetch through the dispatcher it sets (it accepts fetch's older handler calls):
 * siteClient.test.ts holds both to that.
 */
import { Agent, RetryAgent, setGlobalDispatcher, type Dispatcher } from 'undici';

/** RFC 9110 §9.2.2: a second copy of one of these has the effect of the first alone. */
export const idempotentMethods = ['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE'];

/** undici's codes for a connection closed ("other side closed": UND_ERR_SOCKET), reset, or written to after its close. */
export const closedConnectionCodes = ['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE'];

export function siteDispatcher(): Dispatcher {
  return new RetryAgent(new Agent(), {
    maxRetries: 1,
    // At once, on a new connection: nothing to wait for, the site did not refuse the request.
    minTimeout: 0,
    maxTimeout: 0,
    methods: idempotentMethods,
    errorCodes: closedConnectionCodes,
    // Answers are the caller's to judge (a 503 while the site starts is read as such).
    statusCodes: [],
  });
}

/** Makes the site client the process's global dispatcher: every `fetch` of the process goes through it. */
export function useSiteClient(): void {
  setGlobalDispatcher(siteDispatcher());
}
