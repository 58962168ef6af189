import { onPageResized } from 'shared/loading';

/** What the visitor does to move the page themselves: the page is theirs to place from then on. */
const visitorInputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Puts the window at `top` and keeps it there while the page's late content arrives, until the visitor moves
 * the page or `stop` is called (the next page). A position restored on Back or a reload was taken on the page
 * as it ended up; the page may come back shorter at first (rendered in the browser, it shows its loading state;
 * an embed's remote or data arrives later), which would clamp the position, or grow above it, which the
 * browser's scroll anchoring would follow. Each change of the page's height puts it back, before it is painted.
 */
export function holdScrollPosition(top: number): () => void {
  const place = () => {
    if (Math.abs(window.scrollY - top) >= 1) window.scrollTo(0, top);
  };
  place();
  const stopObserving = onPageResized(place);
  const stop = () => {
    stopObserving();
    for (const type of visitorInputs) window.removeEventListener(type, stop, true);
  };
  for (const type of visitorInputs) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
