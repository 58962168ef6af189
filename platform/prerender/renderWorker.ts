/** A render worker of the pool (renderPool.ts): its own shell renderer, several pages at once, one reply per page. */
import { once } from 'node:events';
import type { SettingsDocument } from '../settings/reader';
import { errorMessage } from './errorMessage';
import { loadRenderer } from './shellRenderer';
import { pageRenderer, type RenderedPage } from './renderPage';
import { useSiteClient } from './siteClient';

// The renderer's requests (data reads, remotes' files) through the site client: this process's loop is often busy.
useSiteClient();

export interface WorkerInit {
  shellDir: string;
  document: SettingsDocument;
  settingsUrl: string;
  origin: string;
  newestPost?: string;
  /** Each article's site path and its post's date. */
  articleDates: [string, string][];
}

export type WorkerRequest = { kind: 'init'; init: WorkerInit } | { kind: 'render'; sitePath: string };
export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'rendered'; sitePath: string; page: RenderedPage }
  | { kind: 'failed'; sitePath?: string; message: string };

const send = (reply: WorkerReply) => process.send!(reply);

/** The worker's renderer, from the first message (the pool's `init`); each render request waits for it. */
const renderer = once(process, 'message').then(async ([request]: WorkerRequest[]) => {
  if (request.kind !== 'init') throw new Error('the first message was not init');
  const { shellDir, document, settingsUrl, origin, newestPost, articleDates } = request.init;
  const render = pageRenderer(await loadRenderer({ settingsDocument: document, settingsUrl, origin, shellDir }), {
    newestPost: newestPost ? new Date(newestPost) : undefined,
    postsByPath: new Map(articleDates.map(([sitePath, date]) => [sitePath, { lastModified: new Date(date) }])),
  });
  return render;
});

renderer.then(
  () => send({ kind: 'ready' }),
  (error: unknown) => send({ kind: 'failed', message: `the renderer could not start: ${errorMessage(error)}` }),
);

process.on('message', (request: WorkerRequest) => {
  if (request.kind !== 'render') return;
  renderer
    .then((render) => render(request.sitePath))
    .then(
      (page) => send({ kind: 'rendered', sitePath: request.sitePath, page }),
      (error: unknown) => send({ kind: 'failed', sitePath: request.sitePath, message: errorMessage(error) }),
    );
});
