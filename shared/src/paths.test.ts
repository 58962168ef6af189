import { describe, expect, it } from 'vitest';
import { superLinearShapes, unitCostBound } from 'e2e/hostileInputs';
import { areaForPath, type Area } from './areas';
import { withoutTrailingSlashes } from './paths';
import { breadcrumbsFromPath, maxCrumbs } from './seo';

const legal: Area = { id: 'legal', remote: 'mf_legal', label: 'Legal', owns: ['/gdpr'], manifest: 'https://site.example/m.json', version: 'v' };

describe('withoutTrailingSlashes', () => {
  it.each([
    ['/', '/'],
    ['', ''],
    ['/pricing', '/pricing'],
    ['/pricing/', '/pricing'],
    ['/pricing///', '/pricing'],
    ['/a//b/', '/a//b'],
    ['//', ''],
  ])('%j → %j', (path, expected) => expect(withoutTrailingSlashes(path)).toBe(expected));

  it('costs time linear in the path, whatever its shape', async () => {
    expect(await superLinearShapes((text) => withoutTrailingSlashes(`/${text}`), unitCostBound)).toEqual([]);
  });
});

describe('areaForPath on hostile paths', () => {
  it('finds the owner past trailing slashes and costs time linear in the path', async () => {
    expect(areaForPath([legal], '/gdpr///')?.id).toBe('legal');
    expect(await superLinearShapes((text) => areaForPath([legal], `/gdpr/${text}`), unitCostBound)).toEqual([]);
  });
});

describe('breadcrumbsFromPath on hostile paths', () => {
  it(`keeps the first ${maxCrumbs} segments of a deeper path and costs time linear in it`, async () => {
    const trail = breadcrumbsFromPath(`/${'a/'.repeat(50)}`);
    expect(trail).toHaveLength(maxCrumbs + 1);
    expect(trail.at(-1)?.href).toBe(`/${Array(maxCrumbs).fill('a').join('/')}`);
    expect(await superLinearShapes((text) => JSON.stringify(breadcrumbsFromPath(`/${text}`)), unitCostBound)).toEqual([]);
  });

  it('spells a segment that is not valid percent-encoding as it is', () => {
    expect(breadcrumbsFromPath('/news/%E0%A4%A/x%')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'News', href: '/news' },
      { label: '%E0%A4%A', href: '/news/%E0%A4%A' },
      { label: 'X%', href: '/news/%E0%A4%A/x%' },
    ]);
  });
});
