import { describe, expect, it } from 'vitest';
import { buildFingerprint, changedApps } from './buildWatch';

describe('build fingerprint', () => {
  it('names every app once', () => {
    expect(buildFingerprint().split(' ').map((entry) => entry.split('@')[0])).toEqual(['shell', 'mf-software', 'mf-solutions', 'mf-support', 'mf-news', 'mf-legal']);
  });

  it('tells which apps were rebuilt or removed', () => {
    const before = 'shell@1 mf-software@2 mf-news@3';
    expect(changedApps(before, 'shell@1 mf-software@2 mf-news@3')).toEqual([]);
    expect(changedApps(before, 'shell@9 mf-software@2 mf-news@missing')).toEqual(['shell', 'mf-news']);
  });
});
