/**
 * `/_site/field`: the field figures for people who would rather look than read (page/fieldPage.ts draws them
 * with uPlot), and `/_site/field/data`, the report as JSON (fieldReport.ts; `npm run field` reads it), and
 * `/_site/field/errors`, the top error groups per release (errorReport.ts; `npm run field -- --errors`). Answered
 * only to a loopback client or with the service key (fieldAccess.ts); anyone else gets 403. Never cached, never
 * indexed.
 */
import fs from 'node:fs';
import type http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Database } from 'supabase-backend/server';
import { readLog, type ReleaseStore } from '../releases/store';
import type { SettingsDocument } from '../settings/reader';
import type { TrustedProxies } from 'infra/clientAddress';
import { fieldRefusal } from './fieldAccess';
import { buildFieldReport, windowMs } from './fieldReport';
import { buildErrorReport, type CanaryRelease } from './errorReport';

export const fieldPagePath = '/_site/field';

export interface FieldPagesOptions {
  db: () => Promise<Database>;
  serviceKey: string;
  trustedProxies: TrustedProxies;
  store: ReleaseStore;
  settings: () => SettingsDocument | undefined;
  /** Each area's last canary (running or ended), as the canaries' state holds them: what is new in it is marked. */
  canaries: () => Promise<Array<Pick<CanaryRelease, 'area' | 'version'>>>;
}

const require = createRequire(import.meta.url);

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Field signals · Stayvia</title>
<link rel="stylesheet" href="${fieldPagePath}/uPlot.css">
<style>
  body { font: 16px/1.5 system-ui, sans-serif; color: #0f172a; background: #fff; margin: 0; }
  main { max-width: 960px; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.375rem; margin: 2rem 0 .5rem; border-top: 1px solid #cbd5e1; padding-top: 1rem; }
  h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
  label { font-weight: 600; margin-right: .5rem; }
  select { font: inherit; padding: .25rem .5rem; }
  select:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .table-wrap { overflow-x: auto; }
  table { border-collapse: collapse; font-size: .875rem; margin: .5rem 0; }
  caption { text-align: left; font-weight: 600; padding-bottom: .25rem; }
  th, td { border: 1px solid #cbd5e1; padding: .25rem .5rem; text-align: left; }
  @media (min-width: 640px) { th, td { white-space: nowrap; } }
  /* An error's cells wrap at every width (a message may be 160 characters long), anywhere on a phone (a release id, a
     frame's path), so the table fits the screen: a region that scrolls sideways hides what a team reads first. */
  table.errors th, table.errors td { white-space: normal; overflow-wrap: anywhere; }
  figure { margin: 1rem 0; }
  figcaption { font-weight: 600; font-size: .875rem; }
  .charts { display: grid; gap: .5rem; }
  .chart { min-width: 0; }
  @media (min-width: 1100px) { main { max-width: 1320px; } .charts { grid-template-columns: 1fr 1fr; } }
  @media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
</style>
</head>
<body>
<main>
<h1>Field signals</h1>
<p>Page views, errors and Web Vitals from visitors' pages, per area and release. Solid lines mark releases, dashed lines rollbacks.</p>
<p><label for="since">Window</label><select id="since"><option value="1h">last hour</option><option value="24h" selected>last 24 hours</option><option value="7d">last 7 days</option><option value="30d">last 30 days</option></select></p>
<p id="status" role="status"></p>
<div id="areas"></div>
</main>
<script src="${fieldPagePath}/page.js" defer></script>
</body>
</html>
`;

/** The page's script, bundled once per process (esbuild, from page/fieldPage.ts and uPlot). */
async function bundle(): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [path.join(import.meta.dirname, 'page', 'fieldPage.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}


export function fieldPages({ db, serviceKey, trustedProxies, store, settings, canaries }: FieldPagesOptions) {
  let script: Promise<string> | undefined;
  const send = (res: http.ServerResponse, status: number, type: string, body: string | Buffer, head: boolean) =>
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).end(head ? undefined : body);

  /** Answers a request under `/_site/field`; false for any other path. */
  return (req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean => {
    if (url.pathname !== fieldPagePath && !url.pathname.startsWith(`${fieldPagePath}/`)) return false;
    void (async () => {
      const head = req.method === 'HEAD';
      if (req.method !== 'GET' && !head) return void res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method not allowed');
      const refused = fieldRefusal(req, { trustedProxies, serviceKey });
      if (refused) {
        const wrongKey = refused === 401 ? 'The key given is not the service key. ' : '';
        return send(res, refused, 'text/plain; charset=utf-8', `${wrongKey}The field figures are answered on loopback, or with the service key, only.`, head);
      }
      switch (url.pathname) {
        case fieldPagePath:
          return send(res, 200, 'text/html; charset=utf-8', html, head);
        case `${fieldPagePath}/page.js`:
          script ??= bundle();
          return send(res, 200, 'text/javascript; charset=utf-8', await script, head);
        case `${fieldPagePath}/uPlot.css`:
          return send(res, 200, 'text/css; charset=utf-8', fs.readFileSync(require.resolve('uplot/dist/uPlot.min.css')), head);
        case `${fieldPagePath}/data`: {
          const since = windowMs(url.searchParams.get('since') ?? '24h');
          const area = url.searchParams.get('area') ?? undefined;
          if (since === undefined) return send(res, 400, 'text/plain; charset=utf-8', 'since must be a window such as 30m, 24h or 7d (30 days at most).', head);
          if (area !== undefined && !/^[a-z][a-z0-9-]{0,31}$/.test(area)) return send(res, 400, 'text/plain; charset=utf-8', 'area must be an area id.', head);
          const document = settings();
          const live: Record<string, string | undefined> = { shell: document?.shell?.version };
          for (const [id, release] of Object.entries(document?.areas ?? {})) live[id] = release?.version;
          const now = new Date();
          const report = await buildFieldReport({ db: await db(), since: new Date(now.getTime() - since), until: now, area, live, log: await readLog(store) });
          return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(report), head);
        }
        case `${fieldPagePath}/errors`: {
          const since = windowMs(url.searchParams.get('since') ?? '24h');
          const area = url.searchParams.get('area') ?? undefined;
          if (since === undefined) return send(res, 400, 'text/plain; charset=utf-8', 'since must be a window such as 30m, 24h or 7d (30 days at most).', head);
          if (area !== undefined && !/^[a-z][a-z0-9-]{0,31}$/.test(area)) return send(res, 400, 'text/plain; charset=utf-8', 'area must be an area id.', head);
          const now = new Date();
          const report = await buildErrorReport({ db: await db(), store, since: new Date(now.getTime() - since), until: now, area, canaries: await canaries() });
          return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(report), head);
        }
        default:
          return send(res, 404, 'text/plain; charset=utf-8', 'Not found', head);
      }
    })().catch((error: unknown) => {
      console.error('[server] /_site/field:', error);
      if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('The field figures are not available now.');
    });
    return true;
  };
}
