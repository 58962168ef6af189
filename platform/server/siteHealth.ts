/**
 * `GET /health` of the site server: whether its backend can serve (the supervisor restarts a server that
 * stays unhealthy, see supervisor.ts) and which files it reads are damaged (lastGoodFiles.ts).
 * - 503 `unhealthy` while the backend is starting, failing to start (with the reason and the next attempt) or
 *   its database cannot be reopened: reads answer 503 meanwhile (leads are journaled, not refused).
 * - 200 `degraded` when files are damaged or journaled leads wait for the database: the site serves around
 *   them (the last good state), and a restart would not mend a file, so it is not the supervisor's business.
 * - 200 `ok` otherwise (also before a lazy backend was first needed).
 */
import type { Damage } from './lastGoodFiles';
import type { BackendState, SiteBackend } from './siteBackend';

export interface Health {
  status: 'ok' | 'degraded' | 'unhealthy';
  backend: BackendState & { databaseUnavailable?: string; leadsWaiting: number };
  damaged: Damage[];
}

export function siteHealth(backend: SiteBackend, damaged: Damage[]): { code: number; health: Health } {
  const state = backend.state();
  const databaseUnavailable = backend.databaseUnavailable();
  const unhealthy = state.state === 'starting' || state.state === 'failed' || state.state === 'closed' || databaseUnavailable !== undefined;
  const leadsWaiting = backend.leads.waiting();
  const status = unhealthy ? 'unhealthy' : damaged.length || leadsWaiting ? 'degraded' : 'ok';
  return {
    code: unhealthy ? 503 : 200,
    health: { status, backend: { ...state, ...(databaseUnavailable === undefined ? {} : { databaseUnavailable }), leadsWaiting }, damaged },
  };
}
