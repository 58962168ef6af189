/**
 * Renders the job's pages on every core: a pool of worker processes, each with its own shell renderer
 * (the federation runtime keeps remotes per process), fed one page at a time. A run of a few pages (a
 * release, a content sync) renders in the job's own process: starting workers would cost more.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { errorMessage } from './errorMessage';
import type { PageEntry } from './publish';
import type { RenderedPage } from './renderPage';
import type { WorkerInit, WorkerReply, WorkerRequest } from './renderWorker';

/** Pages per worker below which another worker is not worth starting (each loads the renderer, ~1 s). */
const pagesPerWorker = 24;

export function workerCount(pages: number): number {
  const configured = Number(process.env.PRERENDER_WORKERS);
  if (Number.isInteger(configured) && configured > 0) return Math.min(configured, Math.max(1, pages));
  return Math.max(1, Math.min(os.availableParallelism(), Math.ceil(pages / pagesPerWorker)));
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
  if (count === 1) {
    const render = inProcess();
    for (const sitePath of targets) {
      try {
        const { html, entry } = await render(sitePath);
        result.pages.set(sitePath, html);
        result.entries[sitePath] = entry;
      } catch (error) {
        throw failure(sitePath, errorMessage(error));
      }
    }
    return result;
  }

  log(`rendering ${targets.length} pages with ${count} workers`);
  const queue = [...targets];
  const workers: ChildProcess[] = [];
  try {
    await Promise.all(
      Array.from({ length: count }, () =>
        new Promise<void>((resolve, reject) => {
          const worker = fork(path.join(import.meta.dirname, 'renderWorker.ts'), [], { execArgv: process.execArgv, serialization: 'advanced' });
          workers.push(worker);
          let current: string | undefined;
          const next = () => {
            current = queue.shift();
            if (current === undefined) return resolve();
            worker.send({ kind: 'render', sitePath: current } satisfies WorkerRequest);
          };
          worker.on('message', (reply: WorkerReply) => {
            if (reply.kind === 'ready') return next();
            if (reply.kind === 'failed') return reject(failure(reply.sitePath ?? current ?? '(start-up)', reply.message));
            result.pages.set(reply.sitePath, reply.page.html);
            result.entries[reply.sitePath] = reply.page.entry;
            next();
          });
          worker.on('exit', (code) => reject(failure(current ?? '(start-up)', `a render worker exited (${code})`)));
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
