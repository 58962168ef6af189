import { describe, expect, it } from 'vitest';
import { fieldLimits, parseFieldBeacon } from './fieldBeacon';

const release = '0123456789ab';
const valid = {
  route: '/privacy-policy',
  signals: [
    { kind: 'view', area: 'legal', release },
    { kind: 'vital', name: 'LCP', value: 1234.5, area: 'legal', release },
    { kind: 'vital', name: 'CLS', value: 0.02, area: 'legal', release },
    { kind: 'error', name: 'uncaught', value: 1, area: 'shell', release: 'none' },
  ],
};

const problemOf = (raw: unknown) => {
  const parsed = parseFieldBeacon(raw);
  return parsed.ok ? 'accepted' : parsed.problem;
};

describe('parseFieldBeacon', () => {
  it('accepts a page view, vitals and errors; a cohort (sent by earlier pages) is checked and left out: the cookie says it', () => {
    const parsed = parseFieldBeacon(valid);
    expect(parsed).toEqual({ ok: true, beacon: { route: '/privacy-policy', signals: valid.signals } });
    expect(parseFieldBeacon({ ...valid, cohort: 'canary' })).toEqual({ ok: true, beacon: { route: '/privacy-policy', signals: valid.signals } });
  });

  it('takes the view a beacon reports on: a served view token or an in-app navigation, and its number', () => {
    const view = 'AbCdEfGh-_123456';
    expect(parseFieldBeacon({ ...valid, view, seq: 2 })).toEqual({ ok: true, beacon: { route: '/privacy-policy', signals: valid.signals, view: { id: view, navigation: false, seq: 2 } } });
    expect(parseFieldBeacon({ ...valid, view, nav: true, seq: 1 })).toMatchObject({ ok: true, beacon: { view: { id: view, navigation: true, seq: 1 } } });
    expect(problemOf({ ...valid, view: 'short', seq: 1 })).toBe('view must be a view token (16 letters, digits, - or _)');
    expect(problemOf({ ...valid, view: `${view}.`, seq: 1 })).toBe('view must be a view token (16 letters, digits, - or _)');
    expect(problemOf({ ...valid, view })).toBe('seq must be a whole number from 1 to 10000');
    expect(problemOf({ ...valid, view, seq: 0 })).toBe('seq must be a whole number from 1 to 10000');
    expect(problemOf({ ...valid, view, seq: 1.5 })).toBe('seq must be a whole number from 1 to 10000');
    expect(problemOf({ ...valid, view, seq: 1, nav: 'yes' })).toBe('nav must be true when given');
    expect(problemOf({ ...valid, seq: 1 })).toBe('nav and seq go with a view');
    expect(problemOf({ ...valid, nav: true })).toBe('nav and seq go with a view');
  });

  it('refuses anything else, naming the field', () => {
    expect(problemOf([])).toBe('the beacon must be a JSON object');
    expect(problemOf({ ...valid, id: 'x' })).toBe('the beacon has unknown field "id"');
    expect(problemOf({ ...valid, route: 'privacy' })).toMatch(/^route must be a path/);
    expect(problemOf({ ...valid, route: '/a b' })).toMatch(/^route must be a path/);
    expect(problemOf({ ...valid, route: `/${'a'.repeat(fieldLimits.maxRouteLength)}` })).toMatch(/^route must be a path/);
    expect(problemOf({ ...valid, cohort: 'beta' })).toBe('cohort must be one of stable, canary');
    expect(problemOf({ ...valid, signals: [] })).toBe('signals must be a list of 1 to 64 signals');
    expect(problemOf({ ...valid, signals: Array(65).fill(valid.signals[0]) })).toBe('signals must be a list of 1 to 64 signals');
    const withSignal = (signal: unknown) => problemOf({ ...valid, signals: [valid.signals[0], signal] });
    expect(withSignal('LCP')).toBe('signals[1] must be an object');
    expect(withSignal({ ...valid.signals[1], kind: 'click' })).toBe('signals[1].kind must be one of view, vital, error');
    expect(withSignal({ ...valid.signals[1], name: 'FID' })).toBe('signals[1].name must be one of LCP, INP, CLS, FCP, TTFB');
    expect(withSignal({ ...valid.signals[1], value: -1 })).toBe('signals[1].value must be a number from 0 to 600000');
    expect(withSignal({ ...valid.signals[1], value: '12' })).toBe('signals[1].value must be a number from 0 to 600000');
    expect(withSignal({ ...valid.signals[3], value: 1.5 })).toBe('signals[1].value must be a whole number from 1 to 1000');
    expect(withSignal({ ...valid.signals[3], name: 'fatal' })).toBe('signals[1].name must be one of uncaught, rejection, render, remote-load');
    expect(withSignal({ ...valid.signals[1], area: 'Legal' })).toMatch(/^signals\[1\]\.area must be an area id/);
    expect(withSignal({ ...valid.signals[1], release: 'latest' })).toMatch(/^signals\[1\]\.release must be a release version/);
    expect(withSignal({ ...valid.signals[0], value: 3 })).toBe('signals[1] has unknown field "value"');
    expect(withSignal({ ...valid.signals[1], ip: '10.0.0.1' })).toBe('signals[1] has unknown field "ip"');
  });
});
