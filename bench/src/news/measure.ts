/**
 * Times calls: warm-up runs first, then rounds that take each call in turn (so a busy moment of a shared
 * machine spreads over all of them instead of spoiling one), reporting each call's median and the HTTP
 * traffic of one run.
 */
import type { CountingServer, Traffic } from './countingServer';

export interface Measurement extends Traffic {
  medianMs: number;
  minMs: number;
  runs: number;
}

export interface Plan {
  warmups: number;
  runs: number;
}

export interface Timed {
  call: () => Promise<unknown>;
  plan: Plan;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Runs the calls one at a time. Every run of a call must move the same traffic (the same requests and bytes),
 * which also checks that nothing else talked to the server meanwhile.
 */
export async function measureInRounds(server: CountingServer, timed: Timed[]): Promise<Measurement[]> {
  const rounds = (pick: (plan: Plan) => number) => Math.max(...timed.map(({ plan }) => pick(plan)));
  for (let i = 0; i < rounds((plan) => plan.warmups); i++) {
    for (const { call, plan } of timed) if (i < plan.warmups) await call();
  }
  server.take();
  const times = timed.map((): number[] => []);
  const traffic: (Traffic | undefined)[] = timed.map(() => undefined);
  for (let i = 0; i < rounds((plan) => plan.runs); i++) {
    for (const [index, { call, plan }] of timed.entries()) {
      if (i >= plan.runs) continue;
      const started = performance.now();
      await call();
      times[index].push(performance.now() - started);
      const moved = server.take();
      const first = traffic[index];
      if (first && (moved.requests !== first.requests || moved.bodyBytes !== first.bodyBytes)) {
        throw new Error(`A run moved ${moved.requests} requests / ${moved.bodyBytes} bytes, an earlier run of the same call ${first.requests} / ${first.bodyBytes}.`);
      }
      traffic[index] = moved;
    }
  }
  return timed.map(({ plan }, index) => ({ medianMs: round(median(times[index])), minMs: round(Math.min(...times[index])), runs: plan.runs, ...traffic[index]! }));
}
