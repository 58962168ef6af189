/**
 * A route's entry of bench/results.json from its Lighthouse reports: the page runs and the blocked runs
 * (alternating, the same number of each), the medians of each, the page's cost per area and the budgets broken.
 */
import type { Result } from 'lighthouse';
import { medianPageCost, pageCostOf, type Owners } from './areaCost';
import { brokenBudgets } from './budgets';
import { findingsOf } from './findings';
import { median, medianRunIndex, medianSample, roundCls, sampleOf, scriptMsOf, type Sample } from './lighthouseRun';
import type { UrlFigure } from './areaCost';
import type { PerRun, RouteResult, RunFigures } from './resultsFile';
import type { BenchRoute } from './routes';
import type { TtiCause } from './ttiCause';
import { longestStartTask, type StartTasks } from './startTasks';
import { ttiRunsOf } from './ttiRuns';

/** The gzip bytes of each script a run loaded (`ScriptSizes.scriptBytesOf`). */
export type ScriptBytes = (report: Result) => UrlFigure[];

/** Each run's figures, and their medians. */
function figuresOf(reports: Result[], samples: Sample[]): { figures: RunFigures; perRun: PerRun } {
  const benchmarkIndexes = reports.map((report) => Math.round(report.environment.benchmarkIndex));
  return {
    figures: { benchmarkIndex: median(benchmarkIndexes), ...medianSample(samples) },
    perRun: {
      benchmarkIndex: benchmarkIndexes,
      performance: samples.map((sample) => sample.scores.performance),
      lcpMs: samples.map((sample) => Math.round(sample.metrics.lcpMs)),
      tbtMs: samples.map((sample) => Math.round(sample.metrics.tbtMs)),
      ttiMs: samples.map((sample) => Math.round(sample.metrics.ttiMs)),
      cls: samples.map((sample) => roundCls(sample.metrics.cls)),
    },
  };
}

export interface MeasuredRoute {
  result: RouteResult;
  /** The page run whose report is kept (nearest the medians), an index of the page reports. */
  keptRun: number;
}

/** What the bench worked out from each page run's trace, one entry per page report (undefined where it could not). */
export interface PageRunTraces {
  /** What set the run's TTI (ttiCause.ts); the kept run's is in the findings of a route that breaks a budget. */
  ttiCauses?: (TtiCause | undefined)[];
  /** The run's start tasks (startTasks.ts): the longest of each run is kept beside its TTI. */
  startTasks?: (StartTasks | undefined)[];
}

export function routeResultOf(route: BenchRoute, pageReports: Result[], blockedReports: Result[], owners: Owners, measuredAt: string, scriptBytes: ScriptBytes, { ttiCauses = [], startTasks = [] }: PageRunTraces = {}): MeasuredRoute {
  const pageScripts = pageReports.map(scriptBytes);
  const pageSamples = pageReports.map((report, run) => sampleOf(report, pageScripts[run]));
  const page = figuresOf(pageReports, pageSamples);
  const blocked = figuresOf(blockedReports, blockedReports.map((report) => sampleOf(report, scriptBytes(report))));
  const cost = medianPageCost(pageReports.map((report, run) => pageCostOf(pageScripts[run], scriptMsOf(report), owners)), median);
  const longest = pageReports.map((_, run) => {
    const tasks = startTasks[run];
    return tasks ? (longestStartTask(tasks)?.durationMs ?? null) : null;
  });
  const perRun = { page: { ...page.perRun, longestStartTaskMs: longest }, blocked: blocked.perRun };
  const broken = brokenBudgets({ path: route.path, page: page.figures, blocked: blocked.figures, ttiRuns: ttiRunsOf(perRun) }, cost);
  const keptRun = medianRunIndex(pageSamples, page.figures);
  const result: RouteResult = {
    ...route,
    measuredAt,
    runs: pageReports.length,
    page: page.figures,
    blocked: blocked.figures,
    perRun,
    cost,
    broken,
    ...(broken.length ? { findings: findingsOf(pageReports[keptRun], owners.origin, ttiCauses[keptRun]) } : {}),
  };
  return { result, keptRun };
}
