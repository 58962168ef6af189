/**
 * Runs the prerender job (`npm run prerender`) for a running site, each time in a fresh Node process (the
 * federation runtime keeps loaded remotes per process). Calls while a run is under way share one more
 * run after it, so a burst of content syncs re-renders once, with the newest content.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './apps';

export interface PrerenderRunner {
  /** Resolves true when the job published, false when it failed (it reports why on stderr). */
  run(): Promise<boolean>;
}

/** Node's arguments for the site's TypeScript scripts (tsx), with Node's WebSocket (supabase-js needs it on Node 20). */
export const scriptNodeArgs = ['--experimental-websocket', '--no-warnings=ExperimentalWarning', '--import', 'tsx'];
/** Node's arguments for the job. */
export const prerenderJobArgs = [...scriptNodeArgs, path.join(root, 'scripts', 'prerender.ts')];

function runJob(origin: string, outDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, prerenderJobArgs, {
      cwd: root,
      env: { ...process.env, PRERENDER_ORIGIN: origin, PRERENDER_DIR: outDir },
      stdio: 'inherit',
    });
    child.on('error', (error) => {
      console.error('[prerender] could not start the job', error);
      resolve(false);
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

export function prerenderRunner(origin: string, outDir: string): PrerenderRunner {
  let current: Promise<boolean> | undefined;
  let next: Promise<boolean> | undefined;
  const run = (): Promise<boolean> => {
    if (!current) {
      current = runJob(origin, outDir).finally(() => (current = undefined));
      return current;
    }
    next ??= current.then(() => {
      next = undefined;
      return run();
    });
    return next;
  };
  return { run };
}
