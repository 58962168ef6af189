/**
 * The scroll positions the shell keeps per history entry (by the router's key), in sessionStorage for the tab:
 * what ScrollRestoration.tsx restores on Back, Forward and reload.
 *
 * The stored positions are read only when the loaded document may need one: after a reload or a Back/Forward
 * visit to it (historyEntry.ts: loadedIntoKnownEntry). A page opened afresh gets a new entry, which nothing was
 * saved for, so its start leaves sessionStorage alone: the tab's first use of it opens the storage
 * synchronously (about 2 ms in the hydration's commit on a quiet machine, a task that cannot yield). The page's
 * own positions are merged into the stored ones when it is left.
 */
export type Positions = Record<string, number>;

const storageKey = 'stayvia:scroll-positions';
/** Entries kept: a long session of Back and Forward must not grow sessionStorage without end. */
export const keptEntries = 100;

export function readPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Positions) : {};
  } catch {
    // Storage refused (privacy settings) or a value this code did not write.
    return {};
  }
}

/** The stored positions with this document's on top, newest last, the oldest dropped past `keptEntries`. */
export function mergePositions(stored: Positions, page: Positions): Positions {
  const older = Object.entries(stored).filter(([key]) => !Object.hasOwn(page, key));
  return Object.fromEntries([...older, ...Object.entries(page)].slice(-keptEntries));
}

/** Saves this document's positions beside those of the tab's other documents. */
export function persistPositions(page: Positions): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(mergePositions(readPositions(), page)));
  } catch {
    // Without storage a reload starts at the top: nothing else is lost.
  }
}
