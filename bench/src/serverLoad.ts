/**
 * The site server under load: pages and REST reads as the site sends them, from 50 concurrent
 * clients for 20 s, first alone, then while one abusive anonymous query runs (a catastrophic
 * regex, sent again each time it ends), then among one abusive client (bursts of 150 heavy
 * anonymous reads at once, the next burst as soon as the last is answered), with the visitors' p99 beside the
 * abusive client's. Each visitor is a client of its own, as visitors on their own machines are: the server
 * trusts loopback as a proxy (BACKEND_TRUSTED_PROXIES) and each load client names its own address in
 * `X-Forwarded-For`. The server runs in its own process (platform/server/site.ts), as `npm start` runs it, so a
 * frozen server cannot freeze the load generator; it is killed at the end if it no longer answers. Writes
 * bench/server-load.json.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { cardColumns } from 'mf-news/data/post';
import { root } from 'platform/apps';
import { scriptNodeArgs } from 'platform/prerender/runner';
import { spawnLinked } from 'infra/stopRequests';
import { writeJsonResults } from './resultsFile';
import { runLoad, timedRequest, figuresOf, type LoadFigures, type LoadTarget } from './loadGenerator';

export const serverLoadFile = path.join(root, 'bench', 'server-load.json');

const anonKey = 'local-anon-key';
const api = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
/** The abusive query: one anonymous request that held PGlite (and so the only JavaScript thread) for minutes. */
export const abusiveQuery = '/rest/v1/blog_posts?select=slug&content=match.(.*)(.*)%5C2%5C1z&limit=1';
/** The abusive client's read: every post with its whole body (about 160 KB), matched anywhere in it; 150 at once. */
export const heavyRead = '/rest/v1/blog_posts?select=*&or=(content.ilike.*e*a*,title.ilike.*a*e*)&order=published_at.desc';
export const burstSize = 150;

/** Addresses the load's clients stand for (documentation ranges, RFC 5737), forwarded by the trusted loopback. */
const visitorAddress = (client: number) => `198.51.100.${client + 1}`;
const abusiveAddress = '203.0.113.1';

/** The abusive client's figures, with how many of its requests were answered with each status (429: refused). */
export type AbusiveFigures = LoadFigures & { statuses: Record<string, number> };

export interface ServerLoadResults {
  measuredAt: string;
  node: string;
  concurrency: number;
  seconds: number;
  pages: string[];
  restReads: string[];
  baseline: Record<string, LoadFigures>;
  underAbuse: Record<string, LoadFigures> & { abusive: LoadFigures };
  /** The visitors (pages, rest) among one abusive client sending `burstSize` heavy reads at once, again and again. */
  amongAbusiveClient: { burstSize: number; heavyRead: string; visitors: Record<string, LoadFigures>; abusiveClient: AbusiveFigures };
  /** Whether the server answered a page within 5 s after the abusive phase. */
  answeredAfterwards: boolean;
}

const releasesDir = path.join(root, '.data', 'bench-load-releases');

