/**
 * Gives the history entry the page was loaded into a key of its own, as the router gives every entry it
 * creates. Without one the router calls each loaded document's entry "default", and the shell's scroll
 * restoration (layout/ScrollRestoration.tsx, by key) would put a page opened in the same tab (a link followed
 * before hydration, a typed URL) at the scroll position saved for the previous page. A reload or a back/forward
 * visit keeps the entry's key, so its position is still restored.
 *
 * Returns whether the page was loaded into an entry the tab had been on (a reload, Back or Forward: it already had
 * its key), which may have a scroll position saved; an entry keyed by this load has none. The tab's runtime keeps
 * the answer (runtime.tsx: `loadedIntoKnownEntry`).
 */
export function keyLoadedHistoryEntry(): boolean {
  const state = window.history.state as { key?: string } | null;
  if (state?.key) return true;
  window.history.replaceState({ usr: null, idx: 0, ...state, key: newKey() }, '');
  return false;
}

/**
 * Gives a key to each entry the browser adds in the page without the router: a hash typed into the address bar
 * or a page.goto to another hash (a fragment navigation). The router would call them all "default", so the
 * second one would be placed at the position saved for the first instead of at its section. Called before the
 * router mounts, so this listener runs before the router's and the router reads the new key.
 */
export function keyEntriesTheBrowserAdds(): void {
  window.addEventListener('popstate', () => {
    const state = window.history.state as { key?: string } | null;
    if (!state?.key) window.history.replaceState({ usr: null, ...state, key: newKey() }, '');
  });
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
