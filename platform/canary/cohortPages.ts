/**
 * The canary cohort's copies of pages (its overlay, state.ts `overlayDir`), kept current by every writer of the
 * stable pages while a canary runs.
 * - Which pages get a copy: those the canary's area reaches, as the page index the stable pages are published with
 *   records it (dependencies.ts `pagesReached`: the page used the area, or lies under a path it owns), and the pages
 *   only the canary's release has (a route it adds: rendered by its start, in its overlay, and in neither stable
 *   index of a run). The list is recorded in canary.json (`pages`): the cohort is served its copies of those, and
 *   views and beacons count on those alone (serving.ts). The overlay's own index holds the same pages, as their
 *   copies were rendered.
 * - When: each run that publishes stable pages — a release or rollback of another area or of the shell
 *   (releases/release.ts), a content sync or any other run of the job (publishRun.ts `publishWithCohort`) —
 *   renders the copies of the pages it rendered that the canary reaches, of those it reaches that have no copy yet,
 *   and of the canary's own pages the run's change reaches (`reaches`, on their overlay entries), with the canary's
 *   document (the run's document with the canary's area entry), before anything is published: under the pages lock
 *   the run holds, both sets are published when both rendered. When the copies do not render, a release of another
 *   area is refused (nothing changes; its team retries once the canary ended), while a run of the job rolls the
 *   canary back and publishes its pages as without it (publishRun.ts). Then the list
 *   follows the index: a page the run made reach the canary's area gets a copy, one it no longer reaches (or that
 *   left the site) loses it and is served shared again. A change of the list is logged.
 * - What the canary's release took away: the stable pages its site has not (`absent`: a page due a copy that its run
 *   does not render is not on its site) get its cohort the 404 page, and are not rendered for it again.
 */
import { pagesReached, type ChangeReaches } from '../prerender/dependencies';
import { publish, readIndexFile, readStaged, type PageEntry, type PagesManifest, type SiteOutput } from '../prerender/publish';
import { renderStaged, type StagedRunSite } from '../prerender/stagedRun';
import type { SettingsDocument } from '../settings/reader';
import type { ReleaseStore } from '../releases/store';
import { canaryDocument, commitCanary, CanaryChanged, overlayDir, readCanaries, removeOverlay, runningCanary, type Canary, type RoutePatterns } from './state';

export interface CohortSite extends StagedRunSite {
  store: ReleaseStore;
  log?: (line: string) => void;
}

/** The pages of `index` the canary's area reaches: those its cohort gets copies of. */
export const cohortPagesOf = (index: Pick<PagesManifest, 'pages'>, canary: Pick<Canary, 'area' | 'entry'>) => pagesReached(index, { id: canary.area, owns: canary.entry.owns });

/** The route patterns the canary's site (`canary`: its index's `dynamic`) has and the stable one (`stable`) has not, and the reverse. */
export const routePatternsOf = (stable: string[], canary: string[]): RoutePatterns => ({
  added: canary.filter((pattern) => !stable.includes(pattern)),
  removed: stable.filter((pattern) => !canary.includes(pattern)),
});

/** The canary cohort's copies rendered for a run, staged, to be published with the run's own pages. */
export interface CohortRender {
  canary: Canary;
  stagingDir: string;
  /** The pages the canary reaches after the run, each with a current copy. */
  pages: string[];
  /** The stable pages after the run that the canary's site has not. */
  absent: string[];
  /** The copies rendered now. */
  rendered: string[];
  /** Why they did not render (the job's own lines, each route named), or none. */
  problems: string[];
}

/**
 * Renders the running canary's copies for a run that renders `rendered` with `document`, its index after it being
 * `indexAfter`'s (read only while a canary runs), its change reaching what `reaches` says; undefined without a
 * running canary, or when the canary is of `except` (a switch of the canary's own area is its promotion).
 */
