/**
 * Which pages a change reaches, from what each page depends on (the shell's renderer reports it with the page:
 * the area releases and exposed modules it used, the posts it shows; the job records it in the page index): a
 * release re-renders the pages that used the area, a content sync the pages that show a changed post or a list; a
 * running canary's cohort has copies of the pages its area reaches.
 */
import { ownsPath } from 'shared/areas';
import type { PageEntry, PagesManifest } from './publish';

export interface ContentChange {
  /** Slugs new or updated since the index was written. */
  changed: Set<string>;
  /** Slugs the index has that are no longer published. */
  deleted: Set<string>;
}

/** Compares the published posts (slug → updated_at) with what the index rendered. */
export function contentChange(published: Map<string, string>, index: PagesManifest | undefined): ContentChange {
  const rendered = index?.articles ?? {};
  return {
    changed: new Set([...published].filter(([slug, updatedAt]) => rendered[slug] !== updatedAt).map(([slug]) => slug)),
    deleted: new Set(Object.keys(rendered).filter((slug) => !published.has(slug))),
  };
}

/** Whether a content change reaches a page rendered before it. */
export function contentReaches(entry: PageEntry, change: ContentChange): boolean {
  if (entry.listsPosts && (change.changed.size || change.deleted.size)) return true;
  return entry.posts.some((slug) => change.changed.has(slug) || change.deleted.has(slug));
}

/** An area as a release of it reaches pages: its id and the top-level paths it owns (`/support`). */
export interface ReachingArea {
  id: string;
  owns: readonly string[];
}

/**
 * Whether a release of `area` reaches the page at `sitePath` (as the index writes it): the page used the area (its
 * entry, when it has one, names a release of it: its own route, or an embed of the area on another area's page) or
 * lies under a path the area owns.
 */
export const releaseReaches = (sitePath: string, entry: PageEntry | undefined, area: ReachingArea) =>
  (!!entry && area.id in entry.releases) || area.owns.some((owned) => ownsPath(owned, sitePath));

/** The pages of `index` a release of `area` reaches (while a canary of the area runs: those its cohort has copies of). */
export const pagesReached = (index: Pick<PagesManifest, 'pages'>, area: ReachingArea) =>
  Object.keys(index.pages).filter((sitePath) => releaseReaches(sitePath, index.pages[sitePath], area));

/**
 * Whether a page's entry was written by a job that recorded its releases' versions only (publish.ts reads them with
 * the manifest unknown): the next run renders it again, whatever its scope, so the index names every page's releases.
 */
export const recordedWithoutManifests = (entry: PageEntry) => Object.values(entry.releases).some((release) => release.version !== '' && release.manifest === '');

/** What a run changes: every page (a full run, a shell release), a release of an area, the posts, or exactly these pages. */
export type RunChange =
  | { kind: 'full' }
  | { kind: 'release'; area: ReachingArea }
  | { kind: 'content'; change: ContentChange }
  | { kind: 'pages'; paths: ReadonlySet<string> };

/**
 * Whether `change` reaches the page at `sitePath`, rendered before with `entry` (none: never rendered, so it is
 * rendered): the one rule a run chooses its pages by and a canary's own pages are rendered again by. Named pages are
 * exactly those; otherwise an entry recorded without manifests is rendered again, whatever the change.
 */
/** Whether a run's change (a release, a content change) reaches a page rendered before with `entry`. */
export type ChangeReaches = (sitePath: string, entry: PageEntry) => boolean;

export const changeReaches =
  (change: RunChange) =>
  (sitePath: string, entry: PageEntry | undefined): boolean => {
    if (change.kind === 'pages') return change.paths.has(sitePath);
    if (!entry || change.kind === 'full' || recordedWithoutManifests(entry)) return true;
    if (change.kind === 'release') return releaseReaches(sitePath, entry, change.area);
    return contentReaches(entry, change.change);
  };
