/**
 * The production server of `npm start`: the composed build on one origin, as a CDN would serve it.
 * - `/` → shell/dist with history fallback to its index.html; `/remotes/<app>/` → that remote's dist.
 * - Precompressed brotli/gzip files, immutable caching for content-hashed files, `no-cache` for HTML,
 *   manifests, remote entries and the settings document.
 * - `/settings.json`: the deploy-time settings document (a file, so a deploy changes it without a build).
 * - `POST /api/leads`: the local lead sink.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { distOf, remotes, root, type AppName } from './apps';
import { handleLead } from './leadSink';

export interface ServerOptions {
  port: number;
  settingsFile: string;
  leadsFile: string;
}

const hashed = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

function staticFiles(app: AppName, single: boolean) {
  return sirv(distOf(app), {
    // Look files up per request rather than indexing them at start: an app rebuilt (or re-released)
    // while the server runs is served as it is now, never from a stale list of deleted files.
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    single,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', hashed.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Remotes may be composed into a shell on another origin.
      if (app !== 'shell') res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}

export function createSiteServer({ settingsFile, leadsFile }: Omit<ServerOptions, 'port'>) {
  const shellPages = staticFiles('shell', true);
  const shellAssets = staticFiles('shell', false);
  const remoteFiles = new Map(remotes.map((app) => [app, staticFiles(app, false)]));

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' }).end('Not found');
    };

    if (url.pathname === '/api/leads') {
      if (req.method !== 'POST') {
        res.writeHead(405, { Allow: 'POST' }).end();
        return;
      }
      handleLead(req, res, leadsFile).catch((error) => {
        console.error('[leads] could not store a lead', error);
        if (!res.headersSent) res.writeHead(500).end('The lead could not be stored.');
      });
      return;
    }

    if (url.pathname === '/settings.json') {
      fs.readFile(settingsFile, (error, data) => {
        if (error) return notFound();
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }).end(data);
      });
      return;
    }

    const remote = /^\/remotes\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (remote) {
      const handler = remoteFiles.get(remote[1] as (typeof remotes)[number]);
      if (!handler) return notFound();
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET' }).end();
        return;
      }
      req.url = remote[2] + url.search;
      return handler(req, res, notFound);
    }

    // A missing asset (a path with an extension) is a 404, not the app's HTML.
    if (path.extname(url.pathname)) return shellAssets(req, res, notFound);
    return shellPages(req, res, notFound);
  });
}

export function defaultServerOptions(): ServerOptions {
  return {
    port: Number(process.env.PORT ?? 8080),
    settingsFile: process.env.SITE_SETTINGS ?? path.join(root, 'scripts', 'settings.local.json'),
    leadsFile: process.env.LEADS_FILE ?? path.join(root, '.data', 'leads.jsonl'),
  };
}

export function listen(options: ServerOptions): Promise<http.Server> {
  const server = createSiteServer(options);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => resolve(server));
  });
}
