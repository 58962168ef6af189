/**
 * A run of the job with a document of its own (a release's candidate, a canary cohort's), its output left in a
 * staging folder for its caller to publish: a fresh process (runner.ts), told that its caller holds the pages lock.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SettingsDocument } from '../settings/reader';
import { runJob } from './runner';

/** Where a staged run renders from and how. */
export interface StagedRunSite {
  /** The release store (its folder: the job reads the releases there). */
  store: { dir: string };
  /** The running site (its backend feeds the pages; the job loads the remotes from there). */
  origin: string;
  /** The pages folder whose index the run starts from (its caller holds its lock). */
  pagesDir: string;
  /** The site's area override, when it has one (runner.ts `jobEnvironment`). */
  areaOverride?: string;
  /** Runs the job (default: runJob, a fresh process); tests give a fake. */
  runJob?: typeof runJob;
}

/** What a staged run renders: every page, the pages a release of an area reaches, or exactly these pages. */
export type StagedScope = 'full' | `release:${string}` | { pages: string[] };

export interface StagedRun {
  /** Why it failed (the job's own lines, each route named), or none. */
  problems: string[];
  rendered: string[];
  removed: string[];
  /** For a release: the top-level paths the candidate's routes use. */
  owns?: string[];
}

/** Renders `scope` with `document` into `stagingDir` (publishStaged publishes it). */
export async function renderStaged(site: StagedRunSite, document: SettingsDocument, scope: StagedScope, stagingDir: string): Promise<StagedRun> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'staged-run-'));
  try {
    const settingsFile = path.join(work, 'settings.json');
    const resultFile = path.join(work, 'result.json');
    await fs.writeFile(settingsFile, JSON.stringify(document));
    let scopeArgs = ['--scope', typeof scope === 'string' ? scope : 'pages'];
    if (typeof scope !== 'string') {
      const pagesFile = path.join(work, 'pages.json');
      await fs.writeFile(pagesFile, JSON.stringify(scope.pages));
      scopeArgs = [...scopeArgs, '--pages-file', pagesFile];
    }
    const { code, output } = await (site.runJob ?? runJob)({
      origin: site.origin,
      outDir: site.pagesDir,
      releasesDir: site.store.dir,
      areaOverride: site.areaOverride,
      args: [...scopeArgs, '--settings-file', settingsFile, '--staging', stagingDir, '--result', resultFile],
      echo: false,
      env: { PRERENDER_LOCK_HELD: '1' },
    });
    if (code !== 0) {
      const lines = output.split('\n').filter((line) => line.startsWith('[prerender]') && !/staged|left to the browser/.test(line));
      return { problems: [lines.map((line) => line.replace(/^\[prerender\] /, '')).join(' ') || `the prerender job exited with ${code}`], rendered: [], removed: [] };
    }
    return { problems: [], ...(JSON.parse(await fs.readFile(resultFile, 'utf8')) as Omit<StagedRun, 'problems'>) };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
