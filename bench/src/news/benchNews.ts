/**
 * `npm run bench:news`: the news area's reads at the seed's ~30 posts and at 10,000 posts (5 KB bodies), over
 * real HTTP through supabase-js and the news area's own query functions, next to a naive whole-table read,
 * then the prerender job at 10,000 posts; then the same at 100,000 posts (the reads but the whole-table one, the
 * full render sharded over processes, the one-post sync, what every run costs beside rendering).
 * Writes bench/news-results.json and bench/news-results-100k.json and fails when the budget of
 * bench/src/news/budget.ts is broken (see bench/NEWS.md).
 * A benchmark, not a test: times vary by machine; compare runs on the same machine.
 *
 *   --posts 10000 | 100000   only that size (default: both)
 *   --shards n               at 100,000 posts, the full render as n shards (default 10)
 *   --parallel p             shards run at once (default: one per core, each with the cores' share of workers)
 *   --render-minutes m       start no shard after m minutes: a partial render is measured, the sync is not
 *   --sync-only              at 100,000 posts, only the one-post sync and the job's costs beside rendering, on an
 *                            index as a complete render leaves it (renderBench.ts indexAsIfRendered), without
 *                            rendering every page first; updates those figures in news-results-100k.json
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createBackend, type MountableBackend } from 'supabase-backend/server';
import { createNodeClient } from 'supabase-backend/client/nodeClient';
import { seedPosts } from 'supabase-backend/seed/posts';
import { budget, checkBudget } from './budget';
import { startCountingServer, type CountingServer } from './countingServer';
import { bodyBytes, fillPosts } from './generatePosts';
import { measureInRounds, type Plan } from './measure';
import { formatTable, type StageResult } from './report';
import { newsScenarios, type ScenarioName } from './scenarios';
import { oneBenchmarkAtATime } from '../oneAtATime';
import { writeJsonResults } from '../resultsFile';
import { indexAsIfRendered, measureDiscoveryFiles, measureRendering, measureShardedRender, measureSync, startBenchSite, syncVerdict } from './renderBench';

import { root } from 'platform/root';
import { runCommand, UsageError, type ParsedCommand } from 'platform/cli/command';
const resultsFile = path.join(root, 'bench', 'news-results.json');
const scaleResultsFile = path.join(root, 'bench', 'news-results-100k.json');
const largeSize = 10_000;
const scaleSize = 100_000;
// Small reads are cheap: many runs. The whole-table read takes about a second at 10,000 posts: a few.
const plans: Record<'default' | 'wholeTable', Plan> = { default: { warmups: 20, runs: 31 }, wholeTable: { warmups: 1, runs: 5 } };
// A seed article, present at both sizes; the lookup is one row by a unique index either way.
const articleSlug = seedPosts[Math.floor(seedPosts.length / 2)].slug;

/** The state of the (shared) machine, beside the figures. */
const conditions = () => ({
  cores: os.availableParallelism(),
  loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  freeMemoryGB: Math.round(os.freemem() / 2 ** 30),
});

async function packageVersion(name: string): Promise<string> {
  const file = path.join(root, 'node_modules', ...name.split('/'), 'package.json');
  return (JSON.parse(await fs.readFile(file, 'utf8')) as { version: string }).version;
}

async function measureStage(backend: MountableBackend, server: CountingServer, { wholeTable = true } = {}): Promise<StageResult> {
  const { rows } = await backend.db.query<{ posts: number; featured: number; body: number }>(
    'select count(*)::int as posts, (count(*) filter (where featured))::int as featured, round(avg(octet_length(content)))::int as body from public.blog_posts',
  );
  const { posts, featured, body } = rows[0];
  const client = createNodeClient(server.url, backend.keys.anonKey);
  const scenarios = newsScenarios(client, { posts, featured, articleSlug }).filter(({ name }) => wholeTable || name !== 'wholeTable');
  const measurements = await measureInRounds(server, scenarios.map(({ name, call }) => ({ call, plan: name === 'wholeTable' ? plans.wholeTable : plans.default })));
  const results = scenarios.map(({ name, label }, index) => ({ name, label, measurement: measurements[index] }));
  return { posts, featuredPosts: featured, averageBodyBytes: body, results };
}

