/**
 * A release or rollback of an area whose canary runs would change the stable cohort's baseline under the canary (its
 * `from` would go stale, and its verdict would compare against a release no one chose to compare against): it is
 * refused, naming the canary and how to end it. Only the canary's own promotion switches the area meanwhile.
 */
import type { ReleaseTarget } from '../registry/apps';
import type { ReleaseStore } from '../releases/store';
import type { ReleaseCanary } from '../releases/releaseCanary';
import { publishCohort, renderCohort, type CohortRender } from './cohortPages';
import { readCanaries, runningCanary, type Canary } from './state';

/** How to end the running canary of `area`: the command a refusal names. */
export const endCommand = (area: string) => `npm run canary -- ${area} --promote | --abort`;

/** Why `action` of `target` cannot go ahead now (a canary of it runs, other than `promoting`), or undefined. */
export async function canaryInTheWay(store: ReleaseStore, target: ReleaseTarget, action: 'release' | 'rollback', promoting?: string): Promise<string | undefined> {
  if (target === 'shell') return undefined;
  const canary: Canary | undefined = runningCanary(await readCanaries(store));
  if (canary?.area !== target || canary.id === promoting) return undefined;
  return (
    `a canary of ${target} ${canary.version} is running (${canary.id}, started ${canary.startedAt}${canary.status === 'promoting' ? ', being promoted' : ''}); ` +
    `a ${action} of ${target} would change its stable baseline under it: end it first (${endCommand(target)})`
  );
}

/** The running canary as a release or a rollback asks it (releases/releaseCanary.ts): given in every release's context. */
export const releaseCanary: ReleaseCanary = {
  inTheWay: canaryInTheWay,
  endCommand,
  renderCohort,
  // The copies it is given back are those its renderCohort made.
  publishCohort: (site, copies, cause) => publishCohort(site, copies as CohortRender, cause),
};
