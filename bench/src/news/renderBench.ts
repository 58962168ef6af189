/**
 * The prerender job on a site of many posts: a full render (every page, on every core, or sharded over
 * processes as a CI matrix would run it), then a one-post change carried to the site — the time from the
 * database change to the published page, and how many pages that re-rendered. Runs the real site server
 * (release store, backend, job) on an ephemeral port.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { articlePath } from 'shared/newsPaths';
import { root } from 'platform/apps';
import { buildMissingApps } from 'platform/build/buildApps';
import { runJob } from 'platform/prerender/runner';
import { buildSitemaps } from 'platform/prerender/discovery/sitemap';
import { fetchPostVersions } from 'platform/prerender/publishedPosts';
import { publishIndex, readIndex } from 'platform/prerender/publish';
import { withPagesLock } from 'platform/prerender/pagesLock';
import { releaseUnreleasedApps } from 'platform/releases/bootstrap';
import { releaseStore } from 'platform/releases/store';
import { listen } from 'platform/server/siteStart';
import type { Database } from 'supabase-backend/server';
import { fillPosts } from './generatePosts';
import { releaseCanary } from 'platform/canary/endItFirst';

/** The budget of a one-post sync: published in under 5 s, at most 5 pages rendered again. */
export const syncBudget = { maxSeconds: 5, maxPages: 5 };

export interface SyncFigures {
  seconds: number;
  pagesRendered: number;
  pagesOnSite: number;
}

export interface RenderFigures {
  posts: number;
  cores: number;
  fullRender: { pages: number; seconds: number; msPerPage: number };
  oneChangedPost: SyncFigures;
  budget: typeof syncBudget & { pass: boolean; failures: string[] };
}

const publishedLine = /published (\d+) of (\d+) pages/;

export interface BenchSite {
  origin: string;
  /** The site's loopback listener for its jobs (no idle timeout cutting a job that renders in its own process). */
  jobOrigin: string;
  db: Database;
  pagesDir: string;
  releasesDir: string;
  close(): Promise<void>;
}

/** A site with a fresh store (every app released into it, as `npm start` does) and `posts` posts, serving no pages yet. */
export async function startBenchSite(posts: number, log: (line: string) => void): Promise<BenchSite> {
  // It renders the production build: what has none is built first, as `npm start` does.
  await buildMissingApps();
  const work = path.join(root, '.data', 'bench-news-site');
  await fs.rm(work, { recursive: true, force: true });
  const store = releaseStore(path.join(work, 'releases'));
  const pagesDir = path.join(work, 'pages');
  const site = await listen({ port: 0, store, settingsFile: store.settingsFile, pagesDir, backendDataDir: path.join(work, 'db'), freshBackend: true, prerender: false });
  try {
    await site.ready;
    const origin = `http://localhost:${(site.server.address() as AddressInfo).port}`;
    process.env.SITE_URL = origin;
    // The jobs (a release's too) read the site through its loopback listener for jobs, as the server's own do.
    const jobOrigin = `http://127.0.0.1:${(site.jobServer.address() as AddressInfo).port}`;
    log('releasing every app into a fresh store…');
    await releaseUnreleasedApps({ store, origin: jobOrigin, pagesDir, canary: releaseCanary });
    const { db } = await site.backend.get();
    const fill = await fillPosts(db, posts);
    log(`site filled to ${posts} posts in ${(fill.ms / 1000).toFixed(1)} s`);
    return { origin, jobOrigin, db, pagesDir, releasesDir: store.dir, close: () => site.close() };
  } catch (error) {
    await site.close();
    throw error;
  }
}

/** The job once, as `npm run prerender -- <args>`; its published line's counts. */
async function job(site: BenchSite, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const run = await runJob({ origin: site.jobOrigin, outDir: site.pagesDir, releasesDir: site.releasesDir, args, echo: false, env });
  if (run.code !== 0) throw new Error(`The job (${args.join(' ')}) failed:\n${run.output}`);
  const [, rendered, onSite] = publishedLine.exec(run.output)!;
  return { seconds: (performance.now() - started) / 1000, rendered: Number(rendered), onSite: Number(onSite) };
}

