/**
 * The areas the tab composes, and how a tab left open across a release catches up. A page hydrates with
 * the releases it was rendered with (skew safety); staying inside an area keeps that release, so the
 * pages of one area never mix versions. Entering another area (or a path no area owns yet) first reads
 * the live settings document again, `no-cache`: an area released since the tab opened is then loaded in
 * its new version, and a top-level path added by a release is found. One per tab, or per page render
 * (shell/src/runtime.tsx).
 */
import { useSyncExternalStore } from 'react';
import { areaForPath, type Area } from 'shared/areas';
import { readSettings } from 'shared/settings';
import { settled } from 'shared/loading';
import { settingsUrl } from '../settingsDocument';
import { withAreaOverrides } from './areaOverrides';

export interface LiveAreas {
  list(): readonly Area[];
  set(next: readonly Area[]): void;
  subscribe(listener: () => void): () => void;
  /** Called with each area whose live release differs from the one the tab had registered (or is new to it). */
  onReleased(listener: (area: Area) => void): void;
  /** Reads the live settings document and adopts its areas (releases of areas changed since, new paths). */
  revalidate(): Promise<void>;
  /** The page at `pathname` is the first one the tab renders (or hydrates): nothing to revalidate for it. */
  startAt(pathname: string): void;
  /**
   * Before rendering `pathname`: a settled promise when it is in the area the tab is in, else one that settles
   * once the live document has been read (the same promise for every render of this navigation).
   */
  entering(pathname: string): Promise<void>;
}

const inArea = settled(undefined);

export function createLiveAreas(initial: readonly Area[] = []): LiveAreas {
  let areas = initial;
  const listeners = new Set<() => void>();
  const releasedListeners = new Set<(area: Area) => void>();
  /** Where the tab is: the area rendered last (or the path no area owned), set at start from the first page. */
  let current: string | undefined;
  let entering: { key: string; done: Promise<void> } | undefined;
  const keyOf = (pathname: string) => areaForPath(areas, pathname)?.id ?? `unowned:${pathname}`;

  const live: LiveAreas = {
    list: () => areas,
    set(next) {
      areas = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onReleased(listener) {
      releasedListeners.add(listener);
    },
    async revalidate() {
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
        live.set(next);
      } catch {
        // Offline or a broken document: the tab keeps the releases it knows, which still work.
      }
    },
    startAt(pathname) {
      current = keyOf(pathname);
    },
    entering(pathname) {
      const key = keyOf(pathname);
      if (key === current) return inArea;
      if (entering?.key !== key) {
        const done = live.revalidate().then(() => {
          current = keyOf(pathname);
        });
        entering = { key, done };
      }
      return entering.done;
    },
  };
  return live;
}

/** The areas of `live`, re-rendering when they change. */
export function useAreasOf(live: LiveAreas): readonly Area[] {
  return useSyncExternalStore(live.subscribe, live.list, live.list);
}
