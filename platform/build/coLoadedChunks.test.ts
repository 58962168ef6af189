import { describe, expect, test } from 'vitest';
import { coLoadedChunkName, planCoLoadedChunks, type LoadGroup } from './coLoadedChunks';

/**
 * An area like the news: a list page (hero, breadcrumbs, badge, dates) and an article (badge, dates), an exposed
 * block that shows a badge, and the shell's button, which the hero consumes.
 */
const page = (root: string, consumes: string[]): LoadGroup => ({ root, consumes });
// A shared module's two groups: its provider's and its fallback's, each consuming what its code imports.
const sharedGroups = (key: string, consumes: string[] = []): LoadGroup[] => [
  { sharedKey: key, root: `provide ${key}`, consumes },
  { sharedKey: key, root: `fallback ${key}`, consumes },
];
const list = page('list', ['hero', 'badge', 'dates']);
const article = page('article', ['badge', 'dates']);
const block = page('latest', ['badge']);
const [hero, breadcrumbs, badge, dates, button, cycleA, cycleB] = [
  sharedGroups('hero', ['breadcrumbs', 'button']),
  sharedGroups('breadcrumbs'),
  sharedGroups('badge'),
  sharedGroups('dates'),
  sharedGroups('button'),
  sharedGroups('a', ['b']),
  sharedGroups('b', ['a']),
];
const groups = [list, article, block, ...hero, ...breadcrumbs, ...badge, ...dates, ...button];
const ownKeys = new Set(['hero', 'breadcrumbs', 'badge', 'dates', 'a', 'b']);
const sharedKeys = new Set([...ownKeys, 'button']);

describe('planCoLoadedChunks', () => {
  const plan = planCoLoadedChunks(
    groups,
    [
      { id: 'Hero.tsx', groups: hero },
      { id: 'Breadcrumbs.tsx', groups: breadcrumbs },
      { id: 'chevron-right.mjs', groups: breadcrumbs },
      { id: 'Badge.tsx', groups: badge },
      { id: 'dates.ts', groups: dates },
      { id: 'Button.tsx', groups: button },
      { id: 'NewsPage.tsx', groups: [list] },
      { id: 'NewsCard.tsx', groups: [list, block] },
    ],
    ownKeys,
    sharedKeys,
  );

  test('the area’s own shared modules share a chunk with the ones the same pages load, and with what only they import', () => {
    expect(plan.named.get('Hero.tsx')).toBe(coLoadedChunkName(['list']));
    expect(plan.named.get('Breadcrumbs.tsx')).toBe(plan.named.get('Hero.tsx'));
    expect(plan.named.get('chevron-right.mjs')).toBe(plan.named.get('Hero.tsx'));
    // The dates load on both pages, the badge on both pages and with the block: not together.
    expect(plan.named.get('dates.ts')).toBe(coLoadedChunkName(['list', 'article']));
    expect(plan.named.get('Badge.tsx')).toBe(coLoadedChunkName(['article', 'latest', 'list']));
  });

  test('the shell’s shared modules load with nothing (the shell provides them), and keep one chunk each', () => {
    expect(plan.named.has('Button.tsx')).toBe(false);
    expect([...plan.single]).toEqual(['Button.tsx']);
  });

  test('the area’s own code stays where it is', () => {
    expect(plan.named.has('NewsPage.tsx')).toBe(false);
    expect(plan.named.has('NewsCard.tsx')).toBe(false);
    expect(plan.single.has('NewsCard.tsx')).toBe(false);
  });

  test('a package other than `shared` keeps its chunks', () => {
    const react = sharedGroups('react');
    const { named, single } = planCoLoadedChunks([...groups, ...react], [{ id: 'react.js', groups: react }], ownKeys, sharedKeys);
    expect([named.size, single.size]).toEqual([0, 0]);
  });

  test('shared modules that import each other are planned', () => {
    const cycle = page('legal', ['a']);
    const { named } = planCoLoadedChunks([cycle, ...cycleA, ...cycleB], [{ id: 'a.ts', groups: cycleA }, { id: 'b.ts', groups: cycleB }], ownKeys, sharedKeys);
    expect(named.get('a.ts')).toBe(coLoadedChunkName(['legal']));
    expect(named.get('b.ts')).toBe(coLoadedChunkName(['legal']));
  });
});

test('a chunk’s name depends on its roots, not on their order', () => {
  expect(coLoadedChunkName(['list', 'article'])).toBe(coLoadedChunkName(['article', 'list']));
  expect(coLoadedChunkName(['list'])).not.toBe(coLoadedChunkName(['article']));
  expect(coLoadedChunkName(['list'])).toMatch(/^shared-[0-9a-f]{8}$/);
});
