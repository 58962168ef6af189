/**
 * `npm run release` and `rollback` with `--site <url>`: the same release, made by the site's release API
 * (platform/server/routes/releaseApi.ts) from any machine, with the token of SITE_TOKEN (never an argument: a
 * command line is seen by every user of the machine and kept in shell histories). The token goes only over https,
 * or to loopback; it is never printed.
 */
import { isLoopbackHost } from 'supabase-backend/server/exposure';
import type { ReleaseTarget } from '../registry/apps';
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
}

/** Reads the API's NDJSON answer: prints its log lines as they come; the last line decides. */
async function followAnswer(response: Response, log: (line: string) => void): Promise<SiteOutcome> {
  if (!response.ok || !response.body) {
    const text = await response.text();
    let error = text;
    try {
      error = (JSON.parse(text) as { error?: string }).error ?? text;
    } catch {
      // Not the API's JSON (a proxy's page): said as it is.
    }
    return { summary: `Nothing changed: the site answered ${response.status}: ${error.trim()}`, exitCode: 1 };
  }
  let buffered = '';
  let last: SiteOutcome = { summary: 'Nothing changed? The site ended its answer before saying how the release went: see npm run releases on the site.', exitCode: 1 };
  const decoder = new TextDecoder();
  const take = (line: string) => {
    if (!line.trim()) return;
    const message = JSON.parse(line) as { log?: string; outcome?: { target: string; from: string | null; to: string; rendered: number }; refused?: string };
    if (message.log !== undefined) log(message.log);
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

export async function releaseThroughSite(site: string, token: string, target: ReleaseTarget, buildDir: string, log: (line: string) => void): Promise<SiteOutcome> {
  const body = await packBuild(buildDir);
  log(`Sending the build of ${target} (${buildDir}) to ${site}…`);
  const response = await fetch(`${site}/_site/releases/${target}`, {
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
