/**
 * The one scroll-spy hook behind every section page's tab bar: it marks the
 * section in view, scrolls to a section on request, and on load scrolls to the URL hash's section.
 * Browser globals are touched only inside effects and handlers, so pages still render to HTML on a server.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { percentDecoded } from 'shared/percentDecoded';
import {
  HASH_SCROLL_DELAY,
  nextActiveSection,
  sectionScrollTarget,
  type SectionBounds,
  type SpyMode,
} from 'shared/sectionSpy';

export interface SectionSpyOptions {
  mode?: SpyMode;
}

export interface ScrollToSectionOptions {
  /** Write `#id` into the address bar (without a jump or a router navigation). Default true. */
  updateHash?: boolean;
  /** Move keyboard focus to the section, so Tab continues from there. Default true. */
  focus?: boolean;
  /** Jump instead of scrolling smoothly (always so under prefers-reduced-motion). Default false. */
  instant?: boolean;
}

export interface SectionSpy {
  /** Id of the section marked as in view, or null (e.g. while the hero is in view). */
  activeId: string | null;
  scrollToSection: (id: string, options?: ScrollToSectionOptions) => void;
}

/** After a programmatic scroll, the spy resumes once no scroll event came for this long (ms). */
const SCROLL_SETTLE_DELAY = 150;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function measure(ids: readonly string[]): SectionBounds[] {
  const bounds: SectionBounds[] = [];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element) continue;
    const { top, bottom } = element.getBoundingClientRect();
    // Layout positions are fractional; the rules are stated in whole CSS pixels (199/200/201).
    bounds.push({ id, top: Math.round(top), bottom: Math.round(bottom) });
  }
  return bounds;
}

export function useSectionSpy(ids: readonly string[], { mode = 'default' }: SectionSpyOptions = {}): SectionSpy {
  // A stable key, so callers may pass a fresh array on every render.
  const idsKey = ids.join('\n');
  const [activeId, setActiveId] = useState<string | null>(null);
  const activeRef = useRef<string | null>(null);
  // While a tab's smooth scroll runs, the clicked section stays marked instead of each one passed.
  const lockedRef = useRef(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const updateRef = useRef<() => void>(() => undefined);

  const mark = useCallback((id: string | null) => {
    activeRef.current = id;
    setActiveId(id);
  }, []);

  const settleLater = useCallback(() => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      lockedRef.current = false;
      updateRef.current();
    }, SCROLL_SETTLE_DELAY);
  }, []);

  useEffect(() => {
    const list = idsKey ? idsKey.split('\n') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      if (lockedRef.current) return;
      mark(nextActiveSection(measure(list), mode, window.innerHeight, activeRef.current));
    };
    updateRef.current = update;
    const onScroll = () => {
      if (lockedRef.current) settleLater();
      else if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settleTimer.current);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [idsKey, mode, mark, settleLater]);

  const scrollToSection = useCallback(
    (id: string, { updateHash = true, focus = true, instant = false }: ScrollToSectionOptions = {}) => {
      const element = document.getElementById(id);
      if (!element) return;
      lockedRef.current = true;
      mark(id);
      settleLater();
      const top = sectionScrollTarget(element.getBoundingClientRect().top, window.scrollY);
      window.scrollTo({ top, behavior: instant || reducedMotion() ? 'instant' : 'smooth' });
      if (updateHash) {
        // replaceState, not a router navigation: no jump, no scroll-to-top, no extra history entry per tab.
        const { pathname, search } = window.location;
        window.history.replaceState(window.history.state, '', `${pathname}${search}#${encodeURIComponent(id)}`);
      }
      if (focus) element.focus({ preventScroll: true });
    },
    [mark, settleLater],
  );

  // On load, and whenever a link navigates to a hash on this page, go to that section after the delay:
  // a jump on load (as a browser lands on an anchor), a smooth scroll for a link followed on the page.
  const { hash, key: locationKey } = useLocation();
  const landed = useRef(false);
  useEffect(() => {
    // A fragment that is not valid percent-encoding (`#%E0%A4%A`) names no section.
    const id = percentDecoded(hash.slice(1));
    const instant = !landed.current;
    if (!id || !idsKey.split('\n').includes(id)) {
      landed.current = true;
      return;
    }
    const timer = setTimeout(() => {
      landed.current = true;
      scrollToSection(id, { updateHash: false, focus: false, instant });
    }, HASH_SCROLL_DELAY);
    return () => clearTimeout(timer);
  }, [hash, locationKey, idsKey, scrollToSection]);

  return { activeId, scrollToSection };
}
