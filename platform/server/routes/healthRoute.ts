/**
 * `/health` (siteHealth.ts): the backend's state and every damaged file, each file a request may read checked
 * first, so a damage (or its repair) shows without waiting for that request.
 */
import { corsHeaders } from 'supabase-backend/server';
import { cacheControl, plainText, siteMethods } from '../http/servingPolicy';
import { startingRetryAfterSeconds } from '../http/startingAnswer';
import type { DamageReport } from '../lastGoodFiles';
import type { SiteBackend } from '../siteBackend';
import { siteHealth } from '../siteHealth';
import type { Route } from './route';

export interface HealthRouteOptions {
  backend: SiteBackend;
  /** A lazy backend is not opened by a health check. */
  lazyBackend?: boolean;
  damage: DamageReport;
  /** Reads every file a request may read (the page index, the live manifests). */
  checkFiles(): void;
}

export function healthRoute({ backend, lazyBackend, damage, checkFiles }: HealthRouteOptions): Route {
  return ({ req, res, url }) => {
    if (url.pathname !== '/health') return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: siteMethods, ...corsHeaders }).end();
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: siteMethods, 'Content-Type': plainText, 'Cache-Control': cacheControl.never }).end('Method not allowed');
      return true;
    }
    if (!lazyBackend) backend.start();
    checkFiles();
    const { code, health } = siteHealth(backend, damage.list());
    // An unhealthy answer says when to ask again, as every 503 does.
    const retry = code === 503 ? { 'Retry-After': String(startingRetryAfterSeconds) } : {};
    res.writeHead(code, { 'Content-Type': 'application/json', 'Cache-Control': cacheControl.never, ...retry, ...corsHeaders }).end(JSON.stringify(health));
    return true;
  };
}
