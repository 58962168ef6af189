/** A render worker of the pool (renderPool.ts): its own shell renderer, one page per request. */
import type { SettingsDocument } from '../releases/settingsDocument';
import { errorMessage } from './errorMessage';
import { loadRenderer } from './shellRenderer';
import { pageRenderer, type RenderedPage } from './renderPage';

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

let render: ((sitePath: string) => Promise<RenderedPage>) | undefined;

process.on('message', (request: WorkerRequest) => {
  if (request.kind === 'init') {
    const { shellDir, document, settingsUrl, origin, newestPost, articleDates } = request.init;
    loadRenderer({ settingsDocument: document, settingsUrl, origin, shellDir }).then(
      (renderer) => {
        render = pageRenderer(renderer, {
          newestPost: newestPost ? new Date(newestPost) : undefined,
          postsByPath: new Map(articleDates.map(([sitePath, date]) => [sitePath, { lastModified: new Date(date) }])),
        });
        send({ kind: 'ready' });
      },
      (error: unknown) => send({ kind: 'failed', message: `the renderer could not start: ${errorMessage(error)}` }),
    );
    return;
  }
  render!(request.sitePath).then(
    (page) => send({ kind: 'rendered', sitePath: request.sitePath, page }),
    (error: unknown) => send({ kind: 'failed', sitePath: request.sitePath, message: errorMessage(error) }),
  );
});
