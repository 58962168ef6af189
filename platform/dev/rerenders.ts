/**
 * `npm run dev -- <area>`: the prerender job renders the area from source too. Its Node container is built in
 * watch mode by a child process (nodeContainerWatch.ts); after each build that changed it, the pages that use
 * the area are rendered again (`--scope release:<area>`), one run at a time, with one line per run, and then the
 * open page is reloaded (renderSchedule says when). The site server renders every page once the first build is
 * served (PRERENDER_AFTER); these runs follow the edits.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { serialRuns } from 'infra/serialRuns';
import { areaDefinition, type AreaId } from '../registry/apps';
import { runJob } from '../prerender/runner';
import { root } from '../root';
import type { NodeBuildMessage } from './nodeContainerWatch';

/**
 * When to render the area's pages again, and when the open page may reload, from the Node build's messages. A
 * good build that changed the container is rendered; the page reloads only once the published pages are as new as
 * the builds it would load — never while a build is under way, broken, or newer than the pages, since the page
 * would then hydrate a newer browser build against older HTML. A reload held back is sent once the pages catch up.
 */
export function renderSchedule() {
  let building = false;
  let broken = false;
  /** The last good build, and the one the published pages were rendered from. */
  let latest: string | undefined;
  let rendered: string | undefined;
  let reloadOwed = false;
  return {
    /** What a message of the build calls for now. */
    on(message: NodeBuildMessage): 'render' | 'reload' | undefined {
      building = message.kind === 'started';
      if (message.kind === 'started') return undefined;
      broken = !message.ok;
      if (!message.ok) return undefined;
      latest = message.hash;
      // The first good build is the site server's to render (its first run waits for it).
      rendered ??= message.hash;
      if (latest !== rendered) return 'render';
      if (!reloadOwed) return undefined;
      reloadOwed = false;
      return 'reload';
    },
    /** A render is starting: the build it renders (the newest on disk). */
    renderStarts: () => latest,
    /** A render of `target` has ended: whether the page may reload now. */
    renderEnded(target: string | undefined, published: boolean): boolean {
      if (!published) return false;
      rendered = target;
      reloadOwed = building || broken || latest !== target;
      return !reloadOwed;
    },
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
  /** Rewritten when the open page may reload (the dev server reloads it then: platform/build/devServer.ts). */
  reloadFile: string;
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
export function rerenderOnChange({ area, outDir, reloadFile, buildEnv, site, log = console.log }: RerenderOptions): SourceRenders {
  const resultFile = path.join(os.tmpdir(), `stayvia-rerender-${process.pid}.json`);
  const schedule = renderSchedule();
  const reload = () => fs.writeFile(reloadFile, `${Date.now()}\n`).catch((error: unknown) => log(`[prerender] ${String(error)}`));
  const rerender = serialRuns(async () => {
    const target = schedule.renderStarts();
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
    await fs.rm(resultFile, { force: true });
    const rendered = result === undefined ? undefined : (JSON.parse(result) as { rendered: string[] }).rendered.length;
    log(rerenderLine(area, { code, output, rendered, durationMs: Date.now() - started }));
    if (schedule.renderEnded(target, code === 0)) await reload();
  });

  const child = fork(path.join(import.meta.dirname, 'nodeContainerWatch.ts'), [area, outDir], {
    // As the Rspack CLI runs in the area's folder; tsx's ESM loader only (see nodeContainerWatch.ts).
    cwd: path.join(root, areaDefinition(area).workspace),
    execArgv: ['--no-warnings=ExperimentalWarning', '--import', 'tsx/esm'],
    env: { ...process.env, ...buildEnv },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Its compiler's errors, marked as the dev servers' output is.
  for (const stream of [child.stdout!, child.stderr!]) readline.createInterface({ input: stream }).on('line', (line) => log(`[${area} node] ${line}`));
  child.on('message', (message: NodeBuildMessage) => {
    const next = schedule.on(message);
    if (next === 'render') void rerender();
    if (next === 'reload') void reload();
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