export async function renderCohort(
  site: CohortSite,
  {
    document,
    indexAfter,
    rendered,
    stagingDir,
    except,
    reaches,
  }: { document: SettingsDocument; indexAfter: () => Promise<Pick<PagesManifest, 'pages'>>; rendered: string[]; stagingDir: string; except?: string; reaches: ChangeReaches },
): Promise<CohortRender | undefined> {
  const canary = runningCanary(await readCanaries(site.store));
  if (!canary || canary.area === except) return undefined;
  const after = await indexAfter();
  const copies = (await readIndexFile(overlayDir(site.pagesDir, canary.id))).index?.pages ?? {};
  // The canary's own pages: copies of pages the stable site has neither before nor after the run (one it removed
  // goes from both cohorts); rendered again when the run's change reaches them, which also tells one that left it.
  // The stable index before the run is read only when a copy is missing from the one after it.
  const notAfter = Object.keys(copies).filter((sitePath) => !(sitePath in after.pages));
  const before = notAfter.length ? ((await readIndexFile(site.pagesDir)).index?.pages ?? {}) : {};
  const own = new Set(notAfter.filter((sitePath) => !(sitePath in before)));
  // A page the canary's site has not stays so for the canary's life: its routes are the only difference.
  const absentBefore = new Set(canary.absent ?? []);
  const pages = [...cohortPagesOf(after, canary), ...own].filter((sitePath) => !absentBefore.has(sitePath));
  const absentAfter = (missed: Iterable<string>) => [...absentBefore, ...missed].filter((sitePath) => sitePath in after.pages);
  const renderedNow = new Set(rendered);
  const targets = pages.filter((sitePath) => renderedNow.has(sitePath) || !copies[sitePath] || (own.has(sitePath) && reaches(sitePath, copies[sitePath]!)));
  if (!targets.length) return { canary, stagingDir, pages, absent: absentAfter([]), rendered: [], problems: [] };
  site.log?.(`a canary of ${canary.area} ${canary.version} runs: rendering its cohort's copies of ${targets.length} pages…`);
  const run = await renderStaged(site, canaryDocument(document, canary), { pages: targets }, stagingDir);
  // A page whose copy was due and not rendered is not on the canary's site: absent for its cohort if the stable site
  // has it, else gone from both.
  const renderedCopies = new Set(run.rendered);
  const missed = new Set(targets.filter((sitePath) => !renderedCopies.has(sitePath)));
  return { canary, stagingDir, pages: pages.filter((sitePath) => !missed.has(sitePath)), absent: absentAfter(missed), rendered: run.rendered, problems: run.problems };
}

/**
 * Writes the copies of `staged` (a cohort's run) into the overlay of `canaryId`, whose pages become `pages`: each
 * with its copy rendered now or its earlier one (a page with neither is left out: served shared); copies of pages no
 * longer listed are removed. Returns the pages that have a copy.
 */
export async function writeOverlay(pagesDir: string, canaryId: string, staged: SiteOutput | undefined, pages: string[]): Promise<string[]> {
  const dir = overlayDir(pagesDir, canaryId);
  const { index: earlier } = await readIndexFile(dir);
  const entries: Record<string, PageEntry> = {};
  const html = new Map<string, string>();
  for (const sitePath of pages) {
    const now = staged?.pages.get(sitePath);
    const entry = now !== undefined ? staged!.index.pages[sitePath] : earlier?.pages[sitePath];
    if (!entry) continue;
    entries[sitePath] = entry;
    if (now !== undefined) html.set(sitePath, now);
  }
  const kept = Object.keys(entries);
  const unchanged = !html.size && !!earlier && kept.length === Object.keys(earlier.pages).length;
  // Only the cohort's pages: the site's other files (sitemap, feed) are the same for both cohorts.
  if (!unchanged) await publish(dir, { pages: html, files: new Map(), index: { pages: entries, dynamic: [], articles: {} } }, { index: earlier });
  return kept;
}

/**
 * Records `pages` (and `absent`) as the pages of the canary `canary` (over the revision read; read again when another
 * writer wrote first), logging what changed with `cause`. A canary being promoted keeps its lists (its promotion ends
 * the cohort; its verdict is taken). Returns false when the canary is no longer running.
 */
export async function recordCohortPages(
  site: Pick<CohortSite, 'store'>,
  canary: Pick<Canary, 'id'>,
  { pages, absent }: Pick<Canary, 'pages' | 'absent'>,
  cause: string,
): Promise<boolean> {
  for (;;) {
    const file = await readCanaries(site.store);
    const current = runningCanary(file);
    if (current?.id !== canary.id) return false;
    const changes = (now: string[], earlier: string[]) => {
      const before = new Set(earlier);
      const after = new Set(now);
      return { added: now.filter((sitePath) => !before.has(sitePath)), removed: earlier.filter((sitePath) => !after.has(sitePath)) };
    };
    const { added, removed } = changes(pages, current.pages);
    const absence = changes(absent ?? current.absent ?? [], current.absent ?? []);
    const absentChanged = absence.added.length + absence.removed.length > 0;
    if (current.status !== 'running' || (!added.length && !removed.length && !absentChanged)) return true;
    try {
      const details = { cause, pages: pages.length, added, removed, ...(absence.added.length ? { absent: absence.added } : {}) };
      await commitCanary(site.store, file.revision, { ...current, pages, ...(absent ? { absent } : {}) }, { event: 'pages', details });
      return true;
    } catch (error) {
      if (!(error instanceof CanaryChanged)) throw error;
    }
  }
}

/** Publishes a cohort render: its copies into the overlay, the list into canary.json (an overlay of a canary that ended meanwhile goes). Returns the list. */
export async function publishCohort(site: CohortSite, cohort: CohortRender, cause: string): Promise<string[]> {
  const staged = cohort.rendered.length ? await readStaged(cohort.stagingDir) : undefined;
  const pages = await writeOverlay(site.pagesDir, cohort.canary.id, staged, cohort.pages);
  if (!(await recordCohortPages(site, cohort.canary, { pages, absent: cohort.absent }, cause))) await removeOverlay(site.pagesDir, cohort.canary.id);
  return pages;
}
