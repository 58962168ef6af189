import { afterEach, describe, expect, it } from 'vitest';
import { checkCanarySettings, settleMs, verdictIntervalMs } from './settings';

const saved = { settle: process.env.CANARY_SETTLE_MS, verdict: process.env.CANARY_VERDICT_MS };
afterEach(() => {
  for (const [name, value] of [['CANARY_SETTLE_MS', saved.settle], ['CANARY_VERDICT_MS', saved.verdict]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("the canary's settings", () => {
  it('default to a minute of settling and a verdict every 5 s; are read from the environment (settling may be 0)', () => {
    delete process.env.CANARY_SETTLE_MS;
    delete process.env.CANARY_VERDICT_MS;
    expect([settleMs(), verdictIntervalMs()]).toEqual([60_000, 5000]);
    process.env.CANARY_SETTLE_MS = '0';
    process.env.CANARY_VERDICT_MS = '300';
    expect([settleMs(), verdictIntervalMs()]).toEqual([0, 300]);
  });

  it('refuse a wrong value by name as the server starts, where it used to run with a silent default or a negative time', () => {
    for (const wrong of ['-1', '1.5', 'a minute']) {
      process.env.CANARY_SETTLE_MS = wrong;
      expect(() => checkCanarySettings()).toThrow(`CANARY_SETTLE_MS must be a whole number of at least 0, not "${wrong}".`);
    }
    delete process.env.CANARY_SETTLE_MS;
    process.env.CANARY_VERDICT_MS = '0';
    expect(() => checkCanarySettings()).toThrow('CANARY_VERDICT_MS must be a whole number of at least 1, not "0".');
  });
});
