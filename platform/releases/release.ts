/**
 * Releasing one app: publish its build under an immutable version, check it against the live site, switch
 * the live settings document to it in one atomic write, log it, and publish the pages it re-rendered.
 * A rollback is the same switch to a version already in the store. Anything refused leaves the live site
 * exactly as it was (a version published only for the refused attempt is removed again).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { appDefinition, areaDefinition, areaIds, type ReleaseTarget } from '../registry/apps';
import { publishStaged, readIndexFile, readStagedIndex, stagingDirOf, sweepStaging } from '../prerender/publish';
import { withPagesLock } from '../prerender/pagesLock';
import { changeReaches } from '../prerender/dependencies';
import type { runJob } from '../prerender/runner';
import { renderStaged, type StagedRun } from '../prerender/stagedRun';
import { exposeProblems, runtimeProblems, sharedRangeProblems, type FederationManifest } from './sharedRanges';
import { commitLiveDocument, DocumentChanged, liveVersion, readLiveDocument, revisionOf, withRelease } from './settingsDocument';
import type { SettingsDocument } from '../settings/reader';
import type { ReleaseCanary } from './releaseCanary';
import { localOperator, publishVersion, readLog, removeVersion, storedVersions, versionDir, type ReleaseStore } from './store';

export class ReleaseRefused extends Error {
  constructor(target: ReleaseTarget, version: string, problems: string[]) {
    super(`Release of ${target} ${version} refused, nothing changed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ReleaseRefused';
  }
}

export interface ReleaseContext {
  store: ReleaseStore;
  /** The running site (its backend feeds the pages; the job loads the candidate from there). */
  origin: string;
  /** The site's prerendered pages (see platform/prerender). */
  pagesDir: string;
  /** Earlier versions kept per app (beyond the live one); default: the document's `releases.keep`, else 3. */
  keep?: number;
  log?: (line: string) => void;
  /** Runs the prerender job that checks and renders the candidate (default: runJob, a fresh process); tests give a fake. */
  runJob?: typeof runJob;
  /** Who asks, as the release log records it: a release token's `token:<name>`; default the operating-system user. */
  by?: string;
  /** The running canary, as a switch asks it (releaseCanary.ts; platform/canary/endItFirst.ts `releaseCanary`). */
  canary: ReleaseCanary;
}

export interface ReleaseOutcome {
  target: ReleaseTarget;
  from: string | null;
  to: string;
  /** Pages rendered again for the release, and pages it removed. */
  rendered: string[];
  removed: string[];
  pruned: string[];
}

