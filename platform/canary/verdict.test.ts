import { describe, expect, it } from 'vitest';
import { addView, bucketOf, emptyCohortEvidence, emptyViewSums, type CanaryEvidence, type CohortEvidence, type ViewSums } from './evidence';
import { decide, defaultRules, rulesOf, vitalClientsNeeded } from './verdict';
import { boundedClientsNeeded, riskRatio, viewQuantileBounds } from './sequential';
import { seededRandom } from './simulation';
import { readSettingsFile } from '../settings/reader';
import { baseSettingsFile } from '../releases/store';

/** Evidence of one step at `share`, with `clients` clients per cohort (counts given per cohort). */
function evidenceOf(share: number, counts: Record<'canary' | 'stable', Partial<CohortEvidence>>): CanaryEvidence {
  const cohort = (partial: Partial<CohortEvidence>): CohortEvidence => ({ ...emptyCohortEvidence(), ...partial });
  const canary = cohort(counts.canary);
  const stable = cohort(counts.stable);
  const step = (side: CohortEvidence) => ({ clients: side.clients, erroredClients: side.erroredClients, silentClients: side.silentClients });
  return { steps: [{ share, cohorts: { canary: step(canary), stable: step(stable) } }], cohorts: { canary, stable } };
}

/** The sums of `count` clients of two views each, values spread evenly (on a log scale) around `median`. */
function sumsAround(median: number, count: number): ViewSums {
  const sums = emptyViewSums();
  for (let i = 0; i < count; i++) {
    const client: number[] = [];
    for (const offset of [0, 0.25]) addView(sums, client, bucketOf(median * Math.exp((((i + offset) % count) / count - 0.5) * 2)));
  }
  return sums;
}

const withVitals = (side: Partial<CohortEvidence>, lcp: ViewSums, inp: ViewSums = emptyViewSums()): Partial<CohortEvidence> => ({
  ...side,
  vitals: { lcp: { views: lcp.views, p75: null, judged: lcp }, inp: { views: inp.views, p75: null, judged: inp }, cls: { views: 0, p75: null, judged: emptyViewSums() } },
});

describe('the error test: a mixture sequential test on errored clients, exact at small counts', () => {
  it('one canary error in 100 clients against none in 1,900 at a 5 % share is no verdict (a likelihood ratio under 20)', () => {
    expect(riskRatio([{ share: 0.05, canary: 1, stable: 0 }])).toBeLessThan(20);
    const verdict = decide(evidenceOf(0.05, { canary: { clients: 100, erroredClients: 1 }, stable: { clients: 1900 } }), defaultRules, 60_000);
    expect(verdict.verdict).toBe('wait');
  });

  it('a canary whose every client errored is rolled back on a few clients, the reason naming the test and its figures', () => {
    const verdict = decide(evidenceOf(0.5, { canary: { clients: 9, erroredClients: 9 }, stable: { clients: 9 } }), defaultRules, 60_000);
    expect(verdict).toMatchObject({ verdict: 'rollback', reason: expect.stringMatching(/^errors: 9 of 9 canary clients \(100\.0 %\) against 0 of 9 stable clients.*likelihood ratio.*at least 167/) });
    // One client fewer at a 50 % share is not yet enough.
    expect(decide(evidenceOf(0.5, { canary: { clients: 7, erroredClients: 7 }, stable: { clients: 7 } }), defaultRules, 60_000).verdict).toBe('wait');
  });

  it('a canary with fewer errors than stable is never rolled back for them', () => {
    expect(riskRatio([{ share: 0.1, canary: 0, stable: 500 }])).toBeLessThan(1);
  });

  it('clients who send no beacon more often on the canary are a sample ratio mismatch: rolled back', () => {
    const verdict = decide(evidenceOf(0.5, { canary: { clients: 40, silentClients: 20 }, stable: { clients: 40, silentClients: 1 } }), defaultRules, 60_000);
    expect(verdict).toMatchObject({ verdict: 'rollback', reason: expect.stringContaining('sample ratio mismatch') });
  });
});

