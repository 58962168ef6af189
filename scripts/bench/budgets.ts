/**
 * The budgets the benchmark checks, on the median figures:
 * - issue 5, every measured route: Lighthouse mobile performance ≥ 95, LCP < 2.0 s, CLS < 0.01, and
 *   accessibility, best practices and SEO 100;
 * - issue 2, the home page: performance ≥ 90, accessibility 100, shell JS before the first remote request
 *   ≤ 180 KB gzip.
 */
import type { Category, Sample } from './lighthouseRun';

/** A figure of the table; a budget names the figure it constrains, so the table can mark the cell. */
export type Figure = Category | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'shellJsKB';

export interface Budget {
  name: string;
  figure: Figure;
  met(value: number): boolean;
}

export const routeBudgets: Budget[] = [
  { name: 'performance ≥ 95', figure: 'performance', met: (score) => score >= 95 },
  { name: 'LCP < 2.0 s', figure: 'lcpMs', met: (ms) => ms < 2000 },
  { name: 'CLS < 0.01', figure: 'cls', met: (cls) => cls < 0.01 },
  { name: 'accessibility 100', figure: 'accessibility', met: (score) => score === 100 },
  { name: 'best practices 100', figure: 'best-practices', met: (score) => score === 100 },
  { name: 'SEO 100', figure: 'seo', met: (score) => score === 100 },
];

export const homeBudgets: Budget[] = [
  { name: 'Lighthouse mobile performance ≥ 90', figure: 'performance', met: (score) => score >= 90 },
  { name: 'Lighthouse accessibility = 100', figure: 'accessibility', met: (score) => score === 100 },
  { name: 'shell JS before the first remote request ≤ 180 KB gzip', figure: 'shellJsKB', met: (kb) => kb <= 180 },
];

export function figuresOf({ scores, metrics }: Sample, extra: Partial<Record<Figure, number>> = {}): Partial<Record<Figure, number>> {
  return { ...scores, ...metrics, ...extra };
}

/** The budgets broken by these figures (a budget whose figure is missing is not checked). */
export function brokenBudgets(budgets: Budget[], figures: Partial<Record<Figure, number>>): Budget[] {
  return budgets.filter((budget) => figures[budget.figure] !== undefined && !budget.met(figures[budget.figure]!));
}
