// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Area } from 'shared/areas';
import { createErrorCapture } from './errorCapture';

vi.mock('web-vitals', () => import('./webVitals.testkit'));
const vitals = await import('./webVitals.testkit');
const { startFieldReporter } = await import('./reporter');

const legal: Area = { id: 'legal', remote: 'mf_legal', label: 'Legal', owns: ['/gdpr'], version: 'aaaaaaaaaaaa', manifest: 'releases/legal/aaaaaaaaaaaa/mf-manifest.json' };
const document_ = { site: { url: 'http://localhost:3000' }, shell: { version: '0123456789ab' }, field: { sampleRate: 0.5 } };

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let beacons: { url: string; body: unknown }[];
beforeEach(() => {
  vitals.reporters.clear();
  window.history.replaceState(null, '', '/gdpr');
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
});
afterEach(() => vi.restoreAllMocks());

describe('startFieldReporter', () => {
  it('sends nothing for a page view left out of the sample', () => {
    const errors = createErrorCapture();
    expect(startFieldReporter({ settingsUrl: 'http://localhost:3000/settings.json', document: document_, areas: () => [legal], errors, backendUrl: 'http://localhost:3000/', random: () => 0.5 })).toBe(false);
    expect(vitals.reporters.size).toBe(0);
    hide();
    expect(beacons).toEqual([]);
  });

  it('sends the view, the last value of each vital and the errors in one beacon as the page is hidden, each counted to its area and release', () => {
    const errors = createErrorCapture();
    errors.add('uncaught', Object.assign(new Error('early'), { stack: 'Error: early\n    at x (http://localhost:3000/releases/legal/aaaaaaaaaaaa/remoteEntry.js:1:1)' }));
    expect(startFieldReporter({ settingsUrl: 'http://localhost:3000/settings.json', document: document_, areas: () => [legal], errors, backendUrl: 'http://localhost:3000/', random: () => 0.49 })).toBe(true);
    errors.add('rejection', Object.assign(new Error('later'), { stack: 'Error: later\n    at y (http://localhost:3000/main.abc.js:1:1)' }));
    errors.add('render', Object.assign(new Error('again'), { stack: 'Error: again\n    at z (http://localhost:3000/releases/legal/aaaaaaaaaaaa/1.js:1:1)' }));
    vitals.reporters.get('LCP')!({ name: 'LCP', value: 1200.5 });
    vitals.reporters.get('LCP')!({ name: 'LCP', value: 1500 });
    vitals.reporters.get('CLS')!({ name: 'CLS', value: 0.01 });
    hide();
    const owner = { area: 'legal', release: 'aaaaaaaaaaaa' };
    const frame = (fn: string, file: string) => ({ fn, file: `http://localhost:3000/${file}`, line: 1, column: 1 });
    expect(beacons).toEqual([
      {
        url: 'http://localhost:3000/api/field',
        body: {
          route: '/gdpr',
          // No canary's token: the page names its view with an id of its own.
          view: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
          seq: 1,
          signals: [
            { kind: 'view', ...owner },
            // Each with what it was: type, message and top frames (errorDetail.ts).
            { kind: 'error', name: 'uncaught', value: 1, ...owner, type: 'Error', message: 'early', frames: [frame('x', 'releases/legal/aaaaaaaaaaaa/remoteEntry.js')] },
            { kind: 'error', name: 'rejection', value: 1, area: 'shell', release: '0123456789ab', type: 'Error', message: 'later', frames: [frame('y', 'main.abc.js')] },
            { kind: 'error', name: 'render', value: 2, ...owner, type: 'Error', message: 'again', frames: [frame('z', 'releases/legal/aaaaaaaaaaaa/1.js')] },
            // The latest value of LCP as web-vitals reported it.
            { kind: 'vital', name: 'LCP', value: 1500, ...owner },
            { kind: 'vital', name: 'CLS', value: 0.01, ...owner },
          ],
        },
      },
    ]);
    // Hidden again with nothing new: nothing sent.
    hide();
    expect(beacons).toHaveLength(1);
  });

  it('falls back to fetch with keepalive when the beacon is refused', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    startFieldReporter({ settingsUrl: 'http://localhost:3000/settings.json', document: undefined, areas: () => [], errors: createErrorCapture(), backendUrl: '', random: () => 0 });
    hide();
    // With the site's cookies, as sendBeacon's request: the server reads the visitor's cohort from its cookie.
    expect(fetch).toHaveBeenCalledWith(`${location.origin}/api/field`, expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }));
    expect(JSON.parse(fetch.mock.calls[0][1]!.body as string)).toEqual({ route: '/gdpr', view: expect.any(String), seq: 1, signals: [{ kind: 'view', area: 'shell', release: 'none' }] });
  });
});
