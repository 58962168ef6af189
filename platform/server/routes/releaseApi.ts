/**
 * The release API (`/_site/releases`): what a team's pipeline does from any machine with a release token
 * (platform/releases/tokens.ts), through `npm run release -- <area> --from <build> --site <url>`:
 *
 *   GET  /_site/releases                        the live version of each app and the last log entries (read)
 *   POST /_site/releases/<app>                  a build, as a gzipped tar (buildArchive.ts): released (release)
 *   POST /_site/releases/<app>/rollback[?version=<v>]   back to the version the live one replaced, or to <v> (rollback)
 *
 * The token (`Authorization: Bearer`) is checked before any byte of a build is read; the build is bounded and its
 * archive checked whole before it is unpacked; then it goes through the very release a local command runs
 * (release.ts: contracts, ownership, every changed page rendered through this server's job listener), and what
 * is refused changes nothing. A release answers 200 at once and streams its progress as NDJSON lines (`{"log"}`,
 * then `{"outcome"}` or `{"refused"}`): a release takes longer than a proxy waits for a silent answer. The log
 * entry names the token (`token:<name>`). No answer ever carries the token.
 */
import fs from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { envNumber } from 'infra/envNumber';
import { isReleaseTarget, type ReleaseTarget } from '../../registry/apps';
import { ArchiveRefused, defaultArchiveLimits, receiveArchive, unpackBuild, type ArchiveLimits } from '../../releases/buildArchive';
import { release, rollback, ReleaseRefused, type ReleaseContext } from '../../releases/release';
import { liveVersion, readLiveDocument } from '../../releases/settingsDocument';
import { readLogLines, type ReleaseStore } from '../../releases/store';
import { releaseTargets } from '../../registry/apps';
import { authorize, bearerToken, TokenRefused, type TokenAction } from '../../releases/tokens';
import { cacheControl } from '../http/servingPolicy';
import type { Route } from './route';

export const releaseApiPath = '/_site/releases';

export interface ReleaseApiOptions {
  store: ReleaseStore;
  pagesDir: string;
  /** The server's own listener for the prerender job (loopback), once it listens. */
  jobOrigin: () => string | undefined;
  limits?: Partial<ArchiveLimits>;
  /** Runs the release's job (release.ts's default unless a test gives a fake). */
  runJob?: ReleaseContext['runJob'];
}

/** The upload bound from the environment (SITE_RELEASE_MAX_BYTES), else the default. */
export const archiveLimitsFromEnv = (): ArchiveLimits => ({ ...defaultArchiveLimits, maxArchiveBytes: envNumber('SITE_RELEASE_MAX_BYTES') ?? defaultArchiveLimits.maxArchiveBytes });

const json = (res: http.ServerResponse, status: number, body: unknown, extra: http.OutgoingHttpHeaders = {}) =>
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': cacheControl.never, ...extra }).end(`${JSON.stringify(body)}\n`);

/** Refuses without reading a body that may be large: the connection is closed after the answer. */
const refuse = (req: http.IncomingMessage, res: http.ServerResponse, status: number, error: string, extra: http.OutgoingHttpHeaders = {}) => {
  const unread = req.method === 'POST' && !req.readableEnded;
  json(res, status, { error }, unread ? { Connection: 'close', ...extra } : extra);
  if (unread) req.resume();
};

interface Request {
  action: TokenAction;
  target?: ReleaseTarget;
  version?: string;
}

/** What a request asks for, or an answer to give (404, 405). */
function parse(method: string | undefined, url: URL): Request | { status: number; error: string; allow?: string } {
  const rest = url.pathname.slice(releaseApiPath.length).split('/').filter(Boolean);
  if (rest.length === 0) return method === 'GET' ? { action: 'read' } : { status: 405, error: 'GET reads the releases; POST /_site/releases/<app> releases a build.', allow: 'GET' };
  const [target, verb, ...more] = rest;
  if (!isReleaseTarget(target) || more.length || (verb !== undefined && verb !== 'rollback')) return { status: 404, error: `No such release resource: ${url.pathname} (apps: ${releaseTargets.join(', ')}).` };
  if (method !== 'POST') return { status: 405, error: `${url.pathname} takes POST.`, allow: 'POST' };
  if (verb === 'rollback') return { action: 'rollback', target, version: url.searchParams.get('version') ?? undefined };
  return { action: 'release', target };
}

