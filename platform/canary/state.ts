/**
 * The canaries, as the release store holds them beside the live document: `canary.json`, each area's last canary
 * (at most one running at a time across areas: the cohort cookie names one). It is written atomically under the
 * store's lock, over the revision the writer read (compare-and-swap, as commitLiveDocument writes the live
 * document), so of several site servers sharing the store exactly one takes a verdict. Every state change is a
 * line of the release log, with the figures behind a verdict.
 *
 * The canary cohort's document is derived at read time: the live document with the canary area's entry replaced,
 * so a release of another area during the canary reaches both cohorts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AreaEntry, SettingsDocument } from '../settings/reader';
import { areaIds, type AreaId } from '../registry/apps';
import { appendLog, withStoreLock, type CanaryLogEntry, type ReleaseStore } from '../releases/store';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { readEdgeState, writeEdgeState } from '../releases/edgeState';
import type { Cohort } from './evidence';
import { alerts, isAlerted } from './alerts';
import type { CanaryFigures } from './figures';

/** A step of a canary: the share of new visitors drawn into its cohort (percent) from `startedAt` on. */
export interface CanaryStep {
  percent: number;
  startedAt: string;
}

export type CanaryStatus = 'running' | 'promoting' | 'promoted' | 'rolled back';

export interface Canary {
  /** Names the canary in the cohort cookie and the log: `<area>-<version>-<start time, base 36>`. */
  id: string;
  area: AreaId;
  version: string;
  /** The area's live version when it started. */
  from: string | null;
  /** The canary cohort's entry for the area (its owns as its routes use them). */
  entry: AreaEntry;
  /** The pages it reaches (rendered for its cohort into the overlay); views are compared on these. */
  pages: string[];
  /** The stable site's pages the canary's site has not (its release removed their route): its cohort gets the 404 page. */
  absent?: string[];
  /**
   * Route patterns (`/path/:param`) only one cohort's site has: `added` by the canary's release (a path matching one
   * gets its cohort the shell page, rendered in the browser) and `removed` by it (its cohort gets the 404 page).
   */
  patterns?: RoutePatterns;
  /** The share of new visitors drawn into the canary cohort (above 0, below 100): its current step's. */
  percent: number;
  /** Every share its steps go through (`--steps`; none: one step at `percent`), and the steps taken so far (steps.ts). */
  plan?: number[];
  steps?: CanaryStep[];
  /** Who started it (the operating-system user, or `--by`), and who or what ended it ("the verdict" when automatic). */
  startedBy?: string;
  endedBy?: string;
  /** Its tolerance on errors in percentage points (`--tolerance`); absent: the settings document's, else 0.5. */
  tolerance?: number;
  /** How long it may run without a verdict before it is rolled back (`--max-duration`); absent: 24 h. */
  maxDurationMs?: number;
  startedAt: string;
  status: CanaryStatus;
  endedAt?: string;
  /** Why it ended (the verdict's reason, or "promoted by hand"). */
  reason?: string;
  /** The figures the last verdict was taken on, with their pages (none on a verdict taken before they were recorded). */
  figures?: CanaryFigures;
}

export interface RoutePatterns {
  added: string[];
  removed: string[];
}

export interface CanaryFile {
  revision: number;
  canaries: Partial<Record<AreaId, Canary>>;
}

export const canaryFile = (store: ReleaseStore) => path.join(store.dir, 'canary.json');

const isCanaryFile = (value: unknown): value is CanaryFile =>
  !!value && typeof value === 'object' && typeof (value as CanaryFile).revision === 'number' && !!(value as CanaryFile).canaries && typeof (value as CanaryFile).canaries === 'object';