describe('promotion on evidence of not worse', () => {
  const many = { clients: 20_000, erroredClients: 100 };

  it('promotes when the errored-client difference is bounded below the tolerance and each judged vital is within its margin', () => {
    const evidence = evidenceOf(0.5, { canary: withVitals(many, sumsAround(2000, 20_000)), stable: withVitals(many, sumsAround(2000, 20_000)) });
    const verdict = decide(evidence, defaultRules, 60_000);
    expect(verdict).toMatchObject({ verdict: 'promote', reason: expect.stringMatching(/^not worse than stable: errored clients 0\.50 %.*within the tolerance of 0\.5 pp; p75 LCP at most \d+ ms on the canary against at least \d+ ms on stable \(within 20 % and 250 ms\)/) });
    // INP was never reported: not judged, and said so.
    expect(verdict.reason).toContain('p75 INP not judged: 0 stable clients reported it');
  });

  it('a tolerance too narrow for the evidence waits; a wider one (set per canary) promotes', () => {
    const few = evidenceOf(0.5, { canary: { clients: 40 }, stable: { clients: 40 } });
    expect(decide(few, defaultRules, 60_000)).toMatchObject({ verdict: 'wait', reason: expect.stringContaining('not yet shown within the tolerance of 0.5 pp') });
    expect(decide(few, { ...defaultRules, tolerance: 50 }, 60_000).verdict).toBe('promote');
  });

  it('p75 LCP beyond its margin on both the ratio and the floor rolls back; within either it does not', () => {
    const slow = evidenceOf(0.5, { canary: withVitals(many, sumsAround(3000, 20_000)), stable: withVitals(many, sumsAround(2000, 20_000)) });
    expect(decide(slow, defaultRules, 60_000)).toMatchObject({ verdict: 'rollback', reason: expect.stringMatching(/^p75 LCP \(per view\) is at least \d+ ms on the canary against at most \d+ ms on stable .*worse by more than 20 % and 250 ms/) });
    // 50 % slower but only 100 ms: within the floor.
    const fast = evidenceOf(0.5, { canary: withVitals(many, sumsAround(300, 20_000)), stable: withVitals(many, sumsAround(200, 20_000)) });
    expect(decide(fast, defaultRules, 60_000).verdict).toBe('promote');
  });

  it(`a vital fewer than ${vitalClientsNeeded} stable clients reported is not judged; with enough, it must be shown within`, () => {
    const evidence = (count: number) => evidenceOf(0.5, { canary: withVitals(many, sumsAround(2000, 20_000), sumsAround(400, count)), stable: withVitals(many, sumsAround(2000, 20_000), sumsAround(200, count)) });
    expect(decide(evidence(vitalClientsNeeded - 1, ), defaultRules, 60_000)).toMatchObject({ verdict: 'promote', reason: expect.stringContaining(`p75 INP not judged: ${vitalClientsNeeded - 1} stable clients reported it (it needs ${vitalClientsNeeded})`) });
    expect(decide(evidence(vitalClientsNeeded), defaultRules, 60_000).verdict).not.toBe('promote');
  });
});

describe('the maximum duration', () => {
  it('a canary undecided at its maximum duration is rolled back for want of evidence, saying what was missing', () => {
    const few = evidenceOf(0.1, { canary: { clients: 40 }, stable: { clients: 400 } });
    expect(decide(few, defaultRules, defaultRules.maxDurationMs - 1).verdict).toBe('wait');
    expect(decide(few, defaultRules, defaultRules.maxDurationMs)).toMatchObject({
      verdict: 'rollback',
      timedOut: true,
      reason: expect.stringMatching(/^not enough evidence within its maximum duration of 24 h: errored clients .* not yet shown within the tolerance of 0\.5 pp/),
    });
  });
});

describe('the rules of a canary', () => {
  it("its own tolerance, else the settings document's; margins from the document over the defaults", () => {
    expect(rulesOf(undefined, {})).toEqual(defaultRules);
    const settings = { tolerance: 1, margins: { lcp: { floor: 400 } } };
    expect(rulesOf(settings, {})).toMatchObject({ tolerance: 1, margins: { lcp: { ratio: 0.2, floor: 400 }, inp: defaultRules.margins.inp } });
    expect(rulesOf(settings, { tolerance: 20, maxDurationMs: 60_000 })).toMatchObject({ tolerance: 20, maxDurationMs: 60_000 });
  });

  it("the site's settings document says the built-in defaults (the figures the README gives are theirs)", async () => {
    expect(rulesOf((await readSettingsFile(baseSettingsFile)).canary, {})).toEqual(defaultRules);
  });
});

describe('the per-view quantile bounds (from sums per client, always valid)', () => {
  // Clients of one view with values uniform on [0, 1000), and clients of four views all at one value uniform on
  // [500, 1000): the busy clients' views are one draw, not four. Per view, the share below t ≤ 500 is t / 2500, above
  // (500 + 4 (t − 500)) / 2500: the true per-view p75 is 843.75 (each client's value's p75 would be 812.5).
  const truth = 843.75;
  const addClient = (sums: ViewSums, random: () => number) => {
    const busy = random() < 0.5;
    const value = busy ? 500 + 500 * random() : 1000 * random();
    const client: number[] = [];
    for (let view = 0; view < (busy ? 4 : 1); view++) addView(sums, client, bucketOf(value));
  };

  it('hold the true per-view p75 at every count of a growing sample, clients of many views among them, in at least 99 runs of 100 at α = 1 %', () => {
    const random = seededRandom(5);
    let missed = 0;
    let bounded = 0;
    for (let run = 0; run < 100; run++) {
      const sums = emptyViewSums();
      for (let count = 1; count <= 3000; count++) {
        addClient(sums, random);
        if (count % 10) continue;
        const [bounds] = viewQuantileBounds(sums, 0.75, [0.01]);
        if (bounds!.low > truth || bounds!.high < truth) {
          missed++;
          break;
        }
        if (count === 3000 && bounds!.high < 1000 && bounds!.low > 500) bounded++;
      }
    }
    expect(missed).toBeLessThanOrEqual(1);
    // And they narrow: by 3,000 clients within (500, 1000) in every run that held.
    expect(bounded).toBe(100 - missed);
  });

  it(`are unbounded below ${boundedClientsNeeded} clients, however many views they have`, () => {
    const sums = emptyViewSums();
    const random = seededRandom(6);
    for (let count = 1; count < boundedClientsNeeded; count++) addClient(sums, random);
    expect(viewQuantileBounds(sums, 0.75, [0.01])).toEqual([{ low: 0, high: Number.POSITIVE_INFINITY }]);
    addClient(sums, random);
    expect(viewQuantileBounds(sums, 0.75, [0.01])).not.toEqual([{ low: 0, high: Number.POSITIVE_INFINITY }]);
  });
});
