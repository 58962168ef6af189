/**
 * Publishing a run of the prerender job (a content sync, a full prerender, a `pages` run) while a canary may run:
 * its pages with the canary cohort's copies of those the canary reaches (cohortPages.ts). When the copies do not
 * render, the canary fails on the site's real content: it is rolled back (lifecycle.ts `endCanary`, as any
 * rollback: written once, its overlay removed, the stable cohort untouched) and the run's pages are published as
 * without it, so a broken canary never holds back the site's content. A canary being promoted is left to its
 * promotion. A release of another area refuses instead (releases/release.ts).
 */
import fs from 'node:fs/promises';
import { publish, stagingDirOf, type PagesManifest, type SiteOutput } from '../prerender/publish';
import type { SettingsDocument } from '../settings/reader';
import type { ChangeReaches } from '../prerender/dependencies';
import type { JobCanary } from '../prerender/jobContext';
import type { ReleaseStore } from '../releases/store';
import { stableCohortCookie } from './cohort';
import { publishCohort, renderCohort, type CohortSite } from './cohortPages';
import { endCommand } from './endItFirst';
import { byThePrerenderJob } from './decidedBy';
import { endCanary } from './lifecycle';
import { CanaryChanged, readCanaries, runningCanary, type Canary } from './state';

/**
 * Publishes a run's `output` (its pages rendered with `document`, its change reaching what `reaches` says, `cause`
 * naming it; `onDisk`: the index the folder holds, read under the pages lock the caller holds) and, while a canary
 * runs, its cohort's copies of those pages with it; without them when they do not render (endFailingCanary).
 */
export async function publishWithCohort(
  site: CohortSite,
  output: SiteOutput,
  onDisk: { index: PagesManifest | undefined },
  { document, cause, reaches }: { document: SettingsDocument; cause: string; reaches: ChangeReaches },
) {
  const stagingDir = stagingDirOf(site.pagesDir, 'canary');
  try {
    const cohort = await renderCohort(site, { document, indexAfter: async () => output.index, rendered: [...output.pages.keys()], stagingDir, reaches });
    if (cohort?.problems.length) {
      await endFailingCanary(site, cohort.canary, `its cohort's pages do not render with the ${cause}: ${cohort.problems.join('; ')}`);
      site.log?.(`the ${cause}'s pages are published without the canary cohort's copies`);
      return await publish(site.pagesDir, output, onDisk);
    }
    const manifest = await publish(site.pagesDir, output, onDisk);
    if (cohort) {
      const pages = await publishCohort(site, cohort, cause);
      site.log?.(`the canary cohort (${cohort.canary.area} ${cohort.canary.version}): ${cohort.rendered.length} of its ${pages.length} pages rendered again`);
    }
    return manifest;
  } finally {
    await fs.rm(stagingDir, { recursive: true, force: true });
  }
}

/**
 * Ends `canary`, whose cohort's copies did not render with a run, for `reason`, as it stands now:
 * - running: rolled back (endCanary takes no pages lock, which the run holds); when another server or command
 *   decided first (CanaryChanged), read again;
 * - being promoted: left so. Its verdict is taken and its switch, waiting for the run's pages lock, renders the
 *   area's pages with the content published now for everyone (or, refused, rolls it back itself); its cohort keeps
 *   its earlier copies until then;
 * - ended meanwhile: nothing to do.
 */
async function endFailingCanary(site: CohortSite, canary: Canary, reason: string): Promise<void> {
  for (;;) {
    const file = await readCanaries(site.store);
    const now = file.canaries[canary.area];
    if (now?.id !== canary.id || (now.status !== 'running' && now.status !== 'promoting')) {
      site.log?.(`the canary ${canary.id} ended meanwhile (${now?.id === canary.id ? now.status : 'replaced'}); ${reason}`);
      return;
    }
    if (now.status === 'promoting') {
      site.log?.(`the canary ${canary.id} is being promoted, not rolled back; ${reason}; its cohort keeps its earlier copies until the promotion's switch`);
      return;
    }
    try {
      // Logs that it was rolled back, and why.
      await endCanary(site, file.revision, now, { verdict: 'rollback', reason, by: byThePrerenderJob });
      return;
    } catch (error) {
      if (!(error instanceof CanaryChanged)) throw error;
    }
  }
}

/** The running canary as the prerender job reaches it (prerender/jobContext.ts), on the site of `store`. */
export function jobCanary(store: ReleaseStore): JobCanary {
  return {
    async running() {
      const canary = runningCanary(await readCanaries(store));
      return canary && { area: canary.area, version: canary.version, endCommand: endCommand(canary.area) };
    },
    stableCohortCookie,
    publish: (site, output, onDisk, run) => publishWithCohort({ ...site, store }, output, onDisk, run),
  };
}
