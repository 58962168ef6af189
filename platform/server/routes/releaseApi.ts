/**
 * The release API (`/_site/releases`): what a team's pipeline does from any machine with a release token
 * (platform/releases/tokens.ts), through `npm run release | rollback | canary | field -- <app> … --site <url>`:
 *
 *   GET  /_site/releases                        the live version of each app and the last log entries (read)
 *   POST /_site/releases/<app>                  a build, as a gzipped tar (buildArchive.ts): released (release)
 *   POST /_site/releases/<area>?canary=<percent> | ?steps=<p1,p2,…> [&tolerance=<pp>][&max-duration=<d>]
 *                                               the build started as a canary (canary)
 *   POST /_site/releases/<app>/rollback[?version=<v>]   back to the version the live one replaced, or to <v> (rollback)
 *   GET  /_site/releases/<area>/canary          the area's canary, as `npm run canary` reports it (canary or read)
 *   POST /_site/releases/<area>/canary          {"end": "promote" | "abort"}: the running canary ended by hand (canary)
 *   GET  /_site/releases/<app>/field[?since=24h][&errors]   the app's field figures, or its error groups (read)
 *
 * The token (`Authorization: Bearer`) is checked before any byte of a body is read (releaseApiRequests.ts reads
 * the rest of the request first); the build is bounded and its archive checked whole before it is unpacked; then
 * it goes through the very release or canary a local command runs (contracts, ownership, every changed page
 * rendered through this server's job listener), and what is refused changes nothing. What changes the site
 * answers 200 at once and streams its progress as NDJSON lines (`{"log"}`, then `{"outcome"}`, `{"result"}` or
 * `{"refused"}`): a release takes longer than a proxy waits for a silent answer. The log entry names the token
 * (`token:<name>`). No answer and no log line ever carries the token.
 */
import fs from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { envNumber } from 'infra/envNumber';
import { ArchiveRefused, defaultArchiveLimits, receiveArchive, unpackBuild, type ArchiveLimits } from '../../releases/buildArchive';
import { release, rollback, ReleaseRefused, type ReleaseContext } from '../../releases/release';
import { liveVersion, readLiveDocument } from '../../releases/settingsDocument';
import { readLogLines, type ReleaseStore } from '../../releases/store';
import { releaseTargets } from '../../registry/apps';
import { authorize, bearerToken, TokenRefused } from '../../releases/tokens';
import { startCanary } from '../../canary/lifecycle';
import { endByHand, startedSummary, type HandEnding } from '../../canary/byHand';
import { canaryReport } from '../../canary/report';
import { cacheControl } from '../http/servingPolicy';
import { parseApiRequest, releaseApiPath, type ApiRequest } from './releaseApiRequests';
import type { Route } from './route';
import { releaseCanary } from '../../canary/endItFirst';

export { releaseApiPath } from './releaseApiRequests';

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

/** The largest body that ends a canary (`{"end": "promote"}` is 17 bytes). */
const maxEndingBytes = 1024;

const json = (res: http.ServerResponse, status: number, body: unknown, extra: http.OutgoingHttpHeaders = {}) =>
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': cacheControl.never, ...extra }).end(`${JSON.stringify(body)}\n`);

/** Refuses without reading a body that may be large: the connection is closed after the answer. */
const refuse = (req: http.IncomingMessage, res: http.ServerResponse, status: number, error: string, extra: http.OutgoingHttpHeaders = {}) => {
  const unread = req.method === 'POST' && !req.readableEnded;
  json(res, status, { error }, unread ? { Connection: 'close', ...extra } : extra);
  if (unread) req.resume();
};

class BodyRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The request body's media type, without its parameters, in lower case. */
const mediaTypeOf = (req: http.IncomingMessage) => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** How a canary is ended by hand: `{"end": "promote" | "abort"}`, as JSON of at most maxEndingBytes. */
async function readEnding(req: http.IncomingMessage): Promise<HandEnding> {
  if (mediaTypeOf(req) !== 'application/json') throw new BodyRefused(415, 'A canary is ended with a JSON body (Content-Type: application/json): {"end": "promote"} or {"end": "abort"}. Nothing changed.');
  const tooLarge = () => new BodyRefused(413, `The body is larger than ${maxEndingBytes} bytes: {"end": "promote"} or {"end": "abort"}. Nothing changed.`);
  if (Number(req.headers['content-length']) > maxEndingBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxEndingBytes) throw tooLarge();
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BodyRefused(400, 'The body is not JSON: {"end": "promote"} or {"end": "abort"}. Nothing changed.');
  }
  const end = (body as { end?: unknown } | null)?.end;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Object.keys(body).length !== 1 || (end !== 'promote' && end !== 'abort')) {
    throw new BodyRefused(400, 'The body is {"end": "promote"} or {"end": "abort"}, and nothing else. Nothing changed.');
  }
  return end;
}

