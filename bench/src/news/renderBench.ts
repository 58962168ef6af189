/**
 * The prerender job at 10,000 posts: a full render (every page, on every core), then a one-post change
 * carried to the site — the time from the database change to the published page, and how many pages that
 * re-rendered. Runs the real site server (release store, backend, job) on an ephemeral port.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { articlePath } from 'shared/newsPaths';
import { root } from 'platform/apps';
import { runJob } from 'platform/prerender/runner';
import { releaseUnreleasedApps } from 'platform/releases/bootstrap';
import { releaseStore } from 'platform/releases/store';
import { listen } from 'platform/server/server';
import { fillPosts } from './generatePosts';

/** The budget of a one-post sync (issue 10): published in under 5 s, at most 5 pages rendered again. */
export const syncBudget = { maxSeconds: 5, maxPages: 5 };

export interface RenderFigures {
  posts: number;
  cores: number;
  fullRender: { pages: number; seconds: number; msPerPage: number };
  oneChangedPost: { seconds: number; pagesRendered: number; pagesOnSite: number };
  budget: typeof syncBudget & { pass: boolean; failures: string[] };
}

const publishedLine = /published (\d+) of (\d+) pages/;

export async function measureRendering(posts: number, log: (line: string) => void): Promise<RenderFigures> {
  const work = path.join(root, '.data', 'bench-news-site');
  await fs.rm(work, { recursive: true, force: true });
  const store = releaseStore(path.join(work, 'releases'));
  const pagesDir = path.join(work, 'pages');
  const site = await listen({ port: 0, store, settingsFile: store.settingsFile, pagesDir, backendDataDir: path.join(work, 'db'), freshBackend: true, prerender: false });
  try {
    await site.ready;
    const origin = `http://localhost:${(site.server.address() as AddressInfo).port}`;
    process.env.SITE_URL = origin;
    log('releasing every app into a fresh store…');
    await releaseUnreleasedApps({ store, origin, pagesDir });
    const { db } = await site.backend.get();
    await fillPosts(db, posts);
    await db.query('vacuum analyze public.blog_posts');

    log(`full render of the site at ${posts} posts…`);
    let started = performance.now();
    const full = await runJob({ origin, outDir: pagesDir, releasesDir: store.dir, args: ['--scope', 'full'], echo: false });
    if (full.code !== 0) throw new Error(`The full render failed:\n${full.output}`);
    const fullSeconds = (performance.now() - started) / 1000;
    const [, fullPages] = publishedLine.exec(full.output)!;

    const { rows } = await db.query<{ slug: string }>('select slug from public.blog_posts order by published_at desc nulls last limit 1 offset 500');
    const slug = rows[0]!.slug;
    const title = `Updated for the benchmark at ${new Date().toISOString()}`;
    log(`one post changed (${slug}); carrying it to the site…`);
    started = performance.now();
    await db.query('update public.blog_posts set title = $1 where slug = $2', [title, slug]);
    const sync = await runJob({ origin, outDir: pagesDir, releasesDir: store.dir, args: ['--scope', 'content'], echo: false });
    if (sync.code !== 0) throw new Error(`The sync render failed:\n${sync.output}`);
    const page = await fetch(`${origin}${articlePath(slug)}`).then((response) => response.text());
    const syncSeconds = (performance.now() - started) / 1000;
    if (!page.includes(title)) throw new Error('The changed post’s page does not show its new title.');
    const [, rendered, onSite] = publishedLine.exec(sync.output)!;

    const failures = [
      ...(syncSeconds >= syncBudget.maxSeconds ? [`a one-post sync took ${syncSeconds.toFixed(1)} s (budget < ${syncBudget.maxSeconds} s)`] : []),
      ...(Number(rendered) > syncBudget.maxPages ? [`a one-post sync rendered ${rendered} pages (budget ≤ ${syncBudget.maxPages})`] : []),
    ];
    return {
      posts,
      cores: os.availableParallelism(),
      fullRender: { pages: Number(fullPages), seconds: Math.round(fullSeconds * 10) / 10, msPerPage: Math.round((fullSeconds * 1000) / Number(fullPages)) },
      oneChangedPost: { seconds: Math.round(syncSeconds * 100) / 100, pagesRendered: Number(rendered), pagesOnSite: Number(onSite) },
      budget: { ...syncBudget, pass: failures.length === 0, failures },
    };
  } finally {
    await site.close();
  }
}
