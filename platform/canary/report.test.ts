/**
 * `npm run canary`'s figures are the verdict's: taken on the canary's list of pages as it stands, and none shown
 * once the list changed until the site takes them again on the new one. A verdict's figures say which pages they
 * cover, in the report and in the release log.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from 'supabase-backend/server/database/openDatabase';
import { readLogLines, releaseStore } from '../releases/store';
import { recordCohortPages } from './cohortPages';
import { canaryReport, formatCanaryReport } from './report';
import { figuresOf } from './figures';
import { evidenceOf } from './signals';
import { reportedView } from './views.testkit';
import type { Cohort } from './evidence';
import { commitCanary, readCanaries, type Canary } from './state';
import { pagesCovered, pagesNamedUpTo, takeVerdict } from './verdicts';

type Db = Awaited<ReturnType<typeof openDatabase>>;
let db: Db;
let dir: string;
beforeAll(async () => {
  db = await openDatabase({ seed: false });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'canary-report-'));
}, 60_000);
afterAll(async () => {
  await db?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const canary: Canary = {
  id: 'legal-0123456789ab-report',
  area: 'legal',
  version: '0123456789ab',
  from: 'ba9876543210',
  entry: { container: 'mf_legal', label: 'Legal', version: '0123456789ab', manifest: 'releases/legal/0123456789ab/mf-manifest.json', owns: ['/gdpr'] },
  pages: ['/gdpr', '/support'],
  percent: 10,
  tolerance: 0.5,
  maxDurationMs: 24 * 3_600_000,
  // Started now: a canary started days ago is past its maximum duration, and rolled back at the first look.
  startedAt: new Date().toISOString(),
  status: 'running',
};

describe("npm run canary's figures", { timeout: 60_000 }, () => {
  it("are the verdict's on the list of pages as it stands: a page that left takes its votes out once the site looks again", async () => {
    const store = releaseStore(path.join(dir, 'releases'));
    await fs.mkdir(store.dir, { recursive: true });
    const context = { store, origin: 'http://127.0.0.1:9', pagesDir: path.join(dir, 'pages') };
    await commitCanary(store, 0, canary, { event: 'started' });
    // The canary errored on /support only; stable was seen on both pages. Each page's beacon came.
    const views: Array<[Cohort, string, string, boolean]> = [
      ['canary', 'c1', '/gdpr', false],
      ['canary', 'c2', '/support', true],
      ['stable', 's1', '/gdpr', false],
      ['stable', 's1', '/support', false],
    ];
    for (const [cohort, client, page, errored] of views) {
      await reportedView(db, canary.id, cohort, client, page, { errored });
    }

    expect(await takeVerdict(context, db)).toBeUndefined();
    const both = figuresOf(await evidenceOf(db, canary), pagesCovered(canary.pages));
    expect(both).toMatchObject({ cohorts: { canary: { views: 2, clients: 2, erroredClients: 1 }, stable: { views: 2, clients: 1 } }, pages: { count: 2, list: ['/gdpr', '/support'] } });
    const taken = await canaryReport(store, 'legal');
    expect(taken.figures).toEqual(both);
    expect(formatCanaryReport(taken)).toMatch(/figures at \S+ on 2 pages \(\/gdpr, \/support\):/);

    // A rollback of support takes /support off the list: the figures taken on the old list are not shown.
    expect(await recordCohortPages(context, canary, { pages: ['/gdpr'] }, 'rollback of support')).toBe(true);
    const changed = await canaryReport(store, 'legal');
    expect(changed).toMatchObject({ state: 'running', canary: { pages: 1 } });
    expect(changed.figures).toBeUndefined();
    expect(changed.verdict).toBeUndefined();
    expect(formatCanaryReport(changed)).toContain('no figures yet on the 1 page it lists now');

    // The site's next look takes them on /gdpr alone: /support's views and error are out of both cohorts.
    expect(await takeVerdict(context, db)).toBeUndefined();
    const listed = (await readCanaries(store)).canaries.legal!;
    const gdpr = figuresOf(await evidenceOf(db, listed), pagesCovered(listed.pages));
    expect(gdpr).toMatchObject({ cohorts: { canary: { views: 1, clients: 1, erroredClients: 0 }, stable: { views: 1, clients: 1, erroredClients: 0 } }, pages: { count: 1, list: ['/gdpr'] } });
    expect(await canaryReport(store, 'legal')).toMatchObject({ figures: gdpr, verdict: expect.stringMatching(/^wait: errored clients 0\.0 % on the canary \(0 of 1\)/) });
    expect(formatCanaryReport(await canaryReport(store, 'legal'))).toMatch(/figures at \S+ on 1 page \(\/gdpr\):/);
  });

  it('say how the canary’s routes differ from the stable site’s: the pages its release removed, counted, and the route patterns', async () => {
    const store = releaseStore(path.join(dir, 'routes'));
    await fs.mkdir(store.dir, { recursive: true });
    const removed = ['/how-to-manage-your-data', '/terms-conditions'];
    await commitCanary(store, 0, { ...canary, absent: removed, patterns: { added: ['/gdpr/topics/:topic'], removed: [] } });
    const report = await canaryReport(store, 'legal');
    expect(report.canary).toMatchObject({ pages: 2, absent: 2, patterns: { added: ['/gdpr/topics/:topic'], removed: [] } });
    expect(formatCanaryReport(report)).toContain("its release's routes differ: 2 pages of the stable site removed; route patterns added: /gdpr/topics/:topic");

    // A canary whose routes are the stable site's says nothing of them.
    const same = releaseStore(path.join(dir, 'same'));
    await fs.mkdir(same.dir, { recursive: true });
    await commitCanary(same, 0, { ...canary, absent: [], patterns: { added: [], removed: [] } });
    expect(formatCanaryReport(await canaryReport(same, 'legal'))).not.toContain('routes differ');
  });
});

describe("a verdict's figures", { timeout: 60_000 }, () => {
  /**
   * Ends a news canary listing `pages` whose every visitor errored (5 clients of 5 against 0 of 5 at a 10 % share, on
   * its first five articles) by the site's verdict: the release log's line of its rollback, and npm run canary's report.
   */
  async function rolledBack(name: string, pages: string[]) {
    const news: Canary = { ...canary, id: `news-0123456789ab-${name}`, area: 'news', pages };
    const store = releaseStore(path.join(dir, name));
    await fs.mkdir(store.dir, { recursive: true });
    await commitCanary(store, 0, news, { event: 'started' });
    for (let i = 0; i < 5; i++) {
      for (const cohort of ['canary', 'stable'] as const) {
        await reportedView(db, news.id, cohort, `${cohort}-${i}`, articles[i]!, { errored: cohort === 'canary' });
      }
    }
    expect(await takeVerdict({ store, origin: 'http://127.0.0.1:9', pagesDir: path.join(dir, `${name}-pages`) }, db)).toMatchObject({ status: 'rolled back' });
    return { line: (await readLogLines(store)).at(-1)!, report: await canaryReport(store, 'news') };
  }
  const articles = Array.from({ length: pagesNamedUpTo }, (_, i) => `/hospitality-industry-news/post-${i}`);

  it('say in the release log which pages they were taken on: the list while it is short', async () => {
    const { line, report } = await rolledBack('short', articles);
    expect(line).toMatchObject({ event: 'rolled back', figures: { cohorts: { canary: { clients: 5, erroredClients: 5 }, stable: { clients: 5, erroredClients: 0 } }, pages: { count: pagesNamedUpTo, list: articles } } });
    expect(report).toMatchObject({ state: 'rolled back', figures: { pages: { count: pagesNamedUpTo, list: articles } } });
    expect(formatCanaryReport(report)).toContain(`on ${pagesNamedUpTo} pages (${articles.join(', ')}):`);
  });

  it('past pagesNamedUpTo pages (a news canary lists every article), their count alone', async () => {
    const { line, report } = await rolledBack('long', ['/hospitality-industry-news', ...articles]);
    expect(line).toMatchObject({ event: 'rolled back', figures: { cohorts: { canary: { clients: 5, erroredClients: 5 } }, pages: { count: pagesNamedUpTo + 1 } } });
    expect(line).not.toHaveProperty('figures.pages.list');
    expect(formatCanaryReport(report)).toContain(`on ${pagesNamedUpTo + 1} pages:`);
  });

  it('a canary with no verdict by its maximum duration is rolled back as not enough evidence, in the log', async () => {
    const store = releaseStore(path.join(dir, 'timed-out'));
    await fs.mkdir(store.dir, { recursive: true });
    const quiet: Canary = { ...canary, id: 'legal-0123456789ab-quiet', startedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(), maxDurationMs: 3_600_000 };
    await commitCanary(store, 0, quiet, { event: 'started' });
    const ended = await takeVerdict({ store, origin: 'http://127.0.0.1:9', pagesDir: path.join(dir, 'timed-out-pages') }, db);
    expect(ended).toMatchObject({ status: 'rolled back', reason: expect.stringMatching(/^not enough evidence within its maximum duration of 1 h: no clients yet/) });
    expect((await readLogLines(store)).at(-1)).toMatchObject({ event: 'rolled back', reason: expect.stringContaining('not enough evidence') });
  });
});