async function startServer(port: number) {
  await fs.rm(releasesDir, { recursive: true, force: true });
  const child = spawnLinked(process.execPath, [...scriptNodeArgs, path.join(root, 'platform', 'server', 'site.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BACKEND_DATA_DIR: path.join(root, '.data', 'bench-load-backend'),
      BACKEND_FRESH: '1',
      PRERENDER_DIR: path.join(root, '.data', 'bench-load-pages'),
      // A release store of its own, new each run: the apps' builds are released into it as the server starts.
      RELEASES_DIR: releasesDir,
      SITE_URL: `http://localhost:${port}`,
      // The load generator stands in for a proxy in front of many visitors (see the module comment).
      BACKEND_TRUSTED_PROXIES: '127.0.0.1,::1',
    },
    output: 'pipe',
  });
  const ready = new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '[bench:server] '));
      // Printed once every app is live and its pages are rendered (it answers 503 until then).
      if (/Stayvia is served on /.test(output)) resolve();
      if (/\[prerender\] .*fail/i.test(output)) reject(new Error('The prerender job failed (its output is above).'));
      // Printed before its URL when an app could not be released or its pages rendered: not the site to measure.
      if (/\[server\] serving, but /.test(output)) reject(new Error('The site server started without every app live and every page rendered (its output is above).'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The site server exited (${code}) before it was ready.`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // A server frozen by the query cannot close itself.
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  };
  return { ready, stop };
}

/** Keeps one abusive request in flight until stopped; figures of those sent. */
function abuse(origin: string, timeoutMs: number) {
  const agent = new http.Agent({ keepAlive: false });
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  let running = true;
  const started = Date.now();
  const loop = (async () => {
    while (running) {
      const result = await timedRequest(agent, origin, { kind: 'abusive', path: abusiveQuery, headers: api }, timeoutMs);
      if ('ms' in result) latencies.push(result.ms);
      else errors[result.error] = (errors[result.error] ?? 0) + 1;
    }
  })();
  return async () => {
    running = false;
    await loop;
    return figuresOf(latencies, errors, (Date.now() - started) / 1000);
  };
}

/** Sends bursts of `burstSize` heavy reads at once from one client, each burst when the last is answered, until stopped. */
function abusiveClient(origin: string, timeoutMs: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: burstSize });
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const statuses: Record<string, number> = {};
  let running = true;
  const started = Date.now();
  const target = { kind: 'abusive client', path: heavyRead, headers: { ...api, 'X-Forwarded-For': abusiveAddress } };
  const loop = (async () => {
    while (running) {
      await Promise.all(
        Array.from({ length: burstSize }, async () => {
          const result = await timedRequest(agent, origin, target, timeoutMs);
          if ('ms' in result) {
            latencies.push(result.ms);
            statuses[result.status] = (statuses[result.status] ?? 0) + 1;
          } else errors[result.error] = (errors[result.error] ?? 0) + 1;
        }),
      );
    }
  })();
  return async (): Promise<AbusiveFigures> => {
    running = false;
    await loop;
    agent.destroy();
    return { ...figuresOf(latencies, errors, (Date.now() - started) / 1000), statuses };
  };
}

export async function benchServerLoad({ port = 4410, concurrency = 50, seconds = 20 } = {}): Promise<ServerLoadResults> {
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  try {
    await server.ready;
    const slug = ((await (await fetch(`${origin}/rest/v1/blog_posts?select=slug&order=published_at.desc&limit=1`, { headers: api })).json()) as { slug: string }[])[0].slug;
    const pages = ['/', '/pricing', '/hospitality-industry-news', `/hospitality-industry-news/${slug}`, '/support/status'];
    const restReads = [
      `/rest/v1/blog_posts?select=${cardColumns}&featured=eq.false&order=published_at.desc.nullslast,id.asc&offset=0&limit=9`,
      `/rest/v1/blog_posts?select=*&slug=eq.${slug}`,
    ];
    const targets: LoadTarget[] = [
      ...pages.map((page) => ({ kind: 'pages', path: page, headers: { 'Accept-Encoding': 'br, gzip' } })),
      ...restReads.map((read) => ({ kind: 'rest', path: read, headers: { ...api, Prefer: 'count=exact' } })),
    ];
    const run = () =>
      runLoad({ origin, targets, concurrency, durationMs: seconds * 1000, timeoutMs: 10_000, clientHeaders: (client) => ({ 'X-Forwarded-For': visitorAddress(client) }) });
    console.log(`[bench] server load: ${concurrency} clients for ${seconds} s, pages and REST reads alone…`);
    const baseline = await run();
    console.log(`[bench] … and while one abusive query runs`);
    const stopAbuse = abuse(origin, seconds * 1000 + 10_000);
    const underAbuse = await run();
    const answeredAfterwards = await fetch(`${origin}/pricing`, { signal: AbortSignal.timeout(5_000) }).then((response) => response.ok, () => false);
    // The abusive request may still be running: its figures are of what ended within the wait below.
    const abusive = await Promise.race([stopAbuse(), new Promise<LoadFigures>((resolve) => setTimeout(() => resolve(figuresOf([], { 'still running': 1 }, seconds)), 1_000))]);
    console.log(`[bench] … and among one client sending ${burstSize} heavy reads at once, again and again`);
    const stopAbusiveClient = abusiveClient(origin, 10_000);
    const amongAbusiveClient = await run();
    const abusiveClientFigures = await stopAbusiveClient();
    return {
      measuredAt: new Date().toISOString(),
      node: process.version,
      concurrency,
      seconds,
      pages,
      restReads,
      baseline,
      underAbuse: { ...underAbuse, abusive },
      amongAbusiveClient: { burstSize, heavyRead, visitors: amongAbusiveClient, abusiveClient: abusiveClientFigures },
      answeredAfterwards,
    };
  } finally {
    await server.stop();
  }
}

export function formatServerLoad(results: ServerLoadResults): string {
  const row = (phase: string, kind: string, f: LoadFigures) =>
    `${phase.padEnd(12)} ${kind.padEnd(8)} ${String(f.requests).padStart(7)} ${String(f.perSecond).padStart(7)}/s  p50 ${String(f.p50Ms ?? '–').padStart(7)} ms  p99 ${String(f.p99Ms ?? '–').padStart(7)} ms  errors ${f.errors}`;
  const { visitors, abusiveClient: abusive } = results.amongAbusiveClient;
  const statuses = Object.entries(abusive.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return [
    ...Object.entries(results.baseline).map(([kind, figures]) => row('alone', kind, figures)),
    ...Object.entries(results.underAbuse).map(([kind, figures]) => row('under abuse', kind, figures)),
    ...Object.entries(visitors).map(([kind, figures]) => row('abusive cl.', kind, figures)),
    `${row('abusive cl.', 'abuser', abusive)}  answers ${statuses}`,
    `answered a page after the abusive phase: ${results.answeredAfterwards ? 'yes' : 'no'}`,
  ].join('\n');
}

export async function writeServerLoad(results: ServerLoadResults): Promise<void> {
  await writeJsonResults(serverLoadFile, results);
}
