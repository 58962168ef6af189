import { describe, expect, it } from 'vitest';
import { describeTtiCause, lastLongTask, lastScriptEnd, type GraphNode, type NodeTiming, type NodeTimings } from './ttiCause';

const cpu = (realMs: number, urls: string[] = []) => ({ type: 'cpu', duration: realMs * 1000, childEvents: urls.map((url) => ({ args: { data: { url } } })) });
const network = (url: string, resourceType: string) => ({ type: 'network', request: { url, resourceType } });

// One estimate's simulation as Lantern gives it: each node of the graph with its simulated start and end.
const timings: NodeTimings = new Map<GraphNode, NodeTiming>([
  [network('http://localhost:4400/gdpr', 'Document'), { endTime: 605, duration: 605 }],
  [cpu(45.8, ['http://localhost:4400/gdpr']), { endTime: 788, duration: 183 }],
  [network('http://localhost:4400/react.46f167dbf5.js', 'Script'), { endTime: 2560.4, duration: 1955.4 }],
  [network('http://localhost:4400/main.8cf1a8dd33.css', 'Stylesheet'), { endTime: 3000, duration: 2395 }],
  [cpu(13.6, ['http://localhost:4400/icons.076566d39e.js']), { endTime: 1864, duration: 54 }],
  [cpu(12.7, ['http://localhost:4400/67.js', 'http://localhost:4400/67.js']), { endTime: 1915, duration: 51 }],
  // Exactly 50 ms simulated is not long; neither is a network request of any length.
  [cpu(12.5, ['http://localhost:4400/react.46f167dbf5.js']), { endTime: 2610, duration: 50 }],
]);

describe('lastLongTask', () => {
  it('is the task over 50 ms simulated that ends last, with its real duration and the files it touched', () => {
    expect(lastLongTask(timings)).toEqual({ realMs: 12.7, simulatedMs: 51, endMs: 1915, urls: ['/67.js'] });
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

describe('describeTtiCause', () => {
  it('gives each estimate with the task that ends it, or says it is the LCP', () => {
    const task = { realMs: 12.7, simulatedMs: 51, endMs: 1915, urls: ['/67.js'] };
    expect(describeTtiCause({ ttiMs: 1599, optimistic: { ms: 1213 }, pessimistic: { ms: 1915, lastLongTask: task }, lastScriptMs: 2560 })).toBe(
      'TTI 1599 ms = 0.45 × optimistic 1213 ms (the LCP) + 0.55 × pessimistic 1915 ms (a task of 12.7 ms, 51 simulated, ending at 1915: /67.js); the last script arrived at 2560 ms',
    );
  });
});
