/**
 * The errors of the field signals, grouped (supabase-backend's errorGroups.ts) with their frames mapped through the
 * releases' source maps in the store (releases/sourceMaps.ts): per area and release, the top groups with their count,
 * clients, first and last seen and mapped frame; a group new in a running canary's release is marked. Served as
 * `/_site/field/errors` (fieldPage.ts), printed by `npm run field -- <area> --errors [--json]`, and named by a
 * canary's rollback (topCanaryGroup).
 */
import { groupErrors, groupLine, readErrorSignals, type Database, type ErrorGroup } from 'supabase-backend/server';
import type { ReleaseStore } from '../releases/store';
import { sourceMaps, type SourceMaps } from '../releases/sourceMaps';

/** Groups listed per release at most. */
export const topGroups = 10;

export interface ReleaseErrors {
  area: string;
  release: string;
  /** A canary's release (its groups new in it are marked `newInCanary`). */
  canary: boolean;
  groups: Array<ErrorGroup & { newInCanary: boolean }>;
  /** Groups beyond the top ones. */
  more: number;
}

export interface ErrorReport {
  since: string;
  until: string;
  releases: ReleaseErrors[];
}

const mapsOf = new WeakMap<ReleaseStore, SourceMaps>();
/** One cache of source maps per store (a release's maps never change). */
const mapsFor = (store: ReleaseStore) => {
  let maps = mapsOf.get(store);
  if (!maps) mapsOf.set(store, (maps = sourceMaps(store)));
  return maps;
};

type Queryable = Pick<Database, 'query'>;

/** A canary as the report reads it: its area's release and (for its rollback's reason) when it started. */
export interface CanaryRelease {
  area: string;
  version: string;
  startedAt: string;
}

export async function buildErrorReport({
  db,
  store,
  since,
  until,
  area,
  canaries = [],
}: {
  db: Queryable;
  store: ReleaseStore;
  since: Date;
  until: Date;
  area?: string;
  /** Canaries whose releases' new groups are marked (each area's last, running or ended). */
  canaries?: Array<Pick<CanaryRelease, 'area' | 'version'>>;
}): Promise<ErrorReport> {
  const maps = mapsFor(store);
  const groups = await groupErrors(await readErrorSignals(db, { since, until, area }), (frame) => maps.map(frame));
  const byRelease = new Map<string, ReleaseErrors>();
  for (const group of groups) {
    const key = `${group.area} ${group.release}`;
    const isCanary = canaries.some((canary) => canary.area === group.area && canary.version === group.release);
    let release = byRelease.get(key);
    if (!release) byRelease.set(key, (release = { area: group.area, release: group.release, canary: isCanary, groups: [], more: 0 }));
    if (release.groups.length < topGroups) release.groups.push({ ...group, newInCanary: isCanary && group.newInRelease });
    else release.more += 1;
  }
  const releases = [...byRelease.values()].sort((a, b) => a.area.localeCompare(b.area) || Number(b.canary) - Number(a.canary) || b.groups[0]!.lastSeen.localeCompare(a.groups[0]!.lastSeen));
  return { since: since.toISOString(), until: until.toISOString(), releases };
}

/** The canary's top error group new in it (else its top group), in one line, or undefined when its cohort had no error. */
export async function topCanaryGroup(db: Queryable, store: ReleaseStore, canary: CanaryRelease): Promise<string | undefined> {
  const report = await buildErrorReport({ db, store, since: new Date(canary.startedAt), until: new Date(Date.now() + 60_000), area: canary.area, canaries: [canary] });
  const groups = report.releases.find((release) => release.canary)?.groups ?? [];
  const top = groups.find((group) => group.newInCanary) ?? groups[0];
  return top && `${top.newInCanary ? 'new in the canary: ' : ''}${groupLine(top)}`;
}

export function formatErrorReport(report: ErrorReport): string {
  const lines = [`Errors from ${report.since} to ${report.until}`];
  if (!report.releases.length) lines.push('', 'No errors in this window.');
  for (const release of report.releases) {
    lines.push('', `${release.area} ${release.release}${release.canary ? ' (canary)' : ''}`);
    for (const group of release.groups) {
      lines.push(`  ${group.newInCanary ? 'NEW ' : ''}${group.type}${group.message ? `: ${group.message}` : ''}`);
      lines.push(`    ${group.count} ${group.count === 1 ? 'error' : 'errors'}, ${group.clients} ${group.clients === 1 ? 'client' : 'clients'}, first ${group.firstSeen}, last ${group.lastSeen}`);
      for (const frame of group.frames.slice(0, 3)) lines.push(`    at ${frame.fn ? `${frame.fn} (${frame.at})` : frame.at}${frame.mapped ? '' : ' (no source map)'}`);
    }
    if (release.more) lines.push(`  and ${release.more} more ${release.more === 1 ? 'group' : 'groups'}`);
  }
  return lines.join('\n');
}

/** A rollback's reason naming the canary's top error group, when its cohort had errors (as it was, if they cannot be read). */
export async function withTopErrorGroup(db: Queryable, store: ReleaseStore, canary: CanaryRelease, reason: string): Promise<string> {
  const top = await topCanaryGroup(db, store, canary).catch((error: unknown) => {
    console.error(`[canary] the error groups could not be read for the rollback's reason: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  return top ? `${reason}; top error: ${top}` : reason;
}
