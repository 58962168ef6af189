/**
 * Renders the job's pages on every core: a pool of worker processes, each with its own shell renderer
 * (the federation runtime keeps remotes per process), each rendering several pages at once (a render has a
 * runtime of its own: shell/src/runtime.tsx), so one page's data reads overlap another's rendering. A run of a
 * few pages (a release, a content sync) renders in the job's own process, as many at once: starting workers
 * would cost more.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { envNumber } from 'infra/envNumber';
import { errorMessage } from './errorMessage';
import type { PageEntry } from './publish';
import type { RenderedPage } from './renderPage';
import type { WorkerInit, WorkerReply, WorkerRequest } from './renderWorker';

/** Pages per worker below which another worker is not worth starting (each loads the renderer, ~1 s). */
const pagesPerWorker = 24;

/**
 * Pages one process renders at once (`PRERENDER_CONCURRENCY`; 4 measured on 2 cores: bench/NEWS.md). A worker
 * busy for longer than the site's keep-alive no longer sends on the connection the site closed meanwhile
 * ("fetch failed: other side closed"): its requests go through the site client (siteClient.ts).
 */
export const defaultPagesAtOnce = 4;

export function workerCount(pages: number): number {
  const workers = envNumber('PRERENDER_WORKERS');
  if (workers) return Math.min(workers, Math.max(1, pages));
  return Math.max(1, Math.min(os.availableParallelism(), Math.ceil(pages / pagesPerWorker)));
}

export const pagesAtOnce = (): number => envNumber('PRERENDER_CONCURRENCY') ?? defaultPagesAtOnce;

/** The job's settings a site passes to its jobs (runner.ts), checked when the site starts rather than at its first job. */
export function checkRenderSettings(): void {
  envNumber('PRERENDER_WORKERS');
  pagesAtOnce();
}

/**
 * Renders `targets` with `render`, `atOnce` at a time, into `result`. The first failure stops taking pages and
 * is thrown, naming its page (renders already started finish first, so none writes after the run failed).
 */
export async function renderInProcess(targets: string[], atOnce: number, render: (sitePath: string) => Promise<RenderedPage>, result: RenderedPages): Promise<void> {
  const queue = [...targets];
  let failed: Error | undefined;
  const lane = async () => {
    for (let sitePath = queue.shift(); sitePath !== undefined && !failed; sitePath = queue.shift()) {
      try {
        const { html, entry } = await render(sitePath);
        result.pages.set(sitePath, html);
        result.entries[sitePath] = entry;
      } catch (error) {
        failed ??= failure(sitePath, errorMessage(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(atOnce, targets.length)) }, lane));
  if (failed) throw failed;
}

export interface RenderPagesOptions {
  /** The renderer of the job's own process (created only when no worker is started). */
  inProcess: () => (sitePath: string) => Promise<RenderedPage>;
  workerInit: WorkerInit;
  log: (line: string) => void;
}

export interface RenderedPages {
  pages: Map<string, string>;
  entries: Record<string, PageEntry>;
}

const failure = (sitePath: string, message: string) => new Error(`Prerendering ${sitePath} failed: ${message}`);

export async function renderPages(targets: string[], { inProcess, workerInit, log }: RenderPagesOptions): Promise<RenderedPages> {
  const result: RenderedPages = { pages: new Map(), entries: {} };
  const count = workerCount(targets.length);
  const atOnce = pagesAtOnce();
  if (count === 1) {
    await renderInProcess(targets, atOnce, inProcess(), result);
    return result;
  }

  log(`rendering ${targets.length} pages with ${count} workers, ${atOnce} pages at once each`);
  const queue = [...targets];
  const workers: ChildProcess[] = [];
  try {
    await Promise.all(
      Array.from({ length: count }, () =>
        new Promise<void>((resolve, reject) => {
          const worker = fork(path.join(import.meta.dirname, 'renderWorker.ts'), [], { execArgv: process.execArgv, serialization: 'advanced' });
          workers.push(worker);
          // The pages this worker is rendering: up to `atOnce`, another sent as each one comes back.
          const rendering = new Set<string>();
          const next = () => {
            const sitePath = queue.shift();
            if (sitePath === undefined) {
              if (!rendering.size) resolve();
              return;
            }
            rendering.add(sitePath);
            worker.send({ kind: 'render', sitePath } satisfies WorkerRequest);
          };
          worker.on('message', (reply: WorkerReply) => {
            if (reply.kind === 'ready') {
              for (let page = 0; page < atOnce; page += 1) next();
              return;
            }
            if (reply.kind === 'failed') {
              queue.length = 0;
              return reject(failure(reply.sitePath ?? '(start-up)', reply.message));
            }
            rendering.delete(reply.sitePath);
            result.pages.set(reply.sitePath, reply.page.html);
            result.entries[reply.sitePath] = reply.page.entry;
            next();
          });
          worker.on('exit', (code) => reject(failure([...rendering][0] ?? '(start-up)', `a render worker exited (${code})`)));
          worker.on('error', reject);
          worker.send({ kind: 'init', init: workerInit } satisfies WorkerRequest);
        }),
      ),
    );
  } finally {
    for (const worker of workers) {
      worker.removeAllListeners('exit');
      worker.kill();
    }
  }
  return result;
}
