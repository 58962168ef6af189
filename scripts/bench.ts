// `npm run bench`: the server-load and Lighthouse benchmarks (bench/src/bench.ts, bench/README.md).
import 'bench/bench';