const pick = (stage: StageResult, name: ScenarioName) => stage.results.find((result) => result.name === name)!;

/** The first paint's budget, from the stages at the seed size and the large one. */
const readsVerdict = (small: StageResult, large: StageResult) =>
  checkBudget({
    small: { posts: small.posts, firstPaint: pick(small, 'firstPaint').measurement },
    large: {
      posts: large.posts,
      firstPaint: pick(large, 'firstPaint').measurement,
      parts: (['listPage', 'featured', 'categories'] as const).map((name) => ({ label: pick(large, name).label, bodyBytes: pick(large, name).measurement.bodyBytes })),
    },
  });

async function benchAt10k() {
  const started = performance.now();
  const startConditions = conditions();
  // No row cap: the naive comparison reads the whole table, as it would with hosted Supabase's cap lifted.
  const backend = await createBackend({ maxRows: null });
  const server = await startCountingServer(backend.handler);
  try {
    console.log(`Embedded backend ready in ${((performance.now() - started) / 1000).toFixed(1)} s; measuring ${seedPosts.length} seed posts…`);
    const small = await measureStage(backend, server);
    const fill = await fillPosts(backend.db, largeSize);
    console.log(`Inserted ${fill.inserted} posts in ${(fill.ms / 1000).toFixed(1)} s; measuring ${largeSize} posts…`);
    const large = await measureStage(backend, server);

    const verdict = readsVerdict(small, large);
    const { rows } = await backend.db.query<{ server_version: string }>('show server_version');
    // The reads' backend is done with: the render measures on a site of its own.
    await server.close();
    await backend.close();
    const rendering = await measureRendering(largeSize, (line) => console.log(line));
    const results = {
      date: new Date().toISOString(),
      conditions: { atStart: startConditions, atEnd: conditions() },
      machine: { node: process.version, pglite: await packageVersion('@electric-sql/pglite'), postgres: rows[0].server_version, supabaseJs: await packageVersion('@supabase/supabase-js') },
      method:
        'Embedded backend in memory behind node:http on an ephemeral port; supabase-js with the anon key and mf-news/src/data/newsQueries.ts. ' +
        'Times are medians of sequential runs after warm-up runs; bytes are the response bodies the server sent for one run.',
      plans,
      generatedBodyBytes: bodyBytes,
      articleSlug,
      stages: [small, large],
      budget: { ...budget, firstPaintKBAtLarge: verdict.firstPaintKB, slowdown: verdict.slowdown, failures: verdict.failures, pass: verdict.failures.length === 0 },
      rendering,
      totalSeconds: Math.round((performance.now() - started) / 100) / 10,
    };
    await writeJsonResults(resultsFile, results);

    console.log(`\n${formatTable([small, large])}\n`);
    console.log(`Written to ${path.relative(root, resultsFile)} (${results.totalSeconds} s in all).`);
    const { fullRender, oneChangedPost } = rendering;
    console.log(
      `Prerender at ${rendering.posts} posts: full render ${fullRender.pages} pages in ${fullRender.seconds} s (${fullRender.msPerPage} ms a page, ${rendering.cores} cores); ` +
        `one changed post published in ${oneChangedPost.seconds} s, ${oneChangedPost.pagesRendered} of ${oneChangedPost.pagesOnSite} pages rendered again.`,
    );
    const failures = [...verdict.failures, ...rendering.budget.failures];
    if (failures.length) {
      console.error(`\nBudget broken:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log(`Budget kept: first paint at ${large.posts} posts moves ${verdict.firstPaintKB} KB (< ${budget.firstPaintMaxBytes / 1024} KB) and takes ${verdict.slowdown}× its time at ${small.posts} posts (≤ ${budget.maxSlowdown}×).`);
    }
  } finally {
    await server.close().catch(() => undefined);
    await backend.close().catch(() => undefined);
  }
}

const postgresVersion = async (backend: MountableBackend) => (await backend.db.query<{ server_version: string }>('show server_version')).rows[0].server_version;

async function benchAt100k({ shards, parallel, renderMinutes }: { shards: number; parallel: number; renderMinutes?: number }) {
  const started = performance.now();
  const startConditions = conditions();
  const log = (line: string) => console.log(line);
  // The reads: as at 10,000 posts, but the whole-table read (half a gigabyte through supabase-js).
  const backend = await createBackend({ maxRows: null });
  const server = await startCountingServer(backend.handler);
  let reads: { stages: StageResult[]; verdict: ReturnType<typeof checkBudget> };
  let postgres: string;
  try {
    log(`Embedded backend ready; measuring the reads at ${seedPosts.length} seed posts…`);
    const small = await measureStage(backend, server, { wholeTable: false });
    const fill = await fillPosts(backend.db, scaleSize);
    log(`Inserted ${fill.inserted} posts in ${(fill.ms / 1000).toFixed(1)} s; measuring the reads at ${scaleSize} posts…`);
    const large = await measureStage(backend, server, { wholeTable: false });
    const verdict = readsVerdict(small, large);
    reads = { stages: [small, large], verdict };
    postgres = await postgresVersion(backend);
    log(`\n${formatTable([small, large])}\n`);
  } finally {
    await server.close();
    await backend.close();
  }

  const site = await startBenchSite(scaleSize, log);
  try {
    const deadline = renderMinutes === undefined ? Infinity : performance.now() + renderMinutes * 60_000;
    log(`full render at ${scaleSize} posts: ${shards} shards, ${parallel} at a time${renderMinutes === undefined ? '' : `, none started after ${renderMinutes} min`}…`);
    const fullRender = await measureShardedRender(site, { shards, parallel, deadline }, log);
    const renderConditions = conditions();
    const discovery = await measureDiscoveryFiles(site);
    // A sync renders every page the index lacks: measured only on a complete render.
    const oneChangedPost = fullRender.complete ? await measureSync(site, log) : undefined;
    const syncBudget = oneChangedPost ? syncVerdict(oneChangedPost) : undefined;
    const results = {
      date: new Date().toISOString(),
      conditions: { atStart: startConditions, afterRender: renderConditions, atEnd: conditions() },
      machine: { node: process.version, postgres },
      posts: scaleSize,
      reads: {
        stages: reads.stages,
        budget: { ...budget, firstPaintKBAtLarge: reads.verdict.firstPaintKB, slowdown: reads.verdict.slowdown, failures: reads.verdict.failures, pass: reads.verdict.failures.length === 0 },
      },
      fullRender,
      discovery,
      oneChangedPost: oneChangedPost ?? 'not measured: the full render did not complete (a sync renders every page the index lacks)',
      syncBudget,
      totalSeconds: Math.round((performance.now() - started) / 100) / 10,
    };
    await writeJsonResults(scaleResultsFile, results);
    log(`Written to ${path.relative(root, scaleResultsFile)} (${results.totalSeconds} s in all).`);
    log(
      `Full render at ${scaleSize} posts: ${fullRender.pagesRendered} of ${fullRender.pagesOnSite} pages in ${fullRender.seconds} s over ${fullRender.ran.length} of ${shards} shards ` +
        `(${fullRender.msPerPage} ms a page${fullRender.complete ? '' : `; the whole site at that rate: ${fullRender.projectedSeconds} s`}).`,
    );
    if (oneChangedPost) log(`One changed post published in ${oneChangedPost.seconds} s, ${oneChangedPost.pagesRendered} of ${oneChangedPost.pagesOnSite} pages rendered again.`);
    const failures = [...reads.verdict.failures, ...(syncBudget?.failures ?? [])];
    if (failures.length) {
      console.error(`\nBudget broken at ${scaleSize} posts:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await site.close();
  }
}

/** The one-post sync at 100,000 posts on an index as a complete render leaves it; the other figures of the file are kept. */
async function syncAt100k() {
  const started = performance.now();
  const startConditions = conditions();
  const log = (line: string) => console.log(line);
  const site = await startBenchSite(seedPosts.length, log);
  try {
    const index = await indexAsIfRendered(site, scaleSize, log);
    const beforeSync = conditions();
    const discovery = await measureDiscoveryFiles(site);
    const oneChangedPost = await measureSync(site, log);
    const earlier = JSON.parse(await fs.readFile(scaleResultsFile, 'utf8')) as Record<string, unknown>;
    const results = {
      ...earlier,
      discovery,
      oneChangedPost,
      syncBudget: syncVerdict(oneChangedPost),
      syncMeasured: {
        date: new Date().toISOString(),
        conditions: { atStart: startConditions, beforeSync, atEnd: conditions() },
        method:
          'npm run bench:news -- --posts 100000 --sync-only: the whole site rendered at the seed’s posts, the database filled to 100,000 posts, ' +
          'each new article entered in the page index as its rendered neighbours are (no page file), then one post’s title changed and the job run ' +
          'in its default scope, from the change to the article served with its new title. discovery was measured on the same site just before.',
        index,
        seconds: Math.round((performance.now() - started) / 100) / 10,
      },
    };
    await writeJsonResults(scaleResultsFile, results);
    log(`Reading every post: ${discovery.readPosts.seconds} s; sitemaps built in ${discovery.sitemap.buildSeconds} s, written in ${discovery.sitemap.writeSeconds} s.`);
    log(`One changed post published in ${oneChangedPost.seconds} s, ${oneChangedPost.pagesRendered} of ${oneChangedPost.pagesOnSite} pages rendered again. Written to ${path.relative(root, scaleResultsFile)}.`);
  } finally {
    await site.close();
  }
}

const spec = {
  usage: 'npm run bench:news [-- --posts 10000|100000] [--shards <n>] [--parallel <p>] [--render-minutes <m>] [--sync-only]',
  help: `Benchmarks the news reads through supabase-js against the embedded backend at the seed's posts and at 10,000
posts, and the prerender job at 10,000; then the reads, the full render sharded over processes and the one-post
sync at 100,000 posts. Writes bench/news-results.json and bench/news-results-100k.json (bench/NEWS.md).

  --posts <n>            one size only: 10000 or 100000
  --shards <n>           shards of the full render at 100,000 posts (default 10)
  --parallel <p>         shards run at once (default: the machine's parallelism)
  --render-minutes <m>   stop the 100,000-post render after m minutes
  --sync-only            only the one-post sync (with --posts 100000)`,
  options: {
    posts: { type: 'string' },
    shards: { type: 'string', default: '10' },
    parallel: { type: 'string' },
    'render-minutes': { type: 'string' },
    'sync-only': { type: 'boolean', default: false },
  },
} as const;

async function main({ values }: ParsedCommand<typeof spec.options>) {
  const count = (name: string, value: string | undefined, fallback?: number) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!(number > 0) || !Number.isFinite(number)) throw new UsageError(`--${name} takes a positive number, not ${JSON.stringify(value)}.`);
    return number;
  };
  const posts = count('posts', values.posts);
  if (posts !== undefined && posts !== largeSize && posts !== scaleSize) throw new UsageError(`--posts takes ${largeSize} or ${scaleSize}, not ${posts}.`);
  const shards = Math.floor(count('shards', values.shards)!);
  const parallel = Math.min(shards, Math.floor(count('parallel', values.parallel, os.availableParallelism())!));
  const renderMinutes = count('render-minutes', values['render-minutes']);
  await oneBenchmarkAtATime('npm run bench:news');
  if (values['sync-only']) {
    if (posts !== scaleSize) throw new UsageError(`--sync-only measures at ${scaleSize} posts: add --posts ${scaleSize}.`);
    return syncAt100k();
  }
  if (posts !== scaleSize) await benchAt10k();
  if (posts !== largeSize) await benchAt100k({ shards, parallel, renderMinutes });
}

await runCommand(spec, main);
