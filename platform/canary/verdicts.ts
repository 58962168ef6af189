/**
 * The verdict, taken by the site server(s) on a timer while a canary runs: the canary's evidence from the shared
 * database on the pages canary.json lists (signals.ts `evidenceOf`), decided by verdict.ts with the canary's rules (its
 * tolerance and maximum duration, the settings document's defaults), ended once (lifecycle.ts: the
 * compare-and-swap of canary.json lets one server win; the others find it ended). The latest figures are written
 * beside the canary file (`canary-figures.json`), with the list they were taken on, for `npm run canary`, which
 * cannot open the site's database while the site runs: it shows them only while the list is still the canary's. The
 * figures say which pages they cover (how many, and which when they are few), so the verdict's line of the release
 * log says what it was taken on.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from './signals';
import type { ReleaseStore } from '../releases/store';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { byTheVerdict } from './decidedBy';
import { withTopErrorGroup } from '../field/errorReport';
import { actOnVerdict, resumeCanary, type CanaryContext } from './lifecycle';
import { readLiveDocument } from '../releases/settingsDocument';
import { figuresOf, type CanaryFigures, type FiguresPages } from './figures';
import { evidenceOf } from './signals';
import { verdictIntervalMs } from './settings';
import { CanaryChanged, readCanaries, runningCanary, type Canary } from './state';
import { decide, rulesOf, type Verdict } from './verdict';

export const figuresFile = (store: ReleaseStore) => path.join(store.dir, 'canary-figures.json');

export interface CurrentFigures {
  canary: string;
  /** The list of pages they were taken on (pagesDigest). */
  pages: string;
  at: string;
  figures: CanaryFigures;
  verdict: Verdict;
}

/** Figures name their pages up to this many (a news canary lists every article: then the count alone). */
export const pagesNamedUpTo = 20;

/** The pages figures taken on `pages` cover. */
export const pagesCovered = (pages: readonly string[]): FiguresPages => ({ count: pages.length, ...(pages.length <= pagesNamedUpTo ? { list: [...pages] } : {}) });

/** Names a canary's list of pages (in its order: a list changes only by a write of canary.json). */
export const pagesDigest = (pages: readonly string[]) => createHash('sha256').update(pages.join('\n')).digest('base64url');

/** The latest figures of `canary`, if they were taken on its list of pages as it stands. */
export async function readCurrentFigures(store: ReleaseStore, canary: Pick<Canary, 'id' | 'pages'>): Promise<CurrentFigures | undefined> {
  try {
    const current = JSON.parse(await fs.readFile(figuresFile(store), 'utf8')) as CurrentFigures;
    return current.canary === canary.id && current.pages === pagesDigest(canary.pages) ? current : undefined;
  } catch {
    return undefined;
  }
}

/** One look at the running canary (at `now`): its figures, and its next step or its ending when the verdict is one. */
export async function takeVerdict(context: CanaryContext, db: Queryable, now = Date.now()): Promise<Canary | undefined> {
  const file = await readCanaries(context.store);
  const canary = runningCanary(file);
  if (canary?.status !== 'running') return undefined;
  const evidence = await evidenceOf(db, canary);
  const figures = figuresOf(evidence, pagesCovered(canary.pages));
  const rules = rulesOf((await readLiveDocument(context.store)).canary, canary);
  const verdict = decide(evidence, rules, now - Date.parse(canary.startedAt));
  const current: CurrentFigures = { canary: canary.id, pages: pagesDigest(canary.pages), at: new Date(now).toISOString(), figures, verdict };
  await writeFileAtomically(figuresFile(context.store), JSON.stringify(current));
  if (verdict.verdict === 'wait') return undefined;
  try {
    // A promotion at a step before the last moves the canary to its next share instead (steps.ts).
    // A rollback names the canary's top error group (its type, message and source frame).
    const reason = verdict.verdict === 'rollback' ? await withTopErrorGroup(db, context.store, canary, verdict.reason) : verdict.reason;
    return await actOnVerdict(context, file.revision, canary, { verdict: verdict.verdict, reason, figures, by: byTheVerdict });
  } catch (error) {
    if (error instanceof CanaryChanged) return undefined;
    throw error;
  }
}

/**
 * Every `intervalMs` (CANARY_VERDICT_MS, default 5 s) until stopped, and once at once (a server starting): finishes a
 * verdict written and not applied (resumeCanary), then takes the verdict of a running canary. One look at a time; a
 * resumption that failed is tried again after `retryMs` (it renders pages: not at every tick).
 */
export function verdictTimer(context: () => CanaryContext, db: () => Promise<Queryable>, intervalMs = verdictIntervalMs(), retryMs = 60_000) {
  let looking = false;
  let resumeAfter = 0;
  const look = () => {
    if (looking) return;
    looking = true;
    (async () => {
      if (Date.now() >= resumeAfter) {
        try {
          await resumeCanary(context());
        } catch (error) {
          resumeAfter = Date.now() + retryMs;
          throw error;
        }
      }
      if (runningCanary(await readCanaries(context().store))?.status === 'running') await takeVerdict(context(), await db());
    })()
      .catch((error: unknown) => console.error(`[canary] the verdict could not be taken or applied: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        looking = false;
      });
  };
  const timer = setInterval(look, intervalMs);
  timer.unref();
  look();
  return { stop: () => clearInterval(timer) };
}
