/**
 * Runs the prerender job (`npm run prerender`) for a running site, each time in a fresh Node process (the
 * federation runtime keeps loaded remotes per process) that gets only the variables it needs: it runs the
 * remotes' code, so no key of the server's environment reaches it. Calls while a run is under way share
 * one more run after it, so a burst of content syncs re-renders once, with the newest content.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serialRuns } from 'infra/serialRuns';
// Not ./apps: the e2e suite loads this module, and the registry is CommonJS to Playwright's loader.
import { root } from '../root';

export interface PrerenderRunner {
  /** Resolves true when the job published, false when it failed (it reports why on stderr). */
  run(): Promise<boolean>;
}

/** Node's arguments for the site's TypeScript scripts (tsx). */
export const scriptNodeArgs = ['--import', 'tsx'];
/** Node's arguments for the job. */
export const prerenderJobArgs = [...scriptNodeArgs, path.join(root, 'scripts', 'prerender.ts')];

/** The environment of a job: where to read and write, and what Node itself needs; no secrets. */
export function jobEnvironment(variables: { origin: string; outDir: string; releasesDir?: string; areaOverride?: string; lockWaitMs?: number }): NodeJS.ProcessEnv {
  // The job's own settings pass too (how many workers, how many pages each renders at once: renderPool.ts).
  const passed = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'NODE_OPTIONS', 'RELEASES_DIR', 'PRERENDER_WORKERS', 'PRERENDER_CONCURRENCY'];
  return {
    ...Object.fromEntries(passed.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]])),
    PRERENDER_ORIGIN: variables.origin,
    PRERENDER_DIR: variables.outDir,
    // The release store the site serves (its shell's Node build renders the pages).
    ...(variables.releasesDir && { RELEASES_DIR: variables.releasesDir }),
    // The site's area override, so pages are rendered with the builds its tabs compose (`npm run dev -- <area>`).
    ...(variables.areaOverride && { AREA_OVERRIDE: variables.areaOverride }),
    // How long it waits for the pages folder's writer before it (pagesLock.ts).
    ...(variables.lockWaitMs && { PRERENDER_LOCK_WAIT_MS: String(variables.lockWaitMs) }),
    // Node-only libraries the Node builds leave external (jsdom) come from the job's own packages, wherever
    // the release store keeps the builds.
    NODE_PATH: path.join(root, 'node_modules'),
  };
}

/** Runs the job once; resolves with its exit code and output (also echoed when `echo`). */
export function runJob({
  origin,
  outDir,
  releasesDir,
  areaOverride,
  lockWaitMs,
  args = [],
  echo = true,
  env = {},
}: {
  origin: string;
  outDir: string;
  releasesDir?: string;
  areaOverride?: string;
  lockWaitMs?: number;
  args?: string[];
  echo?: boolean;
  env?: Record<string, string>;
}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...prerenderJobArgs, ...args], {
      cwd: root,
      env: { ...jobEnvironment({ origin, outDir, releasesDir, areaOverride, lockWaitMs }), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (echo) (stream === child.stderr ? process.stderr : process.stdout).write(chunk);
      });
    }
    child.on('error', (error) => resolve({ code: null, output: `could not start the job: ${error.message}` }));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** How long a site's own job waits for the pages folder: a full render of a large site by another writer takes minutes. */
export const siteJobLockWaitMs = 30 * 60_000;

export function prerenderRunner(
  origin: string,
  outDir: string,
  releasesDir: string,
  { scope = 'content', areaOverride }: { scope?: 'content' | 'full'; areaOverride?: string } = {},
): PrerenderRunner {
  // A site's job waits as long as another writer of the folder (a release, another server of the site) renders.
  return { run: serialRuns(() => runJob({ origin, outDir, releasesDir, areaOverride, lockWaitMs: siteJobLockWaitMs, args: ['--scope', scope] }).then(({ code }) => code === 0)) };
}
