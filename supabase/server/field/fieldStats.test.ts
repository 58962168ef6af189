import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './fieldStats';

describe('wilsonInterval', () => {
  it('matches the published Wilson 95 % bounds on fixed inputs', () => {
    // 10 of 100: 0.0552–0.1744 (Newcombe 1998, table I, method 3).
    const tenOfHundred = wilsonInterval(10, 100);
    expect(tenOfHundred.rate).toBe(0.1);
    expect(tenOfHundred.low).toBeCloseTo(0.0552, 4);
    expect(tenOfHundred.high).toBeCloseTo(0.1744, 4);
    // 0 of 10: 0–0.2775; 10 of 10: 0.7225–1.
    expect(wilsonInterval(0, 10)).toEqual({ rate: 0, low: 0, high: expect.closeTo(0.2775, 4) });
    const all = wilsonInterval(10, 10);
    expect(all.low).toBeCloseTo(0.7225, 4);
    expect(all.high).toBeCloseTo(1, 10);
  });

  it('narrows as trials grow, around the same rate', () => {
    const few = wilsonInterval(5, 50);
    const many = wilsonInterval(500, 5000);
    expect(many.high - many.low).toBeLessThan((few.high - few.low) / 5);
    expect(many.low).toBeLessThan(0.1);
    expect(many.high).toBeGreaterThan(0.1);
  });

  it('knows nothing without trials, and counts successes past the trials as the trials', () => {
    expect(wilsonInterval(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
    expect(wilsonInterval(12, 10)).toEqual(wilsonInterval(10, 10));
  });
});
