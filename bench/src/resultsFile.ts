/**
 * bench/results.json, kept in the repository: per measured page, the Lighthouse mobile medians of the page and
 * of the same page with its scripts blocked, and its cost per area (areaCost.ts). Rewritten after
 * each route, so an interrupted run keeps what it measured; a route not measured this run (BENCH_ROUTES, or a
 * run cut short) keeps its previous entry and date.
 */
import fs from 'node:fs/promises';
import { writeFileAtomically } from 'platform/files/writeFileAtomically';
import type { PageCost } from './areaCost';
import type { BenchRoute } from './routes';
import type { Findings } from './findings';
import type { Sample } from './lighthouseRun';

export interface RunFigures extends Sample {
  /** Lighthouse's CPU benchmark of the machine during these runs (median; lower is a slower or busier machine). */
  benchmarkIndex: number;
}

/** Each run's figures, in run order, to show the spread behind the medians. */
export interface PerRun {
  benchmarkIndex: number[];
  performance: number[];
  lcpMs: number[];
  tbtMs: number[];
  ttiMs: number[];
  cls: number[];
  /**
   * A page run's longest start task, ms of wall time (startTasks.ts: the document's first task to the end of the
   * trace), null where its trace could not be read; none for the blocked runs.
   */
  longestStartTaskMs?: (number | null)[];
}

export interface RouteResult extends BenchRoute {
  measuredAt: string;
  /** Runs of each kind (page and blocked alternate: page, blocked, page, blocked…). */
  runs: number;
  /** The page as served. */
  page: RunFigures;
  /** The same page with every script request blocked. */
  blocked: RunFigures;
  perRun: { page: PerRun; blocked: PerRun };
  /** JS and main-thread time of the shell and of each area on the page (medians of the page runs). */
  cost: PageCost;
  /** The budgets this page breaks: the route budgets' names, then the app budgets' (bench/src/budgets.ts). */
  broken: string[];
  /** What Lighthouse says costs the most, for a route that breaks a budget (from its median page run). */
  findings?: Findings;
}

export interface BenchResults {
  measuredAt: string;
  node: string;
  lighthouse: string;
  chromium: string;
  routes: RouteResult[];
  /** The same pages measured beside a process that keeps one core busy (busyCore.ts), against the same budgets. */
  busyRoutes?: RouteResult[];
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
 * previous entry (if it had one in the current format: entries without the blocked-page figures are dropped).
 */
export function mergeRoutes(site: BenchRoute[], measured: RouteResult[], previous: Partial<BenchResults> | undefined): RouteResult[] {
  const earlier = new Map((Array.isArray(previous?.routes) ? previous.routes : []).filter(isCurrentEntry).map((route) => [route.path, route]));
  const now = new Map(measured.map((route) => [route.path, route]));
  return site.flatMap((route) => {
    const entry = now.get(route.path) ?? earlier.get(route.path);
    return entry ? [entry] : [];
  });
}

/** An entry written by this version of the benchmark (page and blocked figures, cost per area). */
export function isCurrentEntry(entry: unknown): entry is RouteResult {
  const route = entry as Partial<RouteResult> | null;
  return !!route && typeof route.path === 'string' && !!route.page?.metrics && !!route.blocked?.metrics && !!route.cost?.areas && Array.isArray(route.broken);
}

/** Indented JSON with each list of numbers on one line (the per-run figures), so a diff reads by route. */
export function formatResults(results: BenchResults): string {
  return `${JSON.stringify(results, null, 2).replace(/\[\s+(-?[\d.e+-]+(?:,\s+-?[\d.e+-]+)*)\s+\]/g, (_, list: string) => `[${list.split(/,\s+/).join(', ')}]`)}\n`;
}

/**
 * Every results file of the benchmarks is written whole or not at all and flushed to the disk
 * (writeFileAtomically): a run killed mid-write, or a power cut, keeps the previous results.
 */
export async function writeResults(file: string, results: BenchResults) {
  await writeFileAtomically(file, formatResults(results));
}

/** A results file other than bench/results.json (the server under load, the news benchmarks): indented JSON. */
export async function writeJsonResults(file: string, results: unknown) {
  await writeFileAtomically(file, `${JSON.stringify(results, null, 2)}\n`);
}