const readManifest = async (dir: string) => JSON.parse(await fs.readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as FederationManifest;

/** The static checks: exposes, and the shared singletons and federation runtime against the shell (or, for a shell, every area). */
export async function staticProblems(store: ReleaseStore, live: SettingsDocument, target: ReleaseTarget, version: string): Promise<string[]> {
  const candidate = await readManifest(versionDir(store, target, version));
  if (target !== 'shell') {
    const problems = exposeProblems(candidate, Object.keys(areaDefinition(target).exposes));
    const shellVersion = liveVersion(live, 'shell');
    if (shellVersion) {
      const shell = await readManifest(versionDir(store, 'shell', shellVersion));
      problems.push(...sharedRangeProblems(candidate, shell), ...runtimeProblems(candidate, shell));
    }
    return problems;
  }
  const problems: string[] = [];
  for (const area of areaIds) {
    const areaVersion = liveVersion(live, area);
    if (!areaVersion) continue;
    const remote = await readManifest(versionDir(store, area, areaVersion));
    problems.push(...[...sharedRangeProblems(remote, candidate), ...runtimeProblems(remote, candidate)].map((problem) => `the live ${area} area: ${problem}`));
  }
  return problems;
}

/**
 * Renders, with the candidate document, the pages the switch changes: for an area, its checks (exposes,
 * routes inside its paths, every page rendering) come with it. The output waits in a staging folder.
 */
export type CandidatePages = StagedRun;

export function renderCandidate(context: Omit<ReleaseContext, 'canary'>, candidate: SettingsDocument, target: ReleaseTarget, stagingDir: string): Promise<CandidatePages> {
  // A shell release renders every page (each uses the shell); an area's, the pages it reaches.
  return renderStaged(context, candidate, target === 'shell' ? 'full' : `release:${target}`, stagingDir);
}

/** Versions no published page refers to, beyond the `keep` newest earlier ones, are removed. */
export async function prune(context: Pick<ReleaseContext, 'store' | 'pagesDir' | 'keep'>, live: SettingsDocument, target: ReleaseTarget): Promise<string[]> {
  const keep = context.keep ?? live.releases?.keep ?? 3;
  const current = liveVersion(live, target);
  const { index, damaged } = await readIndexFile(context.pagesDir);
  // Which versions published pages name is unknown until the job rewrites a damaged index: keep them all.
  if (damaged) return [];
  const referenced = new Set(Object.values(index?.pages ?? {}).map((entry) => (target === 'shell' ? undefined : entry.releases[target]?.version)));
  const earlier = (await storedVersions(context.store, target)).filter((version) => version !== current);
  // The newest `keep` earlier versions stay for rollbacks; older ones go unless a page still names them.
  const candidates = earlier.slice(0, Math.max(0, earlier.length - keep)).filter((version) => !referenced.has(version));
  for (const version of candidates) await removeVersion(context.store, target, version);
  return candidates;
}

/** How often a release checks again when another one changed the live document while it was being checked. */
const checkAttempts = 3;

/**
 * Checks `version` against the live document and switches to it, writing only over the revision it checked
 * (commitLiveDocument). When another release or rollback changed the document meanwhile, a release checks
 * again (up to checkAttempts times); a rollback that chose its version from an earlier state
 * (`checkedRevision`) refuses instead, saying why.
 */
export async function switchTo(
  context: ReleaseContext,
  target: ReleaseTarget,
  version: string,
  action: 'release' | 'rollback',
  {
    removeOnRefusal,
    checkedRevision,
    unlessLive,
    promoting,
    live: read,
  }: {
    removeOnRefusal: boolean;
    checkedRevision?: number;
    unlessLive?: boolean;
    /** The id of the canary this switch promotes. */
    promoting?: string;
    /** The live document as the caller read it: the first attempt's (read here when left out). */
    live?: SettingsDocument;
  },
): Promise<ReleaseOutcome> {
  const log = context.log ?? (() => undefined);
  return withPagesLock(context.pagesDir, async () => {
    await sweepStaging(context.pagesDir);
    for (let attempt = 1; ; attempt += 1) {
      // Read again only when another writer changed it since (commitLiveDocument's DocumentChanged).
      const live = attempt === 1 && read ? read : await readLiveDocument(context.store);
      const from = liveVersion(live, target);
      // A switch resumed after its process died (a canary's promotion): done already, or its pages still to publish.
      if (unlessLive && from === version) return finishPublishing(context, live, target, version);
      const refuse = async (problems: string[]): Promise<never> => {
        if (removeOnRefusal && from !== version) await removeVersion(context.store, target, version);
        throw new ReleaseRefused(target, version, problems);
      };
      // Under the pages lock, as a canary starts: none can start between this look and the switch.
      const inTheWay = await context.canary.inTheWay(context.store, target, action, promoting);
      if (inTheWay) await refuse([inTheWay]);
      if (checkedRevision !== undefined && revisionOf(live) !== checkedRevision) {
        await refuse([`${new DocumentChanged(checkedRevision, revisionOf(live)).message}; run it again to decide against the new state`]);
      }
      const problems = await staticProblems(context.store, live, target, version);
      if (problems.length) await refuse(problems);

      // Owns as the registry claims them while rendering; the document gets the paths the routes really use.
      const claim = target === 'shell' ? [] : [...areaDefinition(target).owns];
      const stagingDir = stagingDirOf(context.pagesDir, target);
      const cohortStagingDir = stagingDirOf(context.pagesDir, 'canary');
      try {
        log(`checking ${target} ${version} against the live site (rendering the pages it changes)…`);
        const rendered = await renderCandidate(context, withRelease(live, target, version, claim), target, stagingDir);
        if (rendered.problems.length) await refuse(rendered.problems);
        // A running canary's cohort gets its copies of the pages rendered that its area reaches once this is live.
        const canary = await context.canary.renderCohort(context, {
          document: withRelease(live, target, version, rendered.owns ?? []),
          indexAfter: () => readStagedIndex(stagingDir),
          rendered: rendered.rendered,
          stagingDir: cohortStagingDir,
          except: target,
          // As the candidate's run chose its pages: a shell release renders every page.
          reaches: changeReaches(target === 'shell' ? { kind: 'full' } : { kind: 'release', area: { id: target, owns: rendered.owns ?? claim } }),
        });
        // Refused, nothing changed: the canary decides first (a run of the job rolls it back instead: canary/publishRun.ts).
        if (canary?.problems.length) {
          const { area, version: canaryVersion } = canary.canary;
          await refuse(
            canary.problems.map(
              (problem) => `the canary cohort's pages (${area} ${canaryVersion}) do not render with it: ${problem}; end the canary first (${context.canary.endCommand(area)})`,
            ),
          );
        }

        let next: SettingsDocument;
        try {
          next = await commitLiveDocument(context.store, withRelease(live, target, version, rendered.owns ?? []), { target, action, from, to: version, at: new Date().toISOString(), by: context.by ?? localOperator() });
        } catch (error) {
          if (!(error instanceof DocumentChanged)) throw error;
          if (checkedRevision !== undefined || attempt === checkAttempts) await refuse([`${error.message}${checkedRevision === undefined ? `, ${attempt} times` : ''}; run it again`]);
          log(`${error.message}; checking again`);
          continue;
        }
        await publishStaged(stagingDir, context.pagesDir);
        if (canary) await context.canary.publishCohort(context, canary, `${action} of ${target} ${version}`);
        const pruned = await prune(context, next, target);
        log(
          `${target} ${from ?? '(none)'} → ${version} is live; ${rendered.rendered.length} pages rendered again` +
            `${canary ? `, and the ${canary.rendered.length} pages of the canary cohort (${canary.canary.area} ${canary.canary.version})` : ''}${pruned.length ? `, pruned ${pruned.join(', ')}` : ''}`,
        );
        return { target, from, to: version, rendered: rendered.rendered, removed: rendered.removed, pruned };
      } finally {
        // Published (and removed) by publishStaged when it went live; otherwise nothing of it may stay.
        await fs.rm(stagingDir, { recursive: true, force: true });
        await fs.rm(cohortStagingDir, { recursive: true, force: true });
      }
    }
  });
}

/**
 * The end of a switch whose document was committed by a process that died before publishing its pages: the pages
 * of `target` still pinning another version are rendered with the live document and published (none: nothing to do).
 */
async function finishPublishing(context: ReleaseContext, live: SettingsDocument, target: ReleaseTarget, version: string): Promise<ReleaseOutcome> {
  const { index } = await readIndexFile(context.pagesDir);
  const stale = Object.values(index?.pages ?? {}).some((entry) => target !== 'shell' && entry.releases[target] && entry.releases[target]!.version !== version);
  if (!stale) return { target, from: version, to: version, rendered: [], removed: [], pruned: [] };
  const stagingDir = stagingDirOf(context.pagesDir, target);
  try {
    const rendered = await renderCandidate(context, live, target, stagingDir);
    // Not a refusal: the version is live; its pages are to be published again at the next attempt.
    if (rendered.problems.length) throw new Error(`${target} ${version} is live, and its pages could not be rendered again: ${rendered.problems.join('; ')}`);
    await publishStaged(stagingDir, context.pagesDir);
    context.log?.(`${target} ${version} was live already; ${rendered.rendered.length} pages still pinning another release rendered again`);
    return { target, from: version, to: version, rendered: rendered.rendered, removed: rendered.removed, pruned: [] };
  } finally {
    await fs.rm(stagingDir, { recursive: true, force: true });
  }
}

/**
 * Publishes the build in `buildDir` (an app's dist) and makes it live if every check passes. `live`: the live
 * document as the command read it (read here when left out).
 */
export async function release(context: ReleaseContext, target: ReleaseTarget, buildDir: string, live?: SettingsDocument): Promise<ReleaseOutcome> {
  // Nothing is published against a live document that does not parse (InvalidSettingsDocument names each field).
  const document = live ?? (await readLiveDocument(context.store));
  // A canary of the area decides its release: it is promoted or aborted first (nothing is built or published).
  const inTheWay = await context.canary.inTheWay(context.store, target, 'release');
  if (inTheWay) throw new ReleaseRefused(target, '(not built)', [inTheWay]);
  const { version, created } = await publishVersion(context.store, target, buildDir);
  context.log?.(`${appDefinition(target).label}: ${created ? 'published' : 'already in the store as'} ${version}`);
  return switchTo(context, target, version, 'release', { removeOnRefusal: created, live: document });
}

/** Goes back to `version`, or to the version the live one replaced; `live` as release takes it. */
export async function rollback(context: ReleaseContext, target: ReleaseTarget, version?: string, read?: SettingsDocument): Promise<ReleaseOutcome> {
  const document = read ?? (await readLiveDocument(context.store));
  const inTheWay = await context.canary.inTheWay(context.store, target, 'rollback');
  if (inTheWay) throw new ReleaseRefused(target, version ?? '(the previous)', [inTheWay]);
  const live = liveVersion(document, target);
  const stored = await storedVersions(context.store, target);
  const previous = version ?? [...(await readLog(context.store))].reverse().find((entry) => entry.target === target && entry.to === live)?.from;
  if (!previous) throw new Error(`${target} has no earlier release to go back to.`);
  if (!stored.includes(previous)) throw new Error(`${target} ${previous} is not in the store (kept: ${stored.join(', ') || 'none'}).`);
  if (previous === live) throw new Error(`${target} ${previous} is already live.`);
  return switchTo(context, target, previous, 'rollback', { removeOnRefusal: false, checkedRevision: revisionOf(document), live: document });
}
