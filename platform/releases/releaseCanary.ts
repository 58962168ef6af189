/**
 * What a release or a rollback asks of a running canary, which sits above the releases (platform/canary/ answers it:
 * `releaseCanary` in endItFirst.ts) and is given in the release's context by whoever releases (the commands, the
 * site's release API, a new store's first start, the canary's own promotion), so the release imports nothing of it:
 * - a switch of the canary's area is refused while the canary runs (its stable baseline would change under it);
 * - a switch of another area renders the canary cohort's copies of the pages it changes, and publishes them with
 *   its own; copies that do not render refuse the switch (the canary decides first).
 */
import type { SettingsDocument } from '../settings/reader';
import type { ChangeReaches } from '../prerender/dependencies';
import type { PagesManifest } from '../prerender/publish';
import type { StagedRunSite } from '../prerender/stagedRun';
import type { ReleaseTarget } from '../registry/apps';
import type { ReleaseStore } from './store';

/** The site a cohort's copies are rendered against and published to. */
export interface CohortRunSite extends StagedRunSite {
  store: ReleaseStore;
  log?: (line: string) => void;
}

/** The canary cohort's copies a switch rendered: the canary they are of, what did not render, what did. */
export interface CohortCopies {
  canary: { area: string; version: string };
  problems: string[];
  rendered: string[];
}

export interface ReleaseCanary {
  /** Why `action` of `target` cannot go ahead now (a canary of it runs, other than the one `promoting`), or undefined. */
  inTheWay(store: ReleaseStore, target: ReleaseTarget, action: 'release' | 'rollback', promoting?: string): Promise<string | undefined>;
  /** How to end the running canary of `area`: the command a refusal names. */
  endCommand(area: string): string;
  /**
   * The running canary cohort's copies of the pages a switch renders with `document` (its index after it from
   * `indexAfter`), into `stagingDir`; undefined without a running canary, or when it is of `except`.
   */
  renderCohort(
    site: CohortRunSite,
    run: { document: SettingsDocument; indexAfter: () => Promise<Pick<PagesManifest, 'pages'>>; rendered: string[]; stagingDir: string; except?: string; reaches: ChangeReaches },
  ): Promise<CohortCopies | undefined>;
  /** Publishes the copies `renderCohort` gave, once the switch is live (`cause` names it). */
  publishCohort(site: CohortRunSite, copies: CohortCopies, cause: string): Promise<unknown>;
}
