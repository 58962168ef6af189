import type { Artifacts } from 'lighthouse/types/artifacts';
import { Interactive } from 'lighthouse/core/computed/metrics/interactive.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lanternTtiOf, lastLongTask, lastScriptEnd, ttiCauseOf, ttiWeights, type GraphNode, type LanternTti, type NodeTiming, type NodeTimings } from './ttiCause';

const cpu = (realMs: number, urls: string[] = []) => ({ type: 'cpu', duration: realMs * 1000, childEvents: urls.map((url) => ({ args: { data: { url } } })) });
const network = (url: string, resourceType: string) => ({ type: 'network', request: { url, resourceType } });

// One estimate's simulation as Lantern gives it: each node of the graph with its simulated start and end.
const timings: NodeTimings = new Map<GraphNode, NodeTiming>([
  [network('http://localhost:4400/gdpr', 'Document'), { endTime: 605, duration: 605 }],
  [cpu(45.8, ['http://localhost:4400/gdpr']), { endTime: 788, duration: 183 }],
  [network('http://localhost:4400/react.46f167dbf5.js', 'Script'), { endTime: 2560.4, duration: 1955.4 }],
  [network('http://localhost:4400/main.8cf1a8dd33.css', 'Stylesheet'), { endTime: 3000, duration: 2395 }],
  [cpu(13.6, ['http://localhost:4400/icons.076566d39e.js']), { endTime: 1864, duration: 54 }],
  // A short task ending with the long one is not it.
  [cpu(0.2, ['http://localhost:4400/loader.js']), { endTime: 1915, duration: 3 }],
  [cpu(12.7, ['http://localhost:4400/67.js', 'http://localhost:4400/67.js']), { endTime: 1915, duration: 51 }],
  // Exactly 50 ms simulated is not long; neither is a network request of any length.
  [cpu(12.5, ['http://localhost:4400/react.46f167dbf5.js']), { endTime: 2610, duration: 50 }],
]);

describe('lastLongTask', () => {
  it('is the task over 50 ms simulated that ends last, with its real duration and the files it touched', () => {
    expect(lastLongTask(timings)).toEqual({ realMs: 12.7, simulatedMs: 51, endMs: 1915, urls: ['http://localhost:4400/67.js'] });
  });

  it('is none when no task is over 50 ms simulated', () => {
    expect(lastLongTask(new Map<GraphNode, NodeTiming>([[cpu(12.5), { endTime: 50, duration: 50 }]]))).toBeUndefined();
  });
});

describe('lastScriptEnd', () => {
  it('is when the last script request ended, other requests aside', () => {
    expect(lastScriptEnd(timings)).toBe(2560);
  });
});

describe('ttiCauseOf', () => {
  it('reads both estimates from one Lantern result: the task ending each, or none where the LCP is later', () => {
    const optimistic = new Map<GraphNode, NodeTiming>([[cpu(13.6), { endTime: 1100, duration: 54 }]]);
    const result: LanternTti = { timing: 1599.2, optimisticEstimate: { timeInMs: 1213, nodeTimings: optimistic }, pessimisticEstimate: { timeInMs: 1915, nodeTimings: timings } };
    expect(ttiCauseOf(result)).toEqual({
      ttiMs: 1599,
      optimistic: { ms: 1213 },
      pessimistic: { ms: 1915, lastLongTask: { realMs: 12.7, simulatedMs: 51, endMs: 1915, urls: ['http://localhost:4400/67.js'] } },
      lastScriptMs: 2560,
    });
  });

  it('weighs the estimates as Lantern does', () => {
    expect(ttiWeights).toEqual({ optimistic: 0.45, pessimistic: 0.55, intercept: 0 });
  });
});

describe('lanternTtiOf', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the result Lighthouse’s interactive audit computed for the run from its cache, without computing it again', async () => {
    const computed = { timing: 1599, optimisticEstimate: { timeInMs: 1213, nodeTimings: new Map() }, pessimisticEstimate: { timeInMs: 1915, nodeTimings: timings } };
    const compute = vi.spyOn(LanternInteractive, 'compute_').mockResolvedValue(computed as never);
    const settings = { throttlingMethod: 'simulate' };
    const artifacts = { Trace: { traceEvents: [] }, DevtoolsLog: [], GatherContext: { gatherMode: 'navigation' }, settings, URL: { mainDocumentUrl: 'http://localhost:4400/gdpr' }, SourceMaps: [] } as unknown as Artifacts;
    const computedCache = new Map();
    // Lighthouse's interactive audit: these inputs (lighthouse/core/audits/metrics/interactive.js, its context's
    // settings being the artifacts' own), through its simulated metric.
    const auditData = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
    const audited = await Interactive.computeSimulatedMetric(auditData as never, { computedCache } as never);
    expect(await lanternTtiOf(artifacts, computedCache)).toBe(audited);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