/** Receives and unpacks the request's build into `work` (BodyRefused or ArchiveRefused when it is refused). */
async function receiveBuild(req: http.IncomingMessage, work: string, limits: Partial<ArchiveLimits> | undefined): Promise<string> {
  const type = mediaTypeOf(req);
  if (type !== 'application/gzip' && type !== 'application/x-gzip') throw new BodyRefused(415, 'A build is sent as a gzipped tar archive (Content-Type: application/gzip).');
  const bounds = { ...archiveLimitsFromEnv(), ...limits };
  const declared = Number(req.headers['content-length']);
  if (declared > bounds.maxArchiveBytes) throw new BodyRefused(413, `The build is larger than ${bounds.maxArchiveBytes} bytes compressed (SITE_RELEASE_MAX_BYTES): refused, nothing unpacked.`);
  const archive = path.join(work, 'build.tgz');
  await receiveArchive(req, archive, bounds.maxArchiveBytes);
  const buildDir = path.join(work, 'build');
  await unpackBuild(archive, buildDir, bounds);
  return buildDir;
}

/** The field figures (or error groups) of one app, as the site's own `/_site/field` answers them on loopback. */
async function fieldAnswer(res: http.ServerResponse, origin: string, asked: Extract<ApiRequest, { kind: 'field' }>) {
  const query = new URLSearchParams({ since: asked.since, area: asked.target });
  const answer = await fetch(`${origin}/_site/field/${asked.errors ? 'errors' : 'data'}?${query}`);
  const text = await answer.text();
  if (!answer.ok) return json(res, answer.status >= 500 ? 503 : answer.status, { error: `The field figures are not available: ${answer.status} ${text.trim()}` });
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': cacheControl.never }).end(text);
}

/** What the streamed work ends with: a release's outcome, a canary's result, or a refusal. */
type Finished = { outcome: { target: string; from: string | null; to: string; rendered: number; removed: number } } | { result: { summary: string; exitCode: number; canary?: string } };

export function releaseApiRoute({ store, pagesDir, jobOrigin, limits, runJob }: ReleaseApiOptions): Route {
  return ({ req, res, url }) => {
    if (url.pathname !== releaseApiPath && !url.pathname.startsWith(`${releaseApiPath}/`)) return false;
    void (async () => {
      const asked = parseApiRequest(req.method, url);
      if ('status' in asked) return refuse(req, res, asked.status, asked.error, asked.allow ? { Allow: asked.allow } : {});
      let by: string;
      try {
        by = `token:${(await authorize(store, bearerToken(req.headers.authorization), asked.action, 'target' in asked ? asked.target : undefined)).name}`;
      } catch (error) {
        if (!(error instanceof TokenRefused)) return refuse(req, res, 503, `The release tokens cannot be read: ${(error as Error).message}`);
        return refuse(req, res, error.status, error.message, error.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="releases"' } : {});
      }
      if (asked.kind === 'releases') {
        const live = await readLiveDocument(store);
        const versions = Object.fromEntries(releaseTargets.map((target) => [target, liveVersion(live, target)]));
        return json(res, 200, { live: versions, revision: live.revision ?? 0, log: (await readLogLines(store)).slice(-20) });
      }
      if (asked.kind === 'canary') return json(res, 200, await canaryReport(store, asked.target));
      const origin = jobOrigin();
      if (!origin) return refuse(req, res, 503, 'The site is not listening yet: try again in a few seconds.', { 'Retry-After': '5' });
      if (asked.kind === 'field') return fieldAnswer(res, origin, asked);
      const work = await fs.mkdtemp(path.join(os.tmpdir(), 'stayvia-release-upload-'));
      try {
        let buildDir: string | undefined;
        let ending: HandEnding | undefined;
        try {
          if (asked.kind === 'release' || asked.kind === 'canary start') buildDir = await receiveBuild(req, work, limits);
          if (asked.kind === 'canary end') ending = await readEnding(req);
        } catch (error) {
          if (error instanceof ArchiveRefused || error instanceof BodyRefused) return refuse(req, res, error.status, error.message);
          throw error;
        }
        res.writeHead(200, { 'Content-Type': 'application/x-ndjson', 'Cache-Control': cacheControl.never, 'X-Accel-Buffering': 'no' });
        const line = (value: unknown) => res.write(`${JSON.stringify(value)}\n`);
        const context: ReleaseContext = { store, origin, pagesDir, by, log: (text) => line({ log: text }), canary: releaseCanary, ...(runJob ? { runJob } : {}) };
        try {
          const finished = await (async (): Promise<Finished> => {
            if (asked.kind === 'canary start') {
              const started = await startCanary(context, asked.target, buildDir!, { ...asked.options, by });
              return { result: { summary: startedSummary(started), exitCode: 0, canary: started.id } };
            }
            if (asked.kind === 'canary end') return { result: await endByHand(context, asked.target, ending!, by) };
            const outcome = asked.kind === 'release' ? await release(context, asked.target, buildDir!) : await rollback(context, asked.target, asked.version);
            return { outcome: { target: outcome.target, from: outcome.from, to: outcome.to, rendered: outcome.rendered.length, removed: outcome.removed.length } };
          })();
          const said = 'outcome' in finished ? `${finished.outcome.target} ${finished.outcome.from ?? '(none)'} → ${finished.outcome.to}` : finished.result.summary;
          console.log(`[release] ${asked.kind} of ${asked.target} by ${by} through the release API: ${said}`);
          line(finished);
        } catch (error) {
          const message = error instanceof ReleaseRefused ? error.message : `${asked.kind === 'canary end' ? 'The canary was not ended' : 'Release failed'}, nothing changed: ${(error as Error).message}`;
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
