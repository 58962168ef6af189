/**
 * Where the window scrolls when the page changes, as a visitor expects of a site: a link followed starts the
 * new page at its top (or at the section its hash names), Back and Forward return to where the visitor was,
 * a reload keeps the position, and an address rewritten in place (replaced, same page) does not move it. The browser cannot do this for in-tab navigations (it would restore before
 * the new page has rendered), so the shell keeps the positions itself, per history entry (by the router's key,
 * which the loaded document's entry gets too: historyEntry.ts), in sessionStorage (scrollPositions.ts).
 *
 * The router commits a navigation once the new page is ready (a transition), so a layout effect on the
 * location runs with the new page in the DOM, before it is painted. A restored position is held while the
 * page's late content arrives (holdScrollPosition.ts): a page rendered in the browser is short at first.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { percentDecoded } from 'shared/percentDecoded';
import { useShellRuntime } from '../runtime';
import { holdScrollPosition } from './holdScrollPosition';
import { persistPositions, readPositions, type Positions } from './scrollPositions';

function scrollToHash(hash: string): boolean {
  // A malformed escape: look the id up as written.
  const id = percentDecoded(hash.slice(1)) ?? hash.slice(1);
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return Boolean(target);
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { loadedIntoKnownEntry } = useShellRuntime();
  const positions = useRef<Positions | null>(null);
  /** The entry the page on screen belongs to: scrolls until the next page commits are its own. */
  const current = useRef('');

  // The shell places the window from now on; each scroll is remembered for the entry it happens on.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions.current ??= {};
      delete positions.current[current.current];
      positions.current[current.current] = window.scrollY;
    };
    const persist = () => {
      remember();
      persistPositions(positions.current!);
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  const shownPath = useRef('');
  useLayoutEffect(() => {
    const first = positions.current === null;
    // Saved positions only matter to an entry the tab has been on before (historyEntry.ts).
    positions.current ??= loadedIntoKnownEntry ? readPositions() : {};
    const previous = current.current;
    const samePage = location.pathname === shownPath.current;
    current.current = location.key;
    shownPath.current = location.pathname;
    const saved = positions.current[location.key];
    // Back, Forward or a reload: where the visitor was on this entry.
    if (navigationType === 'POP' && saved !== undefined) return holdScrollPosition(saved);
    // The same page with its address rewritten (a dialog's parameter dropped on closing): the page stays put.
    if (navigationType === 'REPLACE' && samePage && !first) {
      const position = positions.current[previous];
      if (position !== undefined) positions.current[location.key] = position;
      return;
    }
    if (location.hash && scrollToHash(location.hash)) return;
    // A page loaded afresh is already where the browser put it (its top).
    if (!first) window.scrollTo(0, 0);
  }, [location.key, location.hash, location.pathname, navigationType, loadedIntoKnownEntry]);

  return null;
}
