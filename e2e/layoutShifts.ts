/**
 * Layout shift the page's scripts could cause, summed from the first frame painted after the document was
 * parsed. Before that frame, a machine short of CPU paints the document while it is still being parsed (the
 * header's menu growing item by item, a section's decoration moving as the content below it arrives), with or
 * without scripts; that frame itself can come after the parser has finished, so the end of parsing alone
 * (`domInteractive`) is not the line. Scripts that change the page before that frame change nothing the
 * visitor saw.
 */
import type { Page } from '@playwright/test';

interface ShiftState {
  total: number;
  from: number | undefined;
}

/** Starts counting on every document the page opens from now on; `read` gives the current document's sum. */
export async function watchLayoutShifts(page: Page): Promise<{ read: () => Promise<number> }> {
  await page.addInitScript(() => {
    const state: ShiftState = { total: 0, from: undefined };
    (window as unknown as { __layoutShifts: ShiftState }).__layoutShifts = state;
    const startAfterNextPaint = () => {
      // A rAF callback runs before its frame is painted; a task queued from it runs after.
      requestAnimationFrame(() => setTimeout(() => (state.from = performance.now())));
    };
    if (document.readyState === 'loading') {
      document.addEventListener('readystatechange', startAfterNextPaint, { once: true });
    } else {
      startAfterNextPaint();
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput && state.from !== undefined && entry.startTime >= state.from) state.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    read: () => page.evaluate(() => (window as unknown as { __layoutShifts: ShiftState }).__layoutShifts.total),
  };
}
