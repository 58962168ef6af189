/**
 * The embedded backend on the site's origin (`/rest/v1`, `/functions/v1`, `/storage/v1`, `/api/leads`,
 * `/api/field`; supabase/README.md). Leads are taken whatever the backend's state: journaled, and stored once a
 * database is open. Anything else answers 503 while the backend is not open (siteBackend.ts logs each failed
 * start and tries again; /health says why meanwhile).
 */
import { corsHeaders, isBackendPath } from 'supabase-backend/server';
import { plainText } from '../http/servingPolicy';
import type { SiteBackend } from '../siteBackend';
import type { Route } from './route';

export function backendRoute(backend: SiteBackend): Route {
  return ({ req, res, url }) => {
    if (url.pathname === '/api/leads' && req.method === 'POST' && backend.state().state !== 'ready') {
      for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
      void backend.leads.handle(req, res);
      return true;
    }
    if (!isBackendPath(url.pathname)) return false;
    backend.get().then(
      ({ handler }) => handler(req, res),
      () => {
        if (!res.headersSent) res.writeHead(503, { 'Content-Type': plainText, 'Retry-After': '5' }).end('The backend is not available.');
      },
    );
    return true;
  };
}
