/**
 * `npm run dev -- <area>`: the prerender job renders the area from source too. Its Node container is built in
 * watch mode by a child process (nodeContainerWatch.ts); after each build that changed it, the pages that use
 * the area are rendered again (`--scope release:<area>`), one run at a time, with one line per run. The site
 * server renders every page once the first build is served (PRERENDER_AFTER); these runs follow the edits.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { areaDefinition, type AreaId } from '../../shared/registry/apps';
import { runJob } from '../prerenderRunner';
import { serialRuns } from '../prerender/serialRuns';
import { root } from '../root';
import type { NodeBuildReport } from './nodeContainerWatch';

/**
 * Whether a build changed the container the pages were rendered with: a good build with another hash than the
 * last good one. The first good build is the site server's to render; a failed one emits nothing.
 */
export function containerChanges(): (report: NodeBuildReport) => boolean {
  let last: string | undefined;
  return (report) => {
    if (!report.ok) return false;
    const changed = last !== undefined && report.hash !== last;
    last = report.hash;
    return changed;
  };
}

export interface RerenderOutcome {
  /** The job's exit code and output. */
  code: number | null;
  output: string;
  /** Pages it rendered (from its --result file), when it published. */
  rendered?: number;
  durationMs: number;
}

/** The one line a re-render prints: what it rendered, or why it failed (the job's last line). */
export function rerenderLine(area: AreaId, { code, output, rendered, durationMs }: RerenderOutcome): string {
  const took = `${(durationMs / 1000).toFixed(1)} s`;
  if (code === 0) return `[prerender] ${area} from source: ${rendered ?? 0} page${rendered === 1 ? '' : 's'} rendered again in ${took}`;
  const reason = output.trim().split('\n').filter(Boolean).at(-1)?.replace(/^\[prerender\] /, '') ?? `exit code ${code}`;
  return `[prerender] ${area} from source: rendering again failed after ${took}: ${reason}`;
}

export interface RerenderOptions {
  area: AreaId;
  /** Where the Node container is written (the dev server serves it at /server/). */
  outDir: string;
  /** The environment of the area's dev server, which the build shares (development mode, its shell). */
  buildEnv: Record<string, string>;
  /** The site the job renders, its pages folder and release store, and the override its tabs compose. */
  site: { origin: string; pagesDir: string; releasesDir: string; areaOverride: string };
  log?: (line: string) => void;
}

export interface SourceRenders {
  /** Settles if the watch build stops by itself (its exit code); it runs until `stop` otherwise. */
  exited: Promise<number | null>;
  stop(): void;
}

/** Starts the area's Node container build in watch mode, and renders its pages again after each change. */
export function rerenderOnChange({ area, outDir, buildEnv, site, log = console.log }: RerenderOptions): SourceRenders {
  const resultFile = path.join(os.tmpdir(), `stayvia-rerender-${process.pid}.json`);
  const rerender = serialRuns(async () => {
    const started = Date.now();
    const { code, output } = await runJob({
      origin: site.origin,
      outDir: site.pagesDir,
      releasesDir: site.releasesDir,
      areaOverride: site.areaOverride,
      args: ['--scope', `release:${area}`, '--result', resultFile],
      echo: false,
    });
    const result = code === 0 ? await fs.readFile(resultFile, 'utf8').catch(() => undefined) : undefined;
    const rendered = result === undefined ? undefined : (JSON.parse(result) as { rendered: string[] }).rendered.length;
    log(rerenderLine(area, { code, output, rendered, durationMs: Date.now() - started }));
  });

  const child = fork(path.join(root, 'scripts', 'dev', 'nodeContainerWatch.ts'), [area, outDir], {
    // As the Rspack CLI runs in the area's folder; tsx's ESM loader only (see nodeContainerWatch.ts).
    cwd: path.join(root, areaDefinition(area).workspace),
    execArgv: ['--no-warnings=ExperimentalWarning', '--import', 'tsx/esm'],
    env: { ...process.env, ...buildEnv },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Its compiler's errors, marked as the dev servers' output is.
  for (const stream of [child.stdout!, child.stderr!]) readline.createInterface({ input: stream }).on('line', (line) => log(`[${area} node] ${line}`));
  const changed = containerChanges();
  child.on('message', (report: NodeBuildReport) => {
    if (changed(report)) void rerender();
  });
  let stopping = false;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => !stopping && resolve(code)));
  return {
    exited,
    stop: () => {
      stopping = true;
      child.kill();
    },
  };
}
