/**
 * `npm run bench:news`: the news area's reads at the seed's ~30 posts and at 10,000 posts (5 KB bodies), over
 * real HTTP through supabase-js and the news area's own query functions, next to a naive whole-table read.
 * Writes bench/news-results.json and fails when the budget of bench/src/news/budget.ts is broken (see bench/NEWS.md).
 * A benchmark, not a test: times vary by machine; compare runs on the same machine.
 */
import fs from 'node:fs/promises';
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
import { measureRendering } from './renderBench';

import { root } from 'platform/root';
const resultsFile = path.join(root, 'bench', 'news-results.json');
const largeSize = 10_000;
// Small reads are cheap: many runs. The whole-table read takes about a second at 10,000 posts: a few.
const plans: Record<'default' | 'wholeTable', Plan> = { default: { warmups: 20, runs: 31 }, wholeTable: { warmups: 1, runs: 5 } };
// A seed article, present at both sizes; the lookup is one row by a unique index either way.
const articleSlug = seedPosts[Math.floor(seedPosts.length / 2)].slug;

async function packageVersion(name: string): Promise<string> {
  const file = path.join(root, 'node_modules', ...name.split('/'), 'package.json');
  return (JSON.parse(await fs.readFile(file, 'utf8')) as { version: string }).version;
}

async function measureStage(backend: MountableBackend, server: CountingServer): Promise<StageResult> {
  const { rows } = await backend.db.query<{ posts: number; featured: number; body: number }>(
    'select count(*)::int as posts, (count(*) filter (where featured))::int as featured, round(avg(octet_length(content)))::int as body from public.blog_posts',
  );
  const { posts, featured, body } = rows[0];
  const client = createNodeClient(server.url, backend.keys.anonKey);
  const scenarios = newsScenarios(client, { posts, featured, articleSlug });
  const measurements = await measureInRounds(server, scenarios.map(({ name, call }) => ({ call, plan: name === 'wholeTable' ? plans.wholeTable : plans.default })));
  const results = scenarios.map(({ name, label }, index) => ({ name, label, measurement: measurements[index] }));
  return { posts, featuredPosts: featured, averageBodyBytes: body, results };
}

const pick = (stage: StageResult, name: ScenarioName) => stage.results.find((result) => result.name === name)!;

async function main() {
  const started = performance.now();
  // No row cap: the naive comparison reads the whole table, as it would with hosted Supabase's cap lifted.
  const backend = await createBackend({ maxRows: null });
  const server = await startCountingServer(backend.handler);
  try {
    console.log(`Embedded backend ready in ${((performance.now() - started) / 1000).toFixed(1)} s; measuring ${seedPosts.length} seed posts…`);
    const small = await measureStage(backend, server);
    const fill = await fillPosts(backend.db, largeSize);
    console.log(`Inserted ${fill.inserted} posts in ${(fill.ms / 1000).toFixed(1)} s; measuring ${largeSize} posts…`);
    const large = await measureStage(backend, server);

    const verdict = checkBudget({
      small: { posts: small.posts, firstPaint: pick(small, 'firstPaint').measurement },
      large: {
        posts: large.posts,
        firstPaint: pick(large, 'firstPaint').measurement,
        parts: (['listPage', 'featured', 'categories'] as const).map((name) => ({ label: pick(large, name).label, bodyBytes: pick(large, name).measurement.bodyBytes })),
      },
    });
    const { rows } = await backend.db.query<{ server_version: string }>('show server_version');
    // The reads' backend is done with: the render measures on a site of its own.
    await server.close();
    await backend.close();
    const rendering = await measureRendering(largeSize, (line) => console.log(line));
    const results = {
      date: new Date().toISOString(),
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
    await fs.mkdir(path.dirname(resultsFile), { recursive: true });
    await fs.writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