/** The store's canaries (none when the file is missing). A file that is not a canary file is refused, naming it. */
export async function readCanaries(store: ReleaseStore): Promise<CanaryFile> {
  let text: string;
  try {
    text = await fs.readFile(canaryFile(store), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { revision: 0, canaries: {} };
    throw error;
  }
  const value: unknown = JSON.parse(text);
  if (!isCanaryFile(value)) throw new Error(`${canaryFile(store)} is not a canary file ({ "revision": n, "canaries": { … } }).`);
  return value;
}

/** The running canary (or one being promoted), if any. */
export const runningCanary = (file: CanaryFile): Canary | undefined =>
  areaIds.map((area) => file.canaries[area]).find((canary) => canary?.status === 'running' || canary?.status === 'promoting');

/** The canary file changed since it was read: another command or server took the decision first. */
export class CanaryChanged extends Error {
  constructor(expected: number, found: number) {
    super(`the canary state changed while this ran (revision ${expected} read, ${found} now): another command or site server decided first`);
    this.name = 'CanaryChanged';
  }
}

/**
 * Writes `canary` as its area's canary if the file is still at `revision` (else CanaryChanged, nothing written),
 * and logs `event` with `details`. Returns the file written.
 */
export async function commitCanary(
  store: ReleaseStore,
  revision: number,
  canary: Canary,
  event?: { event: CanaryLogEntry['event']; details?: Record<string, unknown> },
): Promise<CanaryFile> {
  return withStoreLock(store, async () => {
    const found = await readCanaries(store);
    if (found.revision !== revision) throw new CanaryChanged(revision, found.revision);
    const next: CanaryFile = { revision: revision + 1, canaries: { ...found.canaries, [canary.area]: canary } };
    // The edge routes pages by cohort from before a canary runs to after it ended (releases/edgeState.ts).
    const perCohort = runningCanary(next) !== undefined;
    if (perCohort) await writeEdgeState(store, { perCohort });
    await writeFileAtomically(canaryFile(store), `${JSON.stringify(next, null, 2)}\n`);
    if (!perCohort) await writeEdgeState(store, { perCohort });
    if (event) {
      const entry = { target: canary.area, action: 'canary', event: event.event, canary: canary.id, version: canary.version, at: new Date().toISOString(), ...event.details } as const;
      await appendLog(store, entry);
      // Each decision goes to the team's webhooks too, in the background (alerts.ts): nothing waits for a receiver.
      if (isAlerted(entry.event)) alerts().announce({ ...entry, event: entry.event });
    }
    return next;
  });
}

/**
 * Writes what the store tells the edge where it disagrees with the canaries (a canary started by a site that wrote
 * no edge state, a damaged file): every look of a server checks it, and only a disagreement takes the store's lock.
 */
export async function alignEdgeState(store: ReleaseStore): Promise<void> {
  /** The state to write, or undefined when the written one agrees. */
  const disagreement = async (): Promise<{ perCohort: boolean } | undefined> => {
    const perCohort = runningCanary(await readCanaries(store)) !== undefined;
    const written = await readEdgeState(store).catch(() => undefined);
    return written?.perCohort === perCohort ? undefined : { perCohort };
  };
  if (!(await disagreement())) return;
  await withStoreLock(store, async () => {
    const state = await disagreement();
    if (state) await writeEdgeState(store, state);
  });
}

/** The document the canary cohort reads: the live one with the canary's area entry. */
export const canaryDocument = (live: SettingsDocument, canary: Pick<Canary, 'area' | 'entry'>): SettingsDocument => ({
  ...live,
  areas: { ...live.areas, [canary.area]: canary.entry },
});

/** The document of a cohort while `canary` runs (the live one for stable, and without a canary). */
export const cohortDocument = (live: SettingsDocument, canary: Canary | undefined, cohort: Cohort): SettingsDocument =>
  canary && cohort === 'canary' ? canaryDocument(live, canary) : live;

/** The canary cohort's pages (an overlay of the pages folder: the pages the area reaches, and their index). */
export const overlayDir = (pagesDir: string, id: string) => path.join(pagesDir, '.canary', id);

/** Removes the overlay of the canary `id` (ended). */
export const removeOverlay = (pagesDir: string, id: string) => fs.rm(overlayDir(pagesDir, id), { recursive: true, force: true });

/** Removes every overlay but `keep`'s (under the pages lock: a canary starting publishes its overlay before it runs). */
export async function sweepOverlays(pagesDir: string, keep: string | undefined) {
  const dir = path.join(pagesDir, '.canary');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry !== keep)) await fs.rm(path.join(dir, name), { recursive: true, force: true });
}