export function releaseApiRoute({ store, pagesDir, jobOrigin, limits, runJob }: ReleaseApiOptions): Route {
  return ({ req, res, url }) => {
    if (url.pathname !== releaseApiPath && !url.pathname.startsWith(`${releaseApiPath}/`)) return false;
    void (async () => {
      const asked = parse(req.method, url);
      if ('status' in asked) return refuse(req, res, asked.status, asked.error, asked.allow ? { Allow: asked.allow } : {});
      let by: string;
      try {
        by = `token:${(await authorize(store, bearerToken(req.headers.authorization), asked.action, asked.target)).name}`;
      } catch (error) {
        if (!(error instanceof TokenRefused)) return refuse(req, res, 503, `The release tokens cannot be read: ${(error as Error).message}`);
        return refuse(req, res, error.status, error.message, error.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="releases"' } : {});
      }
      if (asked.action === 'read') {
        const live = await readLiveDocument(store);
        const versions = Object.fromEntries(releaseTargets.map((target) => [target, liveVersion(live, target)]));
        return json(res, 200, { live: versions, revision: live.revision ?? 0, log: (await readLogLines(store)).slice(-20) });
      }
      const origin = jobOrigin();
      if (!origin) return refuse(req, res, 503, 'The site is not listening yet: try again in a few seconds.', { 'Retry-After': '5' });
      const work = await fs.mkdtemp(path.join(os.tmpdir(), 'stayvia-release-upload-'));
      try {
        let buildDir: string | undefined;
        if (asked.action === 'release') {
          const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
          if (type !== 'application/gzip' && type !== 'application/x-gzip') return refuse(req, res, 415, 'A build is sent as a gzipped tar archive (Content-Type: application/gzip).');
          const bounds = { ...archiveLimitsFromEnv(), ...limits };
          const declared = Number(req.headers['content-length']);
          if (declared > bounds.maxArchiveBytes) return refuse(req, res, 413, `The build is larger than ${bounds.maxArchiveBytes} bytes compressed (SITE_RELEASE_MAX_BYTES): refused, nothing unpacked.`);
          const archive = path.join(work, 'build.tgz');
          try {
            await receiveArchive(req, archive, bounds.maxArchiveBytes);
            buildDir = path.join(work, 'build');
            await unpackBuild(archive, buildDir, bounds);
          } catch (error) {
            if (error instanceof ArchiveRefused) return refuse(req, res, error.status, error.message);
            throw error;
          }
        }
        res.writeHead(200, { 'Content-Type': 'application/x-ndjson', 'Cache-Control': cacheControl.never, 'X-Accel-Buffering': 'no' });
        const line = (value: unknown) => res.write(`${JSON.stringify(value)}\n`);
        const context: ReleaseContext = { store, origin, pagesDir, by, log: (text) => line({ log: text }), ...(runJob ? { runJob } : {}) };
        try {
          const outcome = asked.action === 'release' ? await release(context, asked.target!, buildDir!) : await rollback(context, asked.target!, asked.version);
          console.log(`[release] ${outcome.target} ${outcome.from ?? '(none)'} → ${outcome.to} by ${by} through the release API`);
          line({ outcome: { target: outcome.target, from: outcome.from, to: outcome.to, rendered: outcome.rendered.length, removed: outcome.removed.length } });
        } catch (error) {
          const message = error instanceof ReleaseRefused ? error.message : `Release failed, nothing changed: ${(error as Error).message}`;
          line({ refused: message });
        }
        res.end();
      } finally {
        await fs.rm(work, { recursive: true, force: true });
      }
    })().catch((error: unknown) => {
      console.error('[release] the release API failed:', error);
      if (!res.headersSent) json(res, 500, { error: 'The release API failed; nothing was changed by this request unless its log says so.' });
      else res.end();
    });
    return true;
  };
}
