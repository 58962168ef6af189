/**
 * bench/results.json, kept in the repository: the home page's load figures (issue 2) and Lighthouse mobile
 * medians per route (issue 5). Rewritten after each route, so an interrupted run keeps what it measured;
 * a route not measured this run (BENCH_ROUTES, or a run cut short) keeps its previous entry and date.
 */
import fs from 'node:fs/promises';
import type { HomeLoad } from './homeLoad';
import type { BenchRoute } from './routes';
import type { Findings } from './findings';
import type { Sample } from './lighthouseRun';

export interface RouteResult extends BenchRoute, Sample {
  measuredAt: string;
  runs: number;
  /** Lighthouse's CPU benchmark of the machine during the runs (median; lower is a slower or busier machine). */
  benchmarkIndex: number;
  /** Each run's figures, in run order, to show the spread behind the medians. */
  perRun: { performance: number[]; lcpMs: number[]; tbtMs: number[]; cls: number[] };
  /** Names of the issue 5 budgets this route breaks. */
  broken: string[];
  /** What Lighthouse says costs the most, for a route that breaks a budget (from its median run). */
  findings?: Findings;
}

export interface BenchResults {
  measuredAt: string;
  node: string;
  lighthouse: string;
  chromium: string;
  /** Measured at the start, and again after a rebuild during the run. */
  home: { page: '/'; load: HomeLoad; budgets: Record<string, boolean> };
  routes: RouteResult[];
}

export async function readResults(file: string): Promise<Partial<BenchResults> | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Partial<BenchResults>;
  } catch {
    return undefined;
  }
}

/**
 * The routes to write: every route of the site in its order, measured this run when it was, else its
 * previous entry (if it had one; entries of results files older than the per-route format are dropped).
 */
export function mergeRoutes(site: BenchRoute[], measured: RouteResult[], previous: Partial<BenchResults> | undefined): RouteResult[] {
  const earlier = new Map((Array.isArray(previous?.routes) ? previous.routes : []).map((route) => [route.path, route]));
  const now = new Map(measured.map((route) => [route.path, route]));
  return site.flatMap((route) => {
    const entry = now.get(route.path) ?? earlier.get(route.path);
    return entry ? [entry] : [];
  });
}

/** Indented JSON with each list of numbers on one line (the per-run figures), so a diff reads by route. */
export function formatResults(results: BenchResults): string {
  return `${JSON.stringify(results, null, 2).replace(/\[\s+(-?[\d.e+-]+(?:,\s+-?[\d.e+-]+)*)\s+\]/g, (_, list: string) => `[${list.split(/,\s+/).join(', ')}]`)}\n`;
}

export async function writeResults(file: string, results: BenchResults) {
  const temporary = `${file}.tmp`;
  await fs.writeFile(temporary, formatResults(results));
  await fs.rename(temporary, file);
}
