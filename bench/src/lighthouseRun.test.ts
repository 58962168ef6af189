import { describe, expect, it } from 'vitest';
import { blockedScriptPatterns, lighthouseConfig, medianSample } from './lighthouseRun';
import { blockedSample, edgePageSample } from './testFixtures';

/** Chromium's `Network.setBlockedURLs` pattern: `*` is any run of characters, the pattern covers the whole URL. */
const blocks = (url: string) => blockedScriptPatterns.some((pattern) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&')).join('.*')}$`).test(url));

describe('lighthouseConfig', () => {
  it('blocks script requests only in the blocked run, asks for gzip in both and lists every script’s boot-up time', () => {
    const page = lighthouseConfig(false);
    const blocked = lighthouseConfig(true);
    expect(page.settings?.blockedUrlPatterns).toBeUndefined();
    expect(blocked.settings?.blockedUrlPatterns).toEqual(blockedScriptPatterns);
    for (const config of [page, blocked]) {
      expect(config.settings?.formFactor).toBe('mobile');
      expect(config.settings?.extraHeaders).toEqual({ 'Accept-Encoding': 'gzip' });
      expect(config.audits).toEqual([{ path: 'bootup-time', options: { thresholdInMs: 0 } }]);
    }
  });

  it('runs the network audit alone for the JS figure, with the same page load', () => {
    const jsOnly = lighthouseConfig(false, { jsOnly: true });
    expect(jsOnly.settings?.onlyAudits).toEqual(['network-requests']);
    expect(jsOnly.settings?.screenEmulation).toEqual(lighthouseConfig(false).settings?.screenEmulation);
    expect(jsOnly.settings?.extraHeaders).toEqual({ 'Accept-Encoding': 'gzip' });
    expect(lighthouseConfig(false).settings?.onlyAudits).toBeUndefined();
  });

  it('blocks the shell’s and the areas’ scripts, not the page, its styles or its data', () => {
    expect(blocks('http://localhost:4600/main.b7002ae5c7.js')).toBe(true);
    expect(blocks('http://localhost:4600/releases/solutions/754fee7be6e6/remoteEntry.js?v=1')).toBe(true);
    expect(blocks('http://localhost:4600/pricing')).toBe(false);
    expect(blocks('http://localhost:4600/main.7e84670867.css')).toBe(false);
    expect(blocks('http://localhost:4600/releases/solutions/754fee7be6e6/mf-manifest.json')).toBe(false);
  });
});

describe('medianSample', () => {
  it('takes each figure’s median on its own, TTI and JS included', () => {
    const median = medianSample([edgePageSample, blockedSample, { ...blockedSample, metrics: { ...blockedSample.metrics, ttiMs: 1500, jsKB: 30 } }]);
    expect(median.metrics.ttiMs).toBe(1500);
    expect(median.metrics.jsKB).toBe(30);
    expect(median.scores.performance).toBe(100);
  });
});
