/**
 * What set a run's Time to Interactive. Lighthouse simulates it (Lantern): a weighted sum of an optimistic and a
 * pessimistic estimate (`ttiWeights`, Lantern's own), each the end of the last long main-thread task (as Lantern
 * counts it: more than 50 ms simulated, 12.5 ms of the run's wall time at its 4× CPU slowdown) in that estimate's
 * graph of tasks and requests, and never before the LCP. A page's TTI jumps when one such task lands after its last
 * script arrives in the simulation; this names it, from the run's own trace, so a broken TTI budget says which task
 * to look at.
 */
import type { Artifacts } from 'lighthouse/types/artifacts';
// Lighthouse's own computation of the metric: its result, estimates and their graphs' simulated timings included.
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';

/** A task of the simulation: real (traced) and simulated duration, simulated end, the URLs it ran or asked for. */
export interface SimulatedTask {
  realMs: number;
  simulatedMs: number;
  endMs: number;
  urls: string[];
}

export interface TtiEstimate {
  ms: number;
  /** The task whose end is the estimate; none when the estimate is the LCP's. */
  lastLongTask?: SimulatedTask;
}

export interface TtiCause {
  ttiMs: number;
  optimistic: TtiEstimate;
  pessimistic: TtiEstimate;
  /** When the last script finished arriving, simulated. */
  lastScriptMs: number;
}

/** Lantern's weights of its TTI estimates (its intercept is 0). */
export const ttiWeights: { optimistic: number; pessimistic: number } = LanternInteractive.coefficients;

/** The parts of Lantern's graph nodes and their simulated timings read here. */
export interface GraphNode {
  type: string;
  duration?: number;
  request?: { url: string; resourceType?: string };
  childEvents?: { args?: { data?: { url?: string } } }[];
}
export interface NodeTiming {
  endTime: number;
  duration: number;
}
export type NodeTimings = Map<GraphNode, NodeTiming>;

/** The long task that ends last in one estimate's simulation (Lantern's own rule for which are long), if any. */
export function lastLongTask(timings: NodeTimings): SimulatedTask | undefined {
  const endTime = LanternInteractive.getLastLongTaskEndTime(timings as never);
  let last: [GraphNode, NodeTiming] | undefined;
  // The longest of the tasks that end then: a short one may end at the same time.
  for (const [node, timing] of timings) if (node.type === 'cpu' && timing.endTime === endTime && (!last || timing.duration > last[1].duration)) last = [node, timing];
  if (!endTime || !last) return undefined;
  const [node, timing] = last;
  const urls = [...new Set((node.childEvents ?? []).map((event) => event.args?.data?.url).filter((url): url is string => !!url))];
  return { realMs: Math.round((node.duration ?? 0) / 100) / 10, simulatedMs: Math.round(timing.duration), endMs: Math.round(timing.endTime), urls };
}

/** When the last script request of one estimate's simulation ended. */
export function lastScriptEnd(timings: NodeTimings): number {
  let end = 0;
  for (const [node, timing] of timings) if (node.type === 'network' && node.request?.resourceType === 'Script') end = Math.max(end, timing.endTime);
  return Math.round(end);
}

interface Estimate {
  timeInMs: number;
  nodeTimings: NodeTimings;
}

/** Lantern's TTI result as the bench reads it. */
export interface LanternTti {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

/**
 * Lantern's TTI of a run, as Lighthouse's `interactive` audit asked for it: given that run's `computedCache`, the
 * audit's own result, not a second computation.
 */
export async function lanternTtiOf(artifacts: Artifacts, computedCache: Map<string, unknown>): Promise<LanternTti> {
  // The inputs the audit passes (Lighthouse's Metric.getMetricComputationInput), which key its cache.
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: artifacts.settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
  return (await LanternInteractive.request(data, { computedCache } as never)) as unknown as LanternTti;
}

/** Each estimate with the task that ends it, from Lantern's result. */
export function ttiCauseOf(result: LanternTti): TtiCause {
  const estimate = ({ timeInMs, nodeTimings }: Estimate): TtiEstimate => {
    const task = lastLongTask(nodeTimings);
    return { ms: Math.round(timeInMs), ...(task && task.endMs >= Math.round(timeInMs) ? { lastLongTask: task } : {}) };
  };
  return {
    ttiMs: Math.round(result.timing),
    optimistic: estimate(result.optimisticEstimate),
    pessimistic: estimate(result.pessimisticEstimate),
    lastScriptMs: lastScriptEnd(result.pessimisticEstimate.nodeTimings),
  };
}
