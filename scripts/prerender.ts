/**
 * `npm run prerender`: renders every page of the site at PRERENDER_ORIGIN (default: the local site on
 * PORT or 8080) into PRERENDER_DIR (default: prerendered/). Exits non-zero, naming the route, when a
 * page fails; nothing is published then. Run with Node's WebSocket (supabase-js needs one on Node 20).
 */
import { prerenderDir } from './apps';
import { runPrerender } from './prerender/job';

const origin = process.env.PRERENDER_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8080}`;
try {
  await runPrerender({ origin, outDir: process.env.PRERENDER_DIR ?? prerenderDir, log: (line) => console.log(`[prerender] ${line}`) });
} catch (error) {
  console.error(`[prerender] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