/** One post's title changed in the database, then the job in its default scope (what a content sync runs). */
export async function measureSync(site: BenchSite, log: (line: string) => void): Promise<SyncFigures> {
  const { rows } = await site.db.query<{ slug: string }>('select slug from public.blog_posts order by published_at desc nulls last limit 1 offset 500');
  const slug = rows[0]!.slug;
  const title = `Updated for the benchmark at ${new Date().toISOString()}`;
  log(`one post changed (${slug}); carrying it to the site…`);
  const started = performance.now();
  await site.db.query('update public.blog_posts set title = $1 where slug = $2', [title, slug]);
  const sync = await job(site, ['--scope', 'content']);
  const page = await fetch(`${site.origin}${articlePath(slug)}`).then((response) => response.text());
  const seconds = (performance.now() - started) / 1000;
  if (!page.includes(title)) throw new Error('The changed post’s page does not show its new title.');
  return { seconds: Math.round(seconds * 100) / 100, pagesRendered: sync.rendered, pagesOnSite: sync.onSite };
}

export function syncVerdict(sync: SyncFigures): RenderFigures['budget'] {
  const failures = [
    ...(sync.seconds >= syncBudget.maxSeconds ? [`a one-post sync took ${sync.seconds.toFixed(1)} s (budget < ${syncBudget.maxSeconds} s)`] : []),
    ...(sync.pagesRendered > syncBudget.maxPages ? [`a one-post sync rendered ${sync.pagesRendered} pages (budget ≤ ${syncBudget.maxPages})`] : []),
  ];
  return { ...syncBudget, pass: failures.length === 0, failures };
}

export async function measureRendering(posts: number, log: (line: string) => void): Promise<RenderFigures> {
  const site = await startBenchSite(posts, log);
  try {
    log(`full render of the site at ${posts} posts…`);
    const full = await job(site, ['--scope', 'full']);
    const oneChangedPost = await measureSync(site, log);
    return {
      posts,
      cores: os.availableParallelism(),
      fullRender: { pages: full.rendered, seconds: Math.round(full.seconds * 10) / 10, msPerPage: Math.round((full.seconds * 1000) / full.rendered) },
      oneChangedPost,
      budget: syncVerdict(oneChangedPost),
    };
  } finally {
    await site.close();
  }
}

export interface IndexAsIfRendered {
  /** Pages rendered for real (the whole site at the seed's posts). */
  pagesRendered: number;
  /** Articles entered in the index without a page file. */
  articlesEntered: number;
  pagesInIndex: number;
  seconds: number;
}

/**
 * The page index a complete render of `posts` posts leaves, without rendering every article first: the whole site
 * rendered at the seed's posts, the database then filled to `posts`, and each new article entered in the index as
 * its rendered neighbours are (the same releases, modules and loader; its own post and date), with no page file.
 * A job reads only the index to decide what to render, so a one-post sync on it does what it would do on a site
 * rendered whole; only the pages it renders are served from files.
 */
