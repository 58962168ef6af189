/**
 * What a person or a team's pipeline does to a canary, the same from `npm run release --canary` / `npm run canary`
 * on the site's machine and through the site's release API (platform/server/routes/releaseApi.ts): the line that
 * says a canary started, and ending a running one by hand (`--promote`, `--abort`), each with who took it.
 */
import type { AreaId } from '../registry/apps';
import type { ReleaseContext } from '../releases/release';
import { endCanary, resumeCanary } from './lifecycle';
import { readCanaries, type Canary } from './state';

export type HandEnding = 'promote' | 'abort';

/** The outcome a command prints and its exit code (0: the canary ended as asked). */
export interface HandOutcome {
  summary: string;
  exitCode: number;
}

/** What is said when a canary started. */
export function startedSummary(started: Canary): string {
  const steps = started.plan ? ` at the first of its steps (${started.plan.join(' → ')} %)` : '';
  return `${started.area} ${started.version} is a canary for ${started.percent} % of visitors${steps} (${started.id}); see npm run canary -- ${started.area}.`;
}

/** Promotes or aborts the area's running canary, decided by `by`; one that is not running changes nothing. */
export async function endByHand(context: ReleaseContext, area: AreaId, end: HandEnding, by: string): Promise<HandOutcome> {
  const file = await readCanaries(context.store);
  const canary = file.canaries[area];
  // A promotion written and not applied (its server died): --promote finishes it.
  if (canary?.status === 'promoting' && end === 'promote') {
    const resumed = (await resumeCanary(context)) ?? (await readCanaries(context.store)).canaries[area]!;
    return { summary: `${area} ${resumed.version}: ${resumed.status} (${resumed.reason}).`, exitCode: resumed.status === 'promoted' ? 0 : 1 };
  }
  if (canary?.status !== 'running') return { summary: `No canary of ${area} is running (${canary ? `its last was ${canary.status}` : 'none yet'}); nothing changed.`, exitCode: 1 };
  const ending = end === 'promote' ? { verdict: 'promote' as const, reason: `promoted by hand by ${by}`, by } : { verdict: 'rollback' as const, reason: `aborted by hand by ${by}`, by };
  const ended = await endCanary(context, file.revision, canary, ending);
  return { summary: `${area} ${ended.version}: ${ended.status} (${ended.reason}).`, exitCode: ended.status === (end === 'promote' ? 'promoted' : 'rolled back') ? 0 : 1 };
}
