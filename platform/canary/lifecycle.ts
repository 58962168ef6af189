/**
 * A canary's life: started by `npm run release -- <area> --canary <percent>`, ended by the verdict (verdicts.ts)
 * or by hand (`npm run canary -- <area> --promote | --abort`).
 * - Start: the version is published and checked as a release is (static checks, every page it changes rendered
 *   with the candidate document); instead of switching the live document, the rendered pages are published as
 *   the canary cohort's overlay of the pages folder, then the canary is recorded as running, with what its site
 *   lacks or adds beyond its pages (the stable pages its release removed; the route patterns it added or removed).
 *   The live document, the stable pages and the stable cohort are untouched.
 * - Promotion: the normal switch to the canary's version (re-rendering what it changes), for everyone.
 * - Rollback: the canary ends and its overlay goes; the stable cohort is never touched.
 * Each ending is taken once (commitCanary's compare-and-swap): a second server or command finds it taken. An ending
 * written and not applied (a server died between the steps) is finished by resumeCanary.
 */
import fs from 'node:fs/promises';
import { withPagesLock } from '../prerender/pagesLock';
import { readIndexFile, readStaged, stagingDirOf, sweepStaging } from '../prerender/publish';
import { areaDefinition, type AreaId } from '../registry/apps';
import { ReleaseRefused, renderCandidate, staticProblems, switchTo, type ReleaseContext } from '../releases/release';
import { releaseCanary } from './endItFirst';
import { liveVersion, readLiveDocument, withRelease } from '../releases/settingsDocument';
import type { SettingsDocument } from '../settings/reader';
import { publishVersion, removeVersion } from '../releases/store';
import { endCommand } from './endItFirst';
import { advanced, nextShare, planOf, stepsOf } from './steps';
import { cohortPagesOf, routePatternsOf, writeOverlay } from './cohortPages';
import { alignEdgeState, CanaryChanged, commitCanary, readCanaries, removeOverlay, runningCanary, sweepOverlays, type Canary } from './state';
import type { CanaryFigures } from './figures';

/** What the canary's work is given: a release's context, whose canary is this one (a promotion's switch names it). */
export type CanaryContext = Omit<ReleaseContext, 'canary'>;

export interface CanaryOptions {
  /** The first step's share (the only one's without `plan`). */
  percent: number;
  /** Every step's share, the first `percent` (`--steps`); none: one step. */
  plan?: number[];
  /** Who starts it (decidedBy.ts). */
  by?: string;
  /** Percentage points (absent: the settings document's tolerance). */
  tolerance?: number;
  maxDurationMs: number;
}

/** What the start's line says of the stable pages the canary's release removed. */
const removedNote = (count: number) => (count ? ` (${count} ${count === 1 ? 'page' : 'pages'} its release removed answer 404 to it)` : '');

const canaryId = (area: AreaId, version: string) => `${area}-${version}-${Date.now().toString(36)}`;