export async function indexAsIfRendered(site: BenchSite, posts: number, log: (line: string) => void): Promise<IndexAsIfRendered> {
  const started = performance.now();
  log('full render at the seed’s posts…');
  const seedRender = await job(site, ['--scope', 'full']);
  const fill = await fillPosts(site.db, posts);
  log(`site filled to ${posts} posts in ${(fill.ms / 1000).toFixed(1)} s`);
  const index = await readIndex(site.pagesDir);
  if (!index) throw new Error('The seed render left no page index.');
  const rendered = Object.keys(index.articles);
  const model = index.pages[articlePath(rendered[0])];
  const { backend } = (await fetch(`${site.origin}/settings.json`).then((response) => response.json())) as { backend: { url: string; anonKey: string } };
  let articlesEntered = 0;
  for (const post of await fetchPostVersions({ ...backend, url: new URL(backend.url, site.origin).href })) {
    if (post.slug in index.articles) continue;
    index.pages[articlePath(post.slug)] = { ...model, posts: [post.slug], lastModified: post.lastModified.toISOString() };
    index.articles[post.slug] = post.updatedAt;
    articlesEntered += 1;
  }
  await withPagesLock(site.pagesDir, () => publishIndex(site.pagesDir, { files: new Map(), index }));
  // The job once more, as after a complete render: nothing to render, the sitemaps, robots and feed of every page written.
  const settle = await job(site, ['--scope', 'content']);
  if (settle.rendered) throw new Error(`The index entered as rendered still had ${settle.rendered} pages to render.`);
  const pagesInIndex = Object.keys(index.pages).length;
  log(`index of ${pagesInIndex} pages: ${seedRender.rendered} rendered, ${articlesEntered} articles entered as rendered`);
  return { pagesRendered: seedRender.rendered, articlesEntered, pagesInIndex, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

export interface ShardedRender {
  /** Shards of the whole render (`--shard i/n`) and how many ran at once (each with `workersPerShard` render workers). */
  shards: number;
  parallel: number;
  workersPerShard: number;
  /** Each shard that ran: its pages and time. */
  ran: { shard: string; pages: number; seconds: number }[];
  /** Whether every shard ran (a time limit may stop the run after the shards under way). */
  complete: boolean;
  pagesOnSite: number;
  pagesRendered: number;
  seconds: number;
  /** Wall time per page rendered, over the shards that ran; with `complete: false`, the whole site's time at that rate. */
  msPerPage: number;
  projectedSeconds: number;
}

/**
 * The full render as `n` shard processes (`npm run prerender -- --scope full --shard i/n`) on one pages folder,
 * `parallel` at a time; no shard starts after `deadline` (performance.now() time), so a partial render is measured.
 */
export async function measureShardedRender(
  site: BenchSite,
  { shards, parallel, deadline = Infinity }: { shards: number; parallel: number; deadline?: number },
  log: (line: string) => void,
): Promise<ShardedRender> {
  const workersPerShard = Math.max(1, Math.floor(os.availableParallelism() / parallel));
  const queue = Array.from({ length: shards }, (_, i) => i + 1);
  const ran: ShardedRender['ran'] = [];
  let pagesOnSite = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let shard = queue.shift(); shard !== undefined && performance.now() < deadline; shard = queue.shift()) {
        const run = await job(site, ['--scope', 'full', '--shard', `${shard}/${shards}`], { PRERENDER_WORKERS: String(workersPerShard) });
        ran.push({ shard: `${shard}/${shards}`, pages: run.rendered, seconds: Math.round(run.seconds * 10) / 10 });
        pagesOnSite = run.onSite;
        log(`shard ${shard}/${shards}: ${run.rendered} pages in ${run.seconds.toFixed(1)} s`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const pagesRendered = ran.reduce((sum, shard) => sum + shard.pages, 0);
  const msPerPage = (seconds * 1000) / pagesRendered;
  return {
    shards,
    parallel,
    workersPerShard,
    ran: ran.sort((a, b) => Number(a.shard.split('/')[0]) - Number(b.shard.split('/')[0])),
    complete: ran.length === shards,
    pagesOnSite,
    pagesRendered,
    seconds: Math.round(seconds * 10) / 10,
    msPerPage: Math.round(msPerPage * 10) / 10,
    projectedSeconds: Math.round((msPerPage * pagesOnSite) / 1000),
  };
}

export interface DiscoveryFigures {
  /** The job's read of every published post's version (slug and dates, a thousand a request): every run, a sync's too. */
  readPosts: { posts: number; seconds: number };
  /** The sitemap (or index and sitemaps) of every page of the site, built and written with their compressed copies. */
  sitemap: { urls: number; files: { path: string; bytes: number }[]; buildSeconds: number; writeSeconds: number };
}

/**
 * What every run of the job does beside rendering, for the whole site: read the posts, then build and write the
 * sitemap of every page (the pages the index has and every article, as a complete render would list them).
 */
export async function measureDiscoveryFiles(site: BenchSite): Promise<DiscoveryFigures> {
  const { backend, site: siteSettings } = (await fetch(`${site.origin}/settings.json`).then((response) => response.json())) as {
    backend: { url: string; anonKey: string };
    site: { url: string };
  };
  let started = performance.now();
  const posts = await fetchPostVersions({ ...backend, url: new URL(backend.url, site.origin).href });
  const readSeconds = (performance.now() - started) / 1000;

  const index = await readIndex(site.pagesDir);
  const pages = new Map(Object.entries(index?.pages ?? {}).map(([sitePath, entry]) => [sitePath, new Date(entry.lastModified)]));
  for (const post of posts) pages.set(articlePath(post.slug), post.lastModified);
  started = performance.now();
  const { files } = buildSitemaps({ siteUrl: siteSettings.url, pages: [...pages].map(([sitePath, lastModified]) => ({ path: sitePath, lastModified })) });
  const buildSeconds = (performance.now() - started) / 1000;
  const out = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-sitemaps-'));
  try {
    started = performance.now();
    await publishIndex(out, { files, index: { pages: {}, dynamic: [], articles: {} } });
    const writeSeconds = (performance.now() - started) / 1000;
    const round = (seconds: number) => Math.round(seconds * 100) / 100;
    return {
      readPosts: { posts: posts.length, seconds: round(readSeconds) },
      sitemap: {
        urls: pages.size,
        files: [...files].map(([sitePath, xml]) => ({ path: sitePath, bytes: Buffer.byteLength(xml) })),
        buildSeconds: round(buildSeconds),
        writeSeconds: round(writeSeconds),
      },
    };
  } finally {
    await fs.rm(out, { recursive: true, force: true });
  }
}
