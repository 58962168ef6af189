// @vitest-environment happy-dom
/** The views a page's beacons name: the served one's token, each in-app navigation and back/forward-cache restore. */
import { beforeEach, expect, it, vi } from 'vitest';
import type { Area } from 'shared/areas';
import { createErrorCapture } from './errorCapture';

vi.mock('web-vitals', () => import('./webVitals.testkit'));
const vitals = await import('./webVitals.testkit');
const { startFieldReporter } = await import('./reporter');

const legal: Area = { id: 'legal', remote: 'mf_legal', label: 'Legal', owns: ['/gdpr'], version: 'aaaaaaaaaaaa', manifest: 'releases/legal/aaaaaaaaaaaa/mf-manifest.json' };
const pricing: Area = { id: 'solutions', remote: 'mf_solutions', label: 'Solutions', owns: ['/pricing'], version: 'bbbbbbbbbbbb', manifest: 'releases/solutions/bbbbbbbbbbbb/mf-manifest.json' };

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

let beacons: Array<{ route: string; view?: string; seq?: number; nav?: true; signals: Array<{ kind: string; name?: string; area: string }> }>;
beforeEach(() => {
  window.history.replaceState(null, '', '/pricing');
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => {
      beacons.push(JSON.parse(body));
      return true;
    },
  });
});

it("names the served view's token and numbers its beacons; a route change and a restore are views of their own, with their errors (their vitals: reporterVitals.test.ts)", () => {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ serverTiming: [{ name: 'other', description: 'x' }, { name: 'canary-view', description: 'ServedViewToken1' }] }] as never);
  const errors = createErrorCapture();
  startFieldReporter({ settingsUrl: 'http://localhost:3000/settings.json', document: { shell: { version: '0123456789ab' } } as never, areas: () => [legal, pricing], errors, backendUrl: 'http://localhost:3000/' });
  vitals.reporters.get('LCP')!({ name: 'LCP', value: 900 });
  hide();
  errors.add('uncaught', new Error('on pricing'));
  hide();
  expect(beacons.map(({ route, view, seq, nav }) => ({ route, view, seq, nav }))).toEqual([
    { route: '/pricing', view: 'ServedViewToken1', seq: 1, nav: undefined },
    { route: '/pricing', view: 'ServedViewToken1', seq: 2, nav: undefined },
  ]);

  // The footer link to /gdpr: the router pushes the route. What the landing view had goes first, under its token.
  errors.add('uncaught', new Error('still on pricing'));
  history.pushState(null, '', '/gdpr');
  // The same route again (the router replacing its state) is no new view.
  history.replaceState({ scroll: 1 }, '', '/gdpr');
  errors.add('render', new Error('on gdpr'));
  hide();
  const [, , left, navigated] = beacons;
  expect(left).toMatchObject({ route: '/pricing', view: 'ServedViewToken1', seq: 3, signals: [{ kind: 'error', name: 'uncaught' }] });
  expect(navigated).toMatchObject({ route: '/gdpr', nav: true, seq: 1, signals: [{ kind: 'view', area: 'legal' }, { kind: 'error', name: 'render', area: 'shell' }] });
  expect(navigated.view).toMatch(/^[A-Za-z0-9_-]{16}$/);
  expect(navigated.signals.filter((signal) => signal.kind === 'vital')).toEqual([]);
  expect(beacons).toHaveLength(4);

  // Back to /pricing (popstate), then restored from the back/forward cache: two more views, each its own id.
  history.replaceState(null, '', '/pricing');
  window.dispatchEvent(new PopStateEvent('popstate'));
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  hide();
  const views = beacons.slice(4);
  expect(views.map(({ route, nav, seq }) => ({ route, nav, seq }))).toEqual([
    { route: '/pricing', nav: true, seq: 1 },
    { route: '/pricing', nav: true, seq: 1 },
  ]);
  expect(new Set([navigated.view, ...views.map((beacon) => beacon.view)]).size).toBe(3);
});

it('names the view with an id of its own when the page carries no token (no canary ran when it was served), numbering its beacons', () => {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
  startFieldReporter({ settingsUrl: 'http://localhost:3000/settings.json', document: undefined, areas: () => [], errors: createErrorCapture(), backendUrl: '' });
  hide();
  const first = beacons.at(-1)!;
  expect(first).toEqual({ route: '/pricing', view: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), seq: 1, signals: [{ kind: 'view', area: 'shell', release: 'none' }] });
  // Its CLS grown after the page was hidden once: sent again under the same view, the next number (the figures keep the last).
  vitals.reporters.get('CLS')!({ name: 'CLS', value: 0.2 });
  hide();
  expect(beacons.at(-1)).toEqual({ route: '/pricing', view: first.view, seq: 2, signals: [{ kind: 'vital', name: 'CLS', value: 0.2, area: 'shell', release: 'none' }] });
});

it("details the first three errors of each view: an in-app navigation's errors say what they were however many the page had before", () => {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
  const errors = createErrorCapture();
  startFieldReporter({ settingsUrl: 'http://localhost:3000/settings.json', document: undefined, areas: () => [legal, pricing], errors, backendUrl: '' });
  for (let i = 1; i <= 4; i++) errors.add('uncaught', new Error(`on pricing ${i}`));
  history.pushState(null, '', '/gdpr');
  for (let i = 1; i <= 4; i++) errors.add('uncaught', new Error(`on gdpr ${i}`));
  hide();
  // (The earlier tests' reporters are still listening, with no errors of their own.)
  const messages = (route: string) =>
    beacons.flatMap((beacon) => (beacon.route === route ? beacon.signals : [])).filter((signal) => signal.kind === 'error').map((signal) => (signal as { message?: string }).message);
  expect(messages('/pricing')).toEqual(['on pricing 1', 'on pricing 2', 'on pricing 3', undefined]);
  expect(messages('/gdpr')).toEqual(['on gdpr 1', 'on gdpr 2', 'on gdpr 3', undefined]);
});
