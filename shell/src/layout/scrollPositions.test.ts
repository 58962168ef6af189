import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptEntries, mergePositions, persistPositions, readPositions } from './scrollPositions';

afterEach(() => vi.unstubAllGlobals());

function stubStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage = { getItem: vi.fn((key: string) => items.get(key) ?? null), setItem: vi.fn((key: string, value: string) => void items.set(key, value)) };
  vi.stubGlobal('sessionStorage', storage);
  return { storage, items };
}

describe('mergePositions', () => {
  it('puts the page’s positions last, over the stored ones, and keeps only the newest entries', () => {
    expect(Object.entries(mergePositions({ a: 10, b: 20, c: 30 }, { b: 25, d: 40 }))).toEqual([['a', 10], ['c', 30], ['b', 25], ['d', 40]]);
    const stored = Object.fromEntries(Array.from({ length: keptEntries }, (_, index) => [`old${index}`, index]));
    const merged = mergePositions(stored, { now: 1 });
    expect(Object.keys(merged)).toHaveLength(keptEntries);
    expect(merged.old0).toBeUndefined();
    expect(merged.now).toBe(1);
  });
});

describe('persistPositions', () => {
  it('keeps the positions of the tab’s other documents beside this one’s', () => {
    const { items } = stubStorage({ 'stayvia:scroll-positions': JSON.stringify({ earlier: 640 }) });
    persistPositions({ fresh: 320 });
    expect(JSON.parse(items.get('stayvia:scroll-positions')!)).toEqual({ earlier: 640, fresh: 320 });
    expect(readPositions()).toEqual({ earlier: 640, fresh: 320 });
  });

  it('loses nothing else when storage is refused or holds something else', () => {
    vi.stubGlobal('sessionStorage', { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } });
    expect(readPositions()).toEqual({});
    expect(() => persistPositions({ a: 1 })).not.toThrow();
    stubStorage({ 'stayvia:scroll-positions': 'not json' });
    expect(readPositions()).toEqual({});
  });
});
