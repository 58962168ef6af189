/**
 * The areas the tab composes, and how a tab left open across a release catches up. A page hydrates with
 * the releases it was rendered with (skew safety); staying inside an area keeps that release, so the
 * pages of one area never mix versions. Entering another area (or a path no area owns yet) first reads
 * the live settings document again, `no-cache`: an area released since the tab opened is then loaded in
 * its new version, and a top-level path added by a release is found.
 */
import { useSyncExternalStore } from 'react';
import { areaForPath, type Area } from 'shared/areas';
import { readSettings } from 'shared/settings';
import { settled } from 'shared/loading';
import { settingsUrl } from '../settingsDocument';
import { withAreaOverrides } from './areaOverrides';

let areas: readonly Area[] = [];
const listeners = new Set<() => void>();
const releasedListeners = new Set<(area: Area) => void>();

export const liveAreas = () => areas;

export function setLiveAreas(next: readonly Area[]) {
  areas = next;
  listeners.forEach((listener) => listener());
}

/** Called with each area whose live release differs from the one the tab had registered (or is new to it). */
export function onAreaReleased(listener: (area: Area) => void) {
  releasedListeners.add(listener);
}

export function useLiveAreas(): readonly Area[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    liveAreas,
    liveAreas,
  );
}

/** Reads the live settings document and adopts its areas (releases of areas changed since, new paths). */
export async function revalidate(): Promise<void> {
  try {
    const url = settingsUrl();
    const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) return;
    // A document that does not parse is logged, and the tab keeps the last good one it read.
    const { document, settings } = readSettings(await response.json(), url);
    if (!document) return;
    const next = withAreaOverrides(settings.areas, document);
    if (!next.length) return;
    for (const area of next) {
      const known = areas.find((candidate) => candidate.id === area.id);
      if (!known || known.manifest !== area.manifest) releasedListeners.forEach((listener) => listener(area));
    }
    setLiveAreas(next);
  } catch {
    // Offline or a broken document: the tab keeps the releases it knows, which still work.
  }
}

/** Where the tab is: the area rendered last (or the path no area owned), set at start from the first page. */
let current: string | undefined;
let entering: { key: string; done: Promise<void> } | undefined;

const keyOf = (pathname: string) => areaForPath(areas, pathname)?.id ?? `unowned:${pathname}`;

/** The page at `pathname` is the first one the tab renders (or hydrates): nothing to revalidate for it. */
export function startAt(pathname: string) {
  current = keyOf(pathname);
}

const inArea = settled(undefined);

/**
 * Before rendering `pathname`: a settled promise when it is in the area the tab is in, else one that settles
 * once the live document has been read (the same promise for every render of this navigation).
 */
export function enteringArea(pathname: string): Promise<void> {
  const key = keyOf(pathname);
  if (key === current) return inArea;
  if (entering?.key !== key) {
    const done = revalidate().then(() => {
      current = keyOf(pathname);
    });
    entering = { key, done };
  }
  return entering.done;
}
