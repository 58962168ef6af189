/** The readable table `npm run bench:news` prints: one row per measurement, one column group per size. */
import type { Measurement } from './measure';
import type { ScenarioName } from './scenarios';

export interface StageResult {
  posts: number;
  featuredPosts: number;
  averageBodyBytes: number;
  /** A row per scenario, in the order measured. */
  results: { name: ScenarioName; label: string; measurement: Measurement }[];
}

const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

export function formatTable(stages: StageResult[]): string {
  const header = ['', ...stages.flatMap((stage) => [`${stage.posts} posts: median`, 'body bytes', 'requests'])];
  const rows = stages[0].results.map(({ name, label }) => [
    label,
    ...stages.flatMap((stage) => {
      const { measurement } = stage.results.find((result) => result.name === name)!;
      return [ms(measurement.medianMs), kb(measurement.bodyBytes), String(measurement.requests)];
    }),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
