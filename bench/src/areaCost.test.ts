import { describe, expect, it } from 'vitest';
import { areaIds } from 'platform/registry/apps';
import type { SettingsDocument } from 'platform/settings/reader';
import { jsKBOf, medianPageCost, ownerOf, ownersOf, pageCostOf } from './areaCost';
import { median } from './lighthouseRun';
import { pageCost } from './testFixtures';

const origin = 'http://localhost:4600';
// As a release writes it: manifests relative to the document; no entry for an area never released.
const document: SettingsDocument = {
  site: { url: origin },
  shell: { version: 'aaaaaaaaaaaa' },
  areas: {
    solutions: { container: 'mf_solutions', label: 'Solutions & pricing', version: '754fee7be6e6', manifest: 'releases/solutions/754fee7be6e6/mf-manifest.json', owns: ['/pricing'] },
    legal: { container: 'mf_legal', label: 'Legal', version: '0123456789ab', manifest: 'releases/legal/0123456789ab/mf-manifest.json', owns: ['/gdpr'] },
    news: { container: 'mf_news', label: 'Industry news', version: 'x', manifest: 'http://localhost:3004/mf-manifest.json', owns: [] },
  },
};
const owners = ownersOf(document, `${origin}/settings.json`);

describe('ownersOf', () => {
  it('takes each released area’s folder from the manifest the settings document names, resolved against the document', () => {
    expect(owners).toEqual({
      origin,
      // In the registry's order; software and support have no release in this document.
      areas: [
        { id: 'solutions', prefix: `${origin}/releases/solutions/754fee7be6e6/` },
        { id: 'news', prefix: 'http://localhost:3004/' },
        { id: 'legal', prefix: `${origin}/releases/legal/0123456789ab/` },
      ],
    });
  });
});

describe('ownerOf', () => {
  it('gives an area the files under its release, the shell every other file of the site, and the rest to no one', () => {
    expect(ownerOf(`${origin}/releases/solutions/754fee7be6e6/remoteEntry.js`, owners)).toBe('solutions');
    expect(ownerOf(`${origin}/releases/legal/0123456789ab/8644.215e4c1319.js`, owners)).toBe('legal');
    expect(ownerOf('http://localhost:3004/remoteEntry.js', owners)).toBe('news');
    expect(ownerOf(`${origin}/framework.336fde498d.js`, owners)).toBe('shell');
    expect(ownerOf(`${origin}/pricing`, owners)).toBe('shell'); // the page itself: its inline scripts
    expect(ownerOf(`${origin}/releases/solutions/754fee7be6e6-not/x.js`, owners)).toBe('shell');
    expect(ownerOf('https://cdn.example.com/x.js', owners)).toBe('unattributed');
    expect(ownerOf('Unattributable', owners)).toBe('unattributed');
  });
});

describe('pageCostOf', () => {
  it('sums bytes and main-thread time per owner, with every area of the registry listed', () => {
    const cost = pageCostOf(
      [
        { url: `${origin}/main.js`, value: 30_000 },
        { url: `${origin}/framework.js`, value: 94_309 },
        { url: `${origin}/releases/solutions/754fee7be6e6/remoteEntry.js`, value: 30_514 },
        { url: `${origin}/releases/solutions/754fee7be6e6/1.js`, value: 1_214 },
      ],
      [
        { url: `${origin}/framework.js`, value: 1075.4 },
        { url: `${origin}/pricing`, value: 14.9 },
        { url: `${origin}/releases/solutions/754fee7be6e6/remoteEntry.js`, value: 169.5 },
        { url: 'Unattributable', value: 365.3 },
      ],
      owners,
    );
    expect(cost).toEqual(
      pageCost({ jsKB: 121.4, mainThreadMs: 1090 }, { solutions: { jsKB: 31, mainThreadMs: 170 } }, { jsKB: 0, mainThreadMs: 365 }),
    );
    expect(Object.keys(cost.areas)).toEqual(areaIds);
  });
});

describe('medianPageCost', () => {
  it('takes each owner’s median, figure by figure', () => {
    const runs = [
      pageCost({ jsKB: 120, mainThreadMs: 900 }, { news: { jsKB: 20, mainThreadMs: 50 } }),
      pageCost({ jsKB: 120, mainThreadMs: 1500 }, { news: { jsKB: 20, mainThreadMs: 90 } }),
      pageCost({ jsKB: 120, mainThreadMs: 1100 }, { news: { jsKB: 20, mainThreadMs: 40 } }),
    ];
    const result = medianPageCost(runs, median);
    expect(result.shell).toEqual({ jsKB: 120, mainThreadMs: 1100 });
    expect(result.areas.news).toEqual({ jsKB: 20, mainThreadMs: 50 });
    expect(result.areas.legal).toEqual({ jsKB: 0, mainThreadMs: 0 });
  });
});

describe('jsKBOf', () => {
  it('is the page’s JS: every script’s gzip bytes summed, then rounded to 0.1 KB, as each app’s share is', () => {
    const scripts = [{ url: `${origin}/main.js`, value: 40_000 }, { url: `${origin}/releases/solutions/754fee7be6e6/remoteEntry.js`, value: 20_070 }];
    expect(jsKBOf(scripts)).toBe(58.7);
    const cost = pageCostOf(scripts, [], owners);
    expect([cost.shell.jsKB, cost.areas.solutions.jsKB]).toEqual([39.1, 19.6]);
  });
});