/** Publishes the build in `buildDir` and starts its canary if every check passes (else ReleaseRefused, nothing changed). */
export async function startCanary(context: CanaryContext, area: AreaId, buildDir: string, options: CanaryOptions, checked?: SettingsDocument): Promise<Canary> {
  const log = context.log ?? (() => undefined);
  // A live document that does not parse refuses before anything is published: `checked` when the command read it.
  if (!checked) await readLiveDocument(context.store);
  const refuseRunning = (running: Canary, version: string) => {
    throw new ReleaseRefused(area, version, [
      `a canary of ${running.area} ${running.version} is running (started ${running.startedAt}): one canary runs at a time, since a visitor's cohort cookie names one; ` +
        `promote or abort it first: ${endCommand(running.area)}`,
    ]);
  };
  const before = runningCanary(await readCanaries(context.store));
  if (before) refuseRunning(before, '(not built)');
  const { version, created } = await publishVersion(context.store, area, buildDir);
  log(`${areaDefinition(area).label}: ${created ? 'published' : 'already in the store as'} ${version}`);
  return withPagesLock(context.pagesDir, async () => {
    await sweepStaging(context.pagesDir);
    const canaries = await readCanaries(context.store);
    // Read again under the pages lock: the canary's baseline (`from`) is what is live as it starts, and no
    // compare-and-swap of the document would catch a release that went live since the command read it.
    const live = await readLiveDocument(context.store);
    const from = liveVersion(live, area);
    const refuse = async (problems: string[]): Promise<never> => {
      if (created) await removeVersion(context.store, area, version);
      throw new ReleaseRefused(area, version, problems);
    };
    const running = runningCanary(canaries);
    if (running) refuseRunning(running, version);
    if (from === version) await refuse([`${area} ${version} is already live for everyone`]);
    const problems = await staticProblems(context.store, live, area, version);
    if (problems.length) await refuse(problems);

    const stagingDir = stagingDirOf(context.pagesDir, area);
    try {
      log(`checking ${area} ${version} against the live site (rendering the pages it changes)…`);
      const rendered = await renderCandidate(context, withRelease(live, area, version, [...areaDefinition(area).owns]), area, stagingDir);
      if (rendered.problems.length) await refuse(rendered.problems);
      const entry = withRelease(live, area, version, rendered.owns ?? []).areas![area]!;
      const id = canaryId(area, version);
      // The overlay is whole before any server sees the canary running: the pages the area reaches, each rendered.
      await sweepOverlays(context.pagesDir, undefined);
      const staged = await readStaged(stagingDir);
      const pages = await writeOverlay(context.pagesDir, id, staged, cohortPagesOf(staged.index, { area, entry }));
      // Where the canary's site differs beyond its pages: the pages and the route patterns its release took away or added.
      const stable = (await readIndexFile(context.pagesDir)).index;
      const patterns = routePatternsOf(stable?.dynamic ?? [], staged.index.dynamic);
      const { by, plan, ...rules } = options;
      const startedAt = new Date().toISOString();
      const canary: Canary = {
        id,
        area,
        version,
        from,
        entry,
        pages,
        absent: rendered.removed,
        patterns,
        ...rules,
        ...(plan && plan.length > 1 ? { plan, steps: [{ percent: options.percent, startedAt }] } : {}),
        ...(by ? { startedBy: by } : {}),
        startedAt,
        status: 'running',
      };
      try {
        await commitCanary(context.store, canaries.revision, canary, { event: 'started', details: {
            from,
            percent: options.percent,
            ...(canary.plan ? { steps: canary.plan } : {}),
            ...(by ? { by } : {}),
            ...(options.tolerance === undefined ? {} : { tolerance: options.tolerance }),
            maxDurationMs: options.maxDurationMs,
            pages: pages.length,
            ...(canary.absent!.length ? { absent: canary.absent } : {}),
            ...(patterns.added.length || patterns.removed.length ? { patterns } : {}),
          },
        });
      } catch (error) {
        await sweepOverlays(context.pagesDir, undefined);
        if (error instanceof CanaryChanged) await refuse([`${error.message}; run it again`]);
        throw error;
      }
      log(`${area} ${version} is live for ${options.percent} % of visitors${canary.plan ? ` (the first of its steps, ${canary.plan.join(' → ')} %)` : ''} (canary ${id}); ${pages.length} pages rendered for its cohort${removedNote(canary.absent!.length)}; ${from ?? '(none)'} stays live for the others`);
      return canary;
    } finally {
      await fs.rm(stagingDir, { recursive: true, force: true });
    }
  });
}

export interface Ending {
  verdict: 'promote' | 'rollback';
  reason: string;
  figures?: CanaryFigures;
  /** Who or what took it: a person (decidedBy.ts) or "the verdict". */
  by: string;
}

/**
 * Ends the running canary `canary` (as read at `revision`) with `ending`. The verdict is written first, over the
 * revision read (taken once: CanaryChanged when another server or command took one first), then applied:
 * - a rollback is its own write (no visitor gets the canary after it); then its overlay goes;
 * - a promotion is written as `promoting` (the cohort keeps the canary until the switch is live), then applied by
 *   applyPromotion: the normal switch, then `promoted`. A promotion the switch refuses rolls the canary back,
 *   saying why.
 * A process that dies between the steps leaves the verdict written and not applied: resumeCanary finishes it.
 */
export async function endCanary(context: CanaryContext, revision: number, canary: Canary, ending: Ending): Promise<Canary> {
  const decided: Canary = { ...canary, reason: ending.reason, endedBy: ending.by, ...(ending.figures ? { figures: ending.figures } : {}) };
  if (ending.verdict === 'rollback') return finish(context, revision, decided, 'rolled back', ending.reason);
  const taken = await commitCanary(context.store, revision, { ...decided, status: 'promoting' });
  return applyPromotion(context, taken.revision, { ...decided, status: 'promoting' });
}

/** Writes the canary's end over `revision` (CanaryChanged when another wrote first), then removes its overlay. */
async function finish(context: CanaryContext, revision: number, canary: Canary, status: 'promoted' | 'rolled back', reason: string): Promise<Canary> {
  const ended: Canary = { ...canary, status, reason, endedAt: new Date().toISOString() };
  await commitCanary(context.store, revision, ended, { event: status, details: { reason, ...(canary.endedBy ? { by: canary.endedBy } : {}), ...(canary.figures ? { figures: canary.figures } : {}) } });
  await removeOverlay(context.pagesDir, canary.id);
  context.log?.(`canary ${canary.id}: ${status} by ${canary.endedBy ?? 'an earlier version of the site'} (${reason})`);
  return ended;
}

