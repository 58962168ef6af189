import { describe, expect, it } from 'vitest';
import {
  HASH_SCROLL_DELAY,
  nextActiveSection,
  SCROLL_SPY_OFFSET,
  SECTION_SCROLL_OFFSET,
  sectionInView,
  sectionScrollTarget,
  type SectionBounds,
} from './sectionSpy';

/** Three stacked sections, the second with its top at `top` and 600 px tall. */
const around = (top: number): SectionBounds[] => [
  { id: 'first', top: top - 600, bottom: top },
  { id: 'second', top, bottom: top + 600 },
  { id: 'third', top: top + 600, bottom: top + 1200 },
];

describe('scroll offsets and hash delay', () => {
  it('are 120 px and 200 px below the viewport top, and 100 ms', () => {
    expect(SECTION_SCROLL_OFFSET).toBe(120);
    expect(SCROLL_SPY_OFFSET).toBe(200);
    expect(HASH_SCROLL_DELAY).toBe(100);
  });
});

describe('default rule: the last section whose top is at or above the 200 px line', () => {
  it.each([
    [199, 'second'],
    [200, 'second'],
    [201, 'first'],
  ])('second section top at %i px → %s', (top, expected) => {
    expect(sectionInView(around(top), 'default', 900)).toBe(expected);
  });

  it('marks nothing while every section is still below the line (the hero is in view)', () => {
    const sections = [
      { id: 'a', top: 201, bottom: 700 },
      { id: 'b', top: 700, bottom: 1300 },
    ];
    expect(sectionInView(sections, 'default', 900)).toBeNull();
    expect(nextActiveSection(sections, 'default', 900, 'a')).toBeNull();
  });

  it('keeps the last section marked once it has scrolled past the line', () => {
    expect(sectionInView([{ id: 'a', top: -2000, bottom: -1400 }, { id: 'b', top: -1400, bottom: -800 }], 'default', 900)).toBe('b');
  });
});

describe('api-docs rule: top at or above 200 px and bottom at or below it', () => {
  const single = (top: number, bottom: number): SectionBounds[] => [{ id: 'auth', top, bottom }];

  it.each([
    [199, true],
    [200, true],
    [201, false],
  ])('top at %i px → active %s', (top, active) => {
    expect(sectionInView(single(top, top + 500), 'api-docs', 900)).toBe(active ? 'auth' : null);
  });

  it.each([
    [199, false],
    [200, true],
    [201, true],
  ])('bottom at %i px → active %s', (bottom, active) => {
    expect(sectionInView(single(bottom - 500, bottom), 'api-docs', 900)).toBe(active ? 'auth' : null);
  });

  it('prefers the later section when one ends exactly where the next begins', () => {
    expect(sectionInView(around(200), 'api-docs', 900)).toBe('second');
  });

  it('keeps the previous tab while the line is in a gap between sections, and clears it above the first', () => {
    const gap = [
      { id: 'a', top: -400, bottom: 150 },
      { id: 'b', top: 250, bottom: 800 },
    ];
    expect(nextActiveSection(gap, 'api-docs', 900, 'a')).toBe('a');
    const above = [{ id: 'a', top: 300, bottom: 800 }];
    expect(nextActiveSection(above, 'api-docs', 900, 'a')).toBeNull();
  });
});

describe('about rule: the section that spans the viewport middle line', () => {
  // Viewport 800 px tall: the line is at 400 px.
  it.each([
    [399, 'second'],
    [400, 'second'],
    [401, 'first'],
  ])('second section top at %i px → %s', (top, expected) => {
    expect(sectionInView(around(top), 'about', 800)).toBe(expected);
  });

  it('does not use the 200 px line', () => {
    expect(sectionInView(around(300), 'about', 800)).toBe('second');
    expect(sectionInView(around(300), 'default', 800)).toBe('first');
  });
});

describe('sectionScrollTarget', () => {
  it('puts the section top 120 px below the viewport top', () => {
    expect(sectionScrollTarget(500, 1000)).toBe(1380);
  });
  it('never scrolls above the page top', () => {
    expect(sectionScrollTarget(40, 0)).toBe(0);
  });
});
