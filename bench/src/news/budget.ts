/**
 * The news page's budget at scale: at 10,000 posts the news page's first paint moves under 50 KB of post data and
 * answers within 5 times its time at the seed's ~30 posts.
 */
import { kb } from '../units';
import type { Measurement } from './measure';

export const budget = {
  /** Response body bytes of the first paint's requests at the large size. */
  firstPaintMaxBytes: 50 * 1024,
  /** Median time at the large size over the median at the seed size. */
  maxSlowdown: 5,
} as const;

export interface BudgetInput {
  small: { posts: number; firstPaint: Measurement };
  large: { posts: number; firstPaint: Measurement; parts: { label: string; bodyBytes: number }[] };
}

export interface BudgetVerdict {
  firstPaintKB: number;
  slowdown: number;
  failures: string[];
}

export function checkBudget({ small, large }: BudgetInput): BudgetVerdict {
  const failures: string[] = [];
  const slowdown = Math.round((large.firstPaint.medianMs / small.firstPaint.medianMs) * 10) / 10;
  if (large.firstPaint.bodyBytes >= budget.firstPaintMaxBytes) {
    const heaviest = [...large.parts].sort((a, b) => b.bodyBytes - a.bodyBytes)[0];
    failures.push(
      `At ${large.posts} posts the news page's first paint moves ${kb(large.firstPaint.bodyBytes)} KB of post data ` +
        `(budget: under ${kb(budget.firstPaintMaxBytes)} KB); the largest part is ${heaviest.label} with ${kb(heaviest.bodyBytes)} KB.`,
    );
  }
  if (slowdown > budget.maxSlowdown) {
    failures.push(
      `At ${large.posts} posts the news page's first paint takes ${large.firstPaint.medianMs} ms, ${slowdown}× its ` +
        `${small.firstPaint.medianMs} ms at ${small.posts} posts (budget: at most ${budget.maxSlowdown}×).`,
    );
  }
  return { firstPaintKB: kb(large.firstPaint.bodyBytes), slowdown, failures };
}