/**
 * Moves the running canary `canary` (as read at `revision`) to its next step: its cohort is drawn with the next share
 * from now on (CanaryChanged when another server or command decided first). The overlay stays as it is.
 */
export async function advanceCanary(context: CanaryContext, revision: number, canary: Canary, step: Omit<Ending, 'verdict'>): Promise<Canary> {
  const next = advanced({ ...canary, ...(step.figures ? { figures: step.figures } : {}) }, new Date().toISOString());
  const number = stepsOf(next).length;
  await commitCanary(context.store, revision, next, {
    event: 'step',
    details: { step: number, of: planOf(next).length, percent: next.percent, previous: canary.percent, reason: step.reason, by: step.by, ...(step.figures ? { figures: step.figures } : {}) },
  });
  context.log?.(`canary ${canary.id}: step ${number} of ${planOf(next).length}, now live for ${next.percent} % of visitors (was ${canary.percent} %), by ${step.by}: ${step.reason}`);
  return next;
}

/**
 * Acts on a verdict taken on the running canary (as read at `revision`): a promotion at a step before the last moves
 * it to its next share (advanceCanary), the last step's promotes it; a rollback ends it at any step.
 */
export function actOnVerdict(context: CanaryContext, revision: number, canary: Canary, decision: Ending): Promise<Canary> {
  if (decision.verdict === 'promote' && nextShare(canary) !== undefined) return advanceCanary(context, revision, canary, decision);
  return endCanary(context, revision, canary, decision);
}

/**
 * Applies a promotion written as `promoting` (at `revision`): the switch to the canary's version unless the live
 * document names it already (a switch that went live before its process died), then `promoted`. Safe to run by
 * several servers at once: the switch runs under the pages lock and is skipped once live; `promoted` is written once.
 */
async function applyPromotion(context: CanaryContext, revision: number, canary: Canary): Promise<Canary> {
  let ending: { status: 'promoted' | 'rolled back'; reason: string } = { status: 'promoted', reason: canary.reason ?? 'promoted' };
  try {
    await switchTo({ ...context, canary: releaseCanary }, canary.area, canary.version, 'release', { removeOnRefusal: false, unlessLive: true, promoting: canary.id });
  } catch (error) {
    // Only a refusal rolls back; anything else (a job that crashed, a full disk) leaves it for resumeCanary.
    if (!(error instanceof ReleaseRefused)) throw error;
    ending = { status: 'rolled back', reason: `promotion refused: ${error.message}` };
  }
  try {
    return await finish(context, revision, canary, ending.status, ending.reason);
  } catch (error) {
    // Another server applying the same promotion ended it first: ended all the same.
    const now = (await readCanaries(context.store)).canaries[canary.area];
    if (error instanceof CanaryChanged && now?.id === canary.id && (now.status === 'promoted' || now.status === 'rolled back')) return now;
    throw error;
  }
}

/**
 * Finishes a verdict written and not applied (its process died between the steps): a promotion is applied; the
 * overlay of a canary that ended is removed; what the store tells the edge is aligned with the canaries. Run by each
 * site server when it starts and before each verdict.
 * Returns the canary it ended, if any.
 */
export async function resumeCanary(context: CanaryContext): Promise<Canary | undefined> {
  await alignEdgeState(context.store);
  const file = await readCanaries(context.store);
  const promoting = runningCanary(file);
  if (promoting?.status === 'promoting') {
    context.log?.(`canary ${promoting.id}: its promotion was written and not applied; applying it`);
    return applyPromotion(context, file.revision, promoting);
  }
  for (const canary of Object.values(file.canaries)) {
    if (canary && canary.status !== 'running' && canary.status !== 'promoting') await removeOverlay(context.pagesDir, canary.id);
  }
  return undefined;
}

/** Resolves with the canary `id` once it has ended (promoted or rolled back), looking every `everyMs`. */
export async function canaryEnded(store: ReleaseContext['store'], area: AreaId, id: string, everyMs = 500): Promise<Canary> {
  for (;;) {
    const canary = (await readCanaries(store)).canaries[area];
    if (!canary || canary.id !== id) throw new Error(`The canary ${id} is no longer in ${store.dir}/canary.json.`);
    if (canary.status === 'promoted' || canary.status === 'rolled back') return canary;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
