/**
 * A small HTTP load generator: `concurrency` clients, each sending its next request as soon as the last one
 * was answered (closed loop, keep-alive), for a fixed time. Latency is measured to the last byte of the body.
 * A request that fails, times out or answers 5xx counts as an error (4xx is an answer). Loopback use only.
 */
import http from 'node:http';

export interface LoadTarget {
  /** The group the figures are reported under (e.g. pages, rest). */
  kind: string;
  path: string;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  errors: number;
  /** Error kinds and how often each happened (status codes, timeouts, connection errors). */
  errorKinds: Record<string, number>;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function figuresOf(latencies: number[], errorKinds: Record<string, number>, seconds: number): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const errors = Object.values(errorKinds).reduce((sum, count) => sum + count, 0);
  const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    requests: sorted.length + errors,
    perSecond: Math.round(((sorted.length + errors) / seconds) * 10) / 10,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? null),
    errors,
    errorKinds,
  };
}

/** One request, resolved with its latency (and status) or the kind of error. */
export function timedRequest(agent: http.Agent, origin: string, target: LoadTarget, timeoutMs: number): Promise<{ ms: number; status: number } | { error: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(`${origin}${target.path}`, { agent, headers: target.headers, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve(status >= 500 ? { error: String(status) } : { ms: performance.now() - started, status });
      });
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? 'response error' }));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

export interface LoadRun {
  origin: string;
  targets: LoadTarget[];
  concurrency: number;
  durationMs: number;
  /** A request slower than this is an error ('timeout'). */
  timeoutMs: number;
  /** Headers of each client's own (client 0 … concurrency - 1), e.g. the address a trusted proxy forwards. */
  clientHeaders?: (client: number) => Record<string, string>;
}

/** Runs the load; figures per target kind. */
export async function runLoad({ origin, targets, concurrency, durationMs, timeoutMs, clientHeaders }: LoadRun): Promise<Record<string, LoadFigures>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, Record<string, number>>();
  for (const { kind } of targets) {
    latencies.set(kind, []);
    errors.set(kind, {});
  }
  const endAt = Date.now() + durationMs;
  let next = 0;
  const client = async (index: number) => {
    const own = clientHeaders?.(index);
    while (Date.now() < endAt) {
      const target = targets[next++ % targets.length];
      const result = await timedRequest(agent, origin, own ? { ...target, headers: { ...target.headers, ...own } } : target, timeoutMs);
      if ('ms' in result) latencies.get(target.kind)!.push(result.ms);
      else {
        const kinds = errors.get(target.kind)!;
        kinds[result.error] = (kinds[result.error] ?? 0) + 1;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, (_, index) => client(index)));
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  return Object.fromEntries([...latencies].map(([kind, values]) => [kind, figuresOf(values, errors.get(kind)!, seconds)]));
}
