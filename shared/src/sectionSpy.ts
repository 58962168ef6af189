/**
 * The scroll-spy rules of the section pages' tab bars as pure functions of section positions, so they can be
 * tested at their boundaries without a browser. `useSectionSpy` measures the page and applies them.
 */

/** A clicked tab scrolls its section to this distance below the viewport top (64 px header + tab bar). */
export const SECTION_SCROLL_OFFSET = 120;
/** The line, measured from the viewport top, that a section must reach to count as in view. */
export const SCROLL_SPY_OFFSET = 200;
/** On load, the section named by the URL hash is scrolled to after this delay (ms). */
export const HASH_SCROLL_DELAY = 100;

/**
 * - `default`: the last section whose top is at or above the 200 px line.
 * - `api-docs`: the section whose top is at or above the 200 px line and whose bottom is at or below it
 *   (the section spans the line).
 * - `about`: the section that spans the viewport's middle line.
 */
export type SpyMode = 'default' | 'api-docs' | 'about';

/** A section's edges in viewport pixels (`getBoundingClientRect().top/.bottom`). */
export interface SectionBounds {
  id: string;
  top: number;
  bottom: number;
}

/** Where the reference line sits for a mode, in viewport pixels from the top. */
export function referenceLine(mode: SpyMode, viewportHeight: number): number {
  return mode === 'about' ? viewportHeight / 2 : SCROLL_SPY_OFFSET;
}

/** The last section (in document order) whose top has reached the line. */
export function lastReached(sections: readonly SectionBounds[], line: number): string | null {
  let found: string | null = null;
  for (const section of sections) if (section.top <= line) found = section.id;
  return found;
}

/** The section that spans the line (top at or above it, bottom at or below it); the later one on a tie. */
export function spanning(sections: readonly SectionBounds[], line: number): string | null {
  let found: string | null = null;
  for (const section of sections) if (section.top <= line && section.bottom >= line) found = section.id;
  return found;
}

/** The section a mode marks as in view, or null when none qualifies. */
export function sectionInView(sections: readonly SectionBounds[], mode: SpyMode, viewportHeight: number): string | null {
  const line = referenceLine(mode, viewportHeight);
  return mode === 'default' ? lastReached(sections, line) : spanning(sections, line);
}

/**
 * The tab to mark after a scroll. With the spanning rules the line can fall in the gap between two
 * sections; the previous tab then stays marked instead of flickering off. Above the first section (the
 * hero in view) and below the last one, nothing is marked.
 */
export function nextActiveSection(
  sections: readonly SectionBounds[],
  mode: SpyMode,
  viewportHeight: number,
  previous: string | null,
): string | null {
  const inView = sectionInView(sections, mode, viewportHeight);
  if (inView || mode === 'default' || sections.length === 0) return inView;
  const line = referenceLine(mode, viewportHeight);
  const first = sections[0]!;
  const last = sections[sections.length - 1]!;
  const betweenSections = first.top <= line && last.bottom >= line;
  return betweenSections ? previous : null;
}

/** Window scroll position that puts an element whose viewport top is `elementTop` at the section offset. */
export function sectionScrollTarget(elementTop: number, scrollY: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - SECTION_SCROLL_OFFSET));
}
