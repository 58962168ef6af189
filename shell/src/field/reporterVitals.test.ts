// @vitest-environment happy-dom
/** Which view each vital goes to, and that the last value of each wins: every update reaches the server. */
import { beforeEach, expect, it, vi } from 'vitest';
import type { Area } from 'shared/areas';
import { createErrorCapture } from './errorCapture';

vi.mock('web-vitals', () => import('./webVitals.testkit'));
const vitals = await import('./webVitals.testkit');
const { startFieldReporter } = await import('./reporter');

const legal: Area = { id: 'legal', remote: 'mf_legal', label: 'Legal', owns: ['/gdpr'], version: 'aaaaaaaaaaaa', manifest: 'releases/legal/aaaaaaaaaaaa/mf-manifest.json' };
const pricing: Area = { id: 'solutions', remote: 'mf_solutions', label: 'Solutions', owns: ['/pricing'], version: 'bbbbbbbbbbbb', manifest: 'releases/solutions/bbbbbbbbbbbb/mf-manifest.json' };
const report = (name: string, value: number) => vitals.reporters.get(name)!({ name, value });

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

type Beacon = { route: string; view?: string; seq?: number; nav?: true; signals: Array<{ kind: string; name?: string; value?: number; area: string }> };
let beacons: Beacon[] = [];
const vitalsOf = (beacon: Beacon | undefined) => beacon?.signals.filter((signal) => signal.kind === 'vital').map(({ name, value, area }) => ({ name, value, area }));

// One reporter for the file, as a page has one: the tests follow one page's life, in order.
window.history.replaceState(null, '', '/pricing');
vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ serverTiming: [{ name: 'canary-view', description: 'ServedViewToken1' }] }] as never);
Object.defineProperty(navigator, 'sendBeacon', {
  configurable: true,
  value: (_url: string, body: string) => {
    beacons.push(JSON.parse(body));
    return true;
  },
});
startFieldReporter({ settingsUrl: 'http://localhost:3000/settings.json', document: undefined, areas: () => [legal, pricing], errors: createErrorCapture(), backendUrl: 'http://localhost:3000/' });
beforeEach(() => {
  beacons = [];
});

it('sends a vital again when web-vitals reports it again, in a later beacon of the same view', () => {
  report('CLS', 0.05);
  report('INP', 120);
  hide();
  report('CLS', 0.12);
  report('CLS', 0.2);
  hide();
  // Nothing new: nothing sent.
  hide();
  expect(beacons.map(({ view, seq }) => ({ view, seq }))).toEqual([
    { view: 'ServedViewToken1', seq: 1 },
    { view: 'ServedViewToken1', seq: 2 },
  ]);
  expect(vitalsOf(beacons[0])).toEqual([
    { name: 'CLS', value: 0.05, area: 'solutions' },
    { name: 'INP', value: 120, area: 'solutions' },
  ]);
  // Only the latest value of CLS, once.
  expect(vitalsOf(beacons[1])).toEqual([{ name: 'CLS', value: 0.2, area: 'solutions' }]);
});

it("counts an interaction after a route change to the navigation's view; the document's vitals stay with the served view", () => {
  // Each interaction as it happens, not the page's INP as it is hidden.
  expect(vitals.options.get('INP')).toEqual({ reportAllChanges: true });
  report('INP', 80);
  history.pushState(null, '', '/gdpr');
  report('INP', 300);
  // LCP finished by the click that changed the route, reported after it: the served page's.
  report('LCP', 1800);
  hide();
  const [served, servedLater, navigated] = beacons;
  expect(served).toMatchObject({ view: 'ServedViewToken1', seq: 3 });
  expect(vitalsOf(served)).toEqual([{ name: 'INP', value: 80, area: 'solutions' }]);
  expect(navigated).toMatchObject({ route: '/gdpr', nav: true, seq: 1 });
  expect(vitalsOf(navigated)).toEqual([{ name: 'INP', value: 300, area: 'legal' }]);
  expect(servedLater).toMatchObject({ view: 'ServedViewToken1', seq: 4 });
  expect(vitalsOf(servedLater)).toEqual([{ name: 'LCP', value: 1800, area: 'solutions' }]);
  expect(beacons).toHaveLength(3);
});

it('gives a back/forward-cache restore (a new view) the vitals web-vitals reports for it', () => {
  // Still the served document's CLS (the page is on /gdpr now, after the route change above).
  report('CLS', 0.3);
  hide();
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  report('CLS', 0.01);
  report('LCP', 400);
  hide();
  const [served, restored] = beacons;
  expect(vitalsOf(served)).toEqual([{ name: 'CLS', value: 0.3, area: 'solutions' }]);
  expect(served.view).toBe('ServedViewToken1');
  expect(restored).toMatchObject({ route: '/gdpr', nav: true, seq: 1 });
  expect(restored.view).not.toBe('ServedViewToken1');
  expect(vitalsOf(restored)).toEqual([
    { name: 'CLS', value: 0.01, area: 'legal' },
    { name: 'LCP', value: 400, area: 'legal' },
  ]);
  expect(beacons).toHaveLength(2);
});
