// `npm run bench`: the server-load and Lighthouse benchmarks (bench/src/bench.ts, bench/README.md).
import { runCommand } from 'platform/cli/command';

// A setting that is not a number, a prerender that fails, a page Lighthouse cannot load: said in a line, exit 1.
await runCommand(
  {
    usage: 'npm run bench',
    help: `Benchmarks the production build: the server under load while an abusive query runs (bench/server-load.json),
then Lighthouse mobile on every page beside the same page with its scripts blocked, checked against the budgets
(TTI in every run; bench/results.json; exit 1 naming the page and app that break one), then the same pages again
beside a process that keeps one core busy. Knobs (environment): BENCH_ROUTES=/,/gdpr, BENCH_RUNS=3, BENCH_KEEP_RUNS=1, BENCH_START_TASKS=1 (each page run's start tasks),
BENCH_PORT, BENCH_SERVER_LOAD=0, BENCH_SERVER_LOAD_ONLY=1, BENCH_BUSY=0 (no busy-core run), BENCH_BUSY_ONLY=1 (that run
alone), BENCH_JS_ONLY=1 (each page's JS alone against the JS budgets, about 20 s a page, nothing written) (bench/README.md).`,
  },
  async () => {
    await import('bench/bench');
  },
);
