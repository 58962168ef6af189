import { describe, expect, it } from 'vitest';
import { checkBudget } from './budget';
import type { Measurement } from './measure';

const run = (medianMs: number, bodyBytes: number): Measurement => ({ medianMs, minMs: medianMs, runs: 9, requests: 3, bodyBytes });
const parts = [
  { label: 'categories', bodyBytes: 40_000 },
  { label: 'list page', bodyBytes: 5_000 },
];

describe('checkBudget', () => {
  it('passes a first paint under 50 KB and within 5× the seed time', () => {
    const verdict = checkBudget({ small: { posts: 34, firstPaint: run(4, 6_000) }, large: { posts: 10_000, firstPaint: run(20, 45_000), parts } });
    expect(verdict).toEqual({ firstPaintKB: 43.9, slowdown: 5, failures: [] });
  });

  it('names the heaviest request when the bytes are over budget', () => {
    const verdict = checkBudget({
      small: { posts: 34, firstPaint: run(4, 6_000) },
      large: { posts: 10_000, firstPaint: run(8, 51_200), parts: [...parts, { label: 'categories (all rows)', bodyBytes: 46_000 }] },
    });
    expect(verdict.failures).toHaveLength(1);
    expect(verdict.failures[0]).toMatch(/moves 50 KB .*under 50 KB.*largest part is categories \(all rows\) with 44\.9 KB/);
  });

  it('fails a first paint more than 5× slower than at the seed size', () => {
    const verdict = checkBudget({ small: { posts: 34, firstPaint: run(4, 6_000) }, large: { posts: 10_000, firstPaint: run(20.5, 9_000), parts } });
    expect(verdict.slowdown).toBe(5.1);
    expect(verdict.failures).toEqual([expect.stringMatching(/takes 20\.5 ms, 5\.1× its 4 ms at 34 posts \(budget: at most 5×\)/)]);
  });
});
