/**
 * What set a run's Time to Interactive. Lighthouse simulates it (Lantern): 0.45 × an optimistic estimate + 0.55 × a
 * pessimistic one, each the end of the last main-thread task longer than 50 ms simulated (12.5 ms of the run's wall
 * time at its 4× CPU slowdown) in that estimate's graph of tasks and requests, and never before the LCP. A page's
 * TTI jumps when one such task lands after its last script arrives in the simulation; this names it, from the run's
 * own trace, so a broken TTI budget says which task to look at.
 */
import type { Artifacts } from 'lighthouse/types/artifacts';
// Lighthouse's own computation of the metric, run again on the run's artifacts to see its estimates' tasks.
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';

/** A task of the simulation: real (traced) and simulated duration, simulated end, the files it ran or asked for. */
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

/** Lantern's long task: more than 50 ms simulated. */
const longTaskMs = 50;

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

const fileOf = (url: string) => url.replace(/^[a-z]+:\/\/[^/]+/, '') || '/';

/** The long task that ends last in one estimate's simulation, if any. */
export function lastLongTask(timings: NodeTimings): SimulatedTask | undefined {
  let last: SimulatedTask | undefined;
  for (const [node, timing] of timings) {
    if (node.type !== 'cpu' || timing.duration <= longTaskMs || (last && timing.endTime <= last.endMs)) continue;
    const urls = [...new Set((node.childEvents ?? []).map((event) => event.args?.data?.url).filter((url): url is string => !!url).map(fileOf))];
    last = { realMs: Math.round((node.duration ?? 0) / 100) / 10, simulatedMs: Math.round(timing.duration), endMs: Math.round(timing.endTime), urls };
  }
  return last;
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

export async function ttiCauseOf(artifacts: Artifacts): Promise<TtiCause> {
  const settings = artifacts.settings;
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
  const result = (await LanternInteractive.request(data as never, { computedCache: new Map(), settings } as never)) as unknown as {
    timing: number;
    optimisticEstimate: Estimate;
    pessimisticEstimate: Estimate;
  };
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

/** The cause in a line, for the results file and the console. */
export function describeTtiCause(cause: TtiCause): string {
  const part = (name: string, { ms, lastLongTask: task }: TtiEstimate) =>
    `${name} ${ms} ms ${task ? `(a task of ${task.realMs} ms, ${task.simulatedMs} simulated, ending at ${task.endMs}${task.urls.length ? `: ${task.urls.join(', ')}` : ''})` : '(the LCP)'}`;
  return `TTI ${cause.ttiMs} ms = 0.45 × ${part('optimistic', cause.optimistic)} + 0.55 × ${part('pessimistic', cause.pessimistic)}; the last script arrived at ${cause.lastScriptMs} ms`;
}
