/**
 * `npm run release`, `rollback`, `canary` and `field` with `--site <url>`: the same release, canary or report, made
 * by the site's release API (platform/server/routes/releaseApi.ts) from any machine, with the token of SITE_TOKEN
 * (never an argument: a command line is seen by every user of the machine and kept in shell histories). The token
 * goes only in the Authorization header, only over https or to loopback; it is never printed.
 */
import { isLoopbackHost } from 'supabase-backend/server/exposure';
import type { AreaId, ReleaseTarget } from '../registry/apps';
import type { CanaryOptions } from '../canary/lifecycle';
import type { HandEnding } from '../canary/byHand';
import type { CanaryReport } from '../canary/report';
import { packBuild } from '../releases/buildArchive';
import { UsageError } from './command';

/** `--site`'s origin, checked: http(s), no path, and https unless it is on this machine. */
export function siteOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--site takes the site's address (https://www.example.com), not "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`--site takes an http(s) address, not "${value}".`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) throw new UsageError(`--site takes the site's origin alone (https://www.example.com), not "${value}".`);
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) throw new UsageError(`--site ${url.origin}: the release token is sent over https only (or to this machine), never in the clear.`);
  return url.origin;
}

/** SITE_TOKEN, or a UsageError saying where it comes from. */
export function siteToken(env: NodeJS.ProcessEnv = process.env): string {
  const token = env.SITE_TOKEN?.trim();
  if (!token) throw new UsageError('--site needs a release token in SITE_TOKEN (npm run tokens -- create <app> --name <name> makes one on the site); it is never taken as an argument.');
  return token;
}

export interface SiteOutcome {
  summary: string;
  exitCode: number;
  /** The id of the canary a release started. */
  canary?: string;
}

/** What a refusal of the API says: its `error`, or the text as it is (a proxy's page). */
async function refusalText(response: Response): Promise<string> {
  const text = await response.text();
  try {
    return ((JSON.parse(text) as { error?: string }).error ?? text).trim();
  } catch {
    return text.trim();
  }
}

/** Reads the API's NDJSON answer: prints its log lines as they come; the last line decides. */
async function followAnswer(response: Response, log: (line: string) => void): Promise<SiteOutcome> {
  if (!response.ok || !response.body) return { summary: `Nothing changed: the site answered ${response.status}: ${await refusalText(response)}`, exitCode: 1 };
  let buffered = '';
  let last: SiteOutcome = { summary: 'Nothing changed? The site ended its answer before saying how the release went: see npm run releases on the site.', exitCode: 1 };
  const decoder = new TextDecoder();
  const take = (line: string) => {
    if (!line.trim()) return;
    const message = JSON.parse(line) as { log?: string; outcome?: { target: string; from: string | null; to: string; rendered: number }; result?: SiteOutcome; refused?: string };
    if (message.log !== undefined) log(message.log);
    if (message.result) last = { ...message.result, exitCode: message.result.exitCode === 0 ? 0 : 1 };
    if (message.outcome) last = { summary: `${message.outcome.target} is live at ${message.outcome.to} (was ${message.outcome.from ?? 'none'}); ${message.outcome.rendered} pages rendered again.`, exitCode: 0 };
    if (message.refused !== undefined) last = { summary: message.refused, exitCode: 1 };
  };
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffered += decoder.decode(read.value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    lines.forEach(take);
  }
  take(buffered);
  return last;
}

const authorization = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The query that makes a release a canary (releaseApiRequests.ts reads it as the command's options). */
function canaryQuery(canary: Omit<CanaryOptions, 'by'>): string {
  const query = new URLSearchParams(canary.plan ? { steps: canary.plan.join(',') } : { canary: String(canary.percent) });
  if (canary.tolerance !== undefined) query.set('tolerance', String(canary.tolerance));
  query.set('max-duration', `${Math.round(canary.maxDurationMs / 1000)}s`);
  return `?${query}`;
}

/** Releases the build in `buildDir` through the site, for everyone or (`canary`) as a canary of an area. */
export async function releaseThroughSite(site: string, token: string, target: ReleaseTarget, buildDir: string, log: (line: string) => void, canary?: Omit<CanaryOptions, 'by'>): Promise<SiteOutcome> {
  const body = await packBuild(buildDir);
  log(`Sending the build of ${target} (${buildDir}) to ${site}${canary ? ' as a canary' : ''}…`);
  const response = await fetch(`${site}/_site/releases/${target}${canary ? canaryQuery(canary) : ''}`, {
    method: 'POST',
    headers: { ...authorization(token), 'Content-Type': 'application/gzip' },
    body: body as unknown as BodyInit,
    duplex: 'half',
  } as RequestInit);
  return followAnswer(response, log);
}

export async function rollbackThroughSite(site: string, token: string, target: ReleaseTarget, version: string | undefined, log: (line: string) => void): Promise<SiteOutcome> {
  const query = version ? `?version=${encodeURIComponent(version)}` : '';
  const response = await fetch(`${site}/_site/releases/${target}/rollback${query}`, { method: 'POST', headers: authorization(token) });
  return followAnswer(response, log);
}

/** A refusal or failure of the site's API, said with its status. */
export class SiteRefused extends Error {}

/** A JSON resource of the API (a canary's report, the field figures); SiteRefused when the site refuses it. */
export async function readFromSite<T>(site: string, token: string, resource: string): Promise<T> {
  const response = await fetch(`${site}/_site/releases/${resource}`, { headers: authorization(token) });
  if (!response.ok) throw new SiteRefused(`The site answered ${response.status}: ${await refusalText(response)}`);
  return (await response.json()) as T;
}

export async function endCanaryThroughSite(site: string, token: string, area: AreaId, end: HandEnding, log: (line: string) => void): Promise<SiteOutcome> {
  const response = await fetch(`${site}/_site/releases/${area}/canary`, { method: 'POST', headers: { ...authorization(token), 'Content-Type': 'application/json' }, body: JSON.stringify({ end }) });
  return followAnswer(response, log);
}

/** Resolves with the canary `id` of `area` once it has ended, asking the site every `everyMs`. */
export async function canaryEndedOnSite(site: string, token: string, area: AreaId, id: string, everyMs = 5000): Promise<CanaryReport> {
  for (;;) {
    const report = await readFromSite<CanaryReport>(site, token, `${area}/canary`);
    if (report.canary?.id !== id) throw new SiteRefused(`The canary ${id} is no longer the site's last canary of ${area}.`);
    if (report.state === 'promoted' || report.state === 'rolled back') return report;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
