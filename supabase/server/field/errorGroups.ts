/**
 * Errors grouped so a team can act on them: per area and release, the errors that share a fingerprint — their type,
 * their message with numbers and quoted values made general, and their top frame as the release's source maps give it
 * (its source file and function; the served script's path when no map has it) — with how many, from how many
 * clients, first and last seen, and the top frames. A group whose fingerprint no other release of the area has in
 * the window is new in its release (marked in a canary's). Read from the error signals with their detail
 * (errorDetail.ts); the mapping is the caller's (the site's store holds the maps).
 */
import { createHash } from 'node:crypto';
import type { Queryable as FullQueryable } from '../database/workerDatabase';
import type { ErrorDetail, ErrorFrame } from './errorDetail';

/** A frame as it reads once mapped (`mf-legal/src/GdprPage.tsx`, line), or as served when no map has it. */
export interface GroupFrame {
  /** `mf-legal/src/GdprPage.tsx:12` when mapped, else the served script's URL path with line and column. */
  at: string;
  fn?: string;
  mapped: boolean;
}

export interface ErrorGroup {
  area: string;
  release: string;
  fingerprint: string;
  type: string;
  message: string;
  count: number;
  clients: number;
  firstSeen: string;
  lastSeen: string;
  /** The cohorts it was seen in. */
  cohorts: string[];
  /** The top frames of its latest error, mapped where the release's maps allow. */
  frames: GroupFrame[];
  /** No other release of the area has it in the window. */
  newInRelease: boolean;
}

export interface ErrorSignalRow {
  area: string;
  release: string;
  cohort: string;
  client_hash: string;
  received_at: string | Date;
  name: string;
  detail: ErrorDetail;
}

/** Maps a served frame to its source, or undefined (no map for it). */
export type FrameMapper = (frame: ErrorFrame) => Promise<{ source: string; line: number; fn?: string } | undefined>;

/** Rows read at most per report: the latest (a flood of one error adds nothing past this). */
export const maxErrorRows = 5000;

/** What the read needs of a database: its queries. */
type Queryable = Pick<FullQueryable, 'query'>;

export async function readErrorSignals(db: Queryable, { since, until, area }: { since: Date; until: Date; area?: string }): Promise<ErrorSignalRow[]> {
  const { rows } = await db.query<ErrorSignalRow>(
    `select area, release, cohort, client_hash, received_at, name, detail from public.field_signals
      where kind = 'error' and received_at >= $1 and received_at < $2 and ($3::text is null or area = $3)
      order by received_at desc limit ${maxErrorRows}`,
    [since.toISOString(), until.toISOString(), area ?? null],
  );
  return rows;
}

/** A message made general: numbers, quoted values and hex runs stand for any. */
const generalMessage = (message: string) =>
  message
    .replace(/(["'`]).*?\1/g, '$1…$1')
    .replace(/\b0x[0-9a-f]+\b|\b[0-9a-f]{8,}\b/gi, '…')
    .replace(/\d+(\.\d+)?/g, '0');

const servedAt = (frame: ErrorFrame) => {
  let pathname = frame.file;
  try {
    pathname = new URL(frame.file).pathname;
  } catch {
    // As it came.
  }
  return `${pathname}:${frame.line}:${frame.column}`;
};

/** A served script's path as every release names it: `/releases/<app>/<version>/812.1a2b3c4d5e.js` → `812.js`. */
const unreleased = (at: string) => at.replace(/^\/releases\/[^/]+\/[^/]+\//, '').replace(/\.[0-9a-f]{10}(?=\.js)/, '');

export async function groupErrors(rows: readonly ErrorSignalRow[], map: FrameMapper): Promise<ErrorGroup[]> {
  const groups = new Map<string, ErrorGroup & { clientSet: Set<string>; cohortSet: Set<string> }>();
  const mapped = new Map<string, Promise<GroupFrame>>();
  const frameOf = (frame: ErrorFrame) => {
    const key = `${frame.file}:${frame.line}:${frame.column}:${frame.fn ?? ''}`;
    let found = mapped.get(key);
    if (!found) {
      found = map(frame).then(
        (source): GroupFrame =>
          source ? { at: `${source.source}:${source.line}`, mapped: true, ...(source.fn ? { fn: source.fn } : {}) } : { at: servedAt(frame), mapped: false, ...(frame.fn ? { fn: frame.fn } : {}) },
        (): GroupFrame => ({ at: servedAt(frame), mapped: false }),
      );
      mapped.set(key, found);
    }
    return found;
  };
  // Rows come newest first: a group's frames are its latest error's.
  for (const row of rows) {
    const detail = row.detail ?? {};
    const frames = await Promise.all((detail.frames ?? []).map(frameOf));
    const top = frames[0];
    // The top frame's place without its line or column (a release that moves code keeps its groups): its source file
    // when mapped, else the served script's name without its release folder and content hash.
    const place = top ? `${(top.mapped ? top.at : unreleased(top.at)).replace(/(:\d+)+$/, '')} ${top.fn ?? ''}` : '';
    const type = detail.type ?? row.name;
    const message = detail.message ?? '';
    const fingerprint = createHash('sha256').update(`${type}\n${generalMessage(message)}\n${place}`).digest('hex').slice(0, 16);
    const key = `${row.area} ${row.release} ${fingerprint}`;
    const at = new Date(row.received_at).toISOString();
    let group = groups.get(key);
    if (!group) {
      group = { area: row.area, release: row.release, fingerprint, type, message, count: 0, clients: 0, firstSeen: at, lastSeen: at, cohorts: [], frames, newInRelease: false, clientSet: new Set(), cohortSet: new Set() };
      groups.set(key, group);
    }
    group.count += 1;
    group.clientSet.add(row.client_hash);
    group.cohortSet.add(row.cohort);
    if (at < group.firstSeen) group.firstSeen = at;
    if (at > group.lastSeen) group.lastSeen = at;
  }
  const releasesOf = new Map<string, Set<string>>();
  for (const group of groups.values()) {
    const key = `${group.area} ${group.fingerprint}`;
    releasesOf.set(key, (releasesOf.get(key) ?? new Set()).add(group.release));
  }
  return [...groups.values()]
    .map(({ clientSet, cohortSet, ...group }) => ({ ...group, clients: clientSet.size, cohorts: [...cohortSet].sort(), newInRelease: releasesOf.get(`${group.area} ${group.fingerprint}`)!.size === 1 }))
    .sort((a, b) => b.count - a.count || b.clients - a.clients || a.fingerprint.localeCompare(b.fingerprint));
}

/** "TypeError: x is undefined at mf-legal/src/GdprPage.tsx:12 (5 errors from 3 clients)": a group in one line. */
export const groupLine = (group: ErrorGroup) =>
  `${group.type}${group.message ? `: ${group.message}` : ''}${group.frames[0] ? ` at ${group.frames[0].at}` : ''} (${group.count} ${group.count === 1 ? 'error' : 'errors'} from ${group.clients} ${group.clients === 1 ? 'client' : 'clients'})`;
