import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptNodeArgs } from './runner';
import type { WorkerReply, WorkerRequest } from './renderWorker';

/** A shell build whose renderer renders a page by reading it from the site (as its data reads and remotes do). */
const fakeShellRenderer = `
exports.createRenderer = async ({ origin }) => ({
  settings: {},
  listPaths: async () => [],
  checkExposes: async () => undefined,
  async renderPage(url) {
    const response = await fetch(origin + url);
    return { status: 200, html: await response.text(), dependencies: { releases: {}, modules: [], posts: [], listsPosts: false }, composedFrom: new Date(0), loaderHash: "'sha256-x'" };
  },
});
`;

describe('a render worker', () => {
  const received: string[] = [];
  let server: http.Server;
  let origin: string;
  let shellDir: string;
  beforeAll(async () => {
    shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-worker-'));
    fs.mkdirSync(path.join(shellDir, 'server'));
    fs.writeFileSync(path.join(shellDir, 'server', 'main.js'), fakeShellRenderer);
    // Each page's first request is dropped unanswered, as a kept connection the site closed while it arrived.
    server = http.createServer((req, res) => {
      const again = received.includes(req.url!);
      received.push(req.url!);
      if (!again) return req.socket.destroy();
      res.end(`<h1>${req.url}</h1>`);
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    fs.rmSync(shellDir, { recursive: true, force: true });
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('renders through the site client: a request dropped before its answer is sent once more', async () => {
    const worker = fork(path.join(import.meta.dirname, 'renderWorker.ts'), [], { execArgv: scriptNodeArgs, serialization: 'advanced' });
    const replies: WorkerReply[] = [];
    const done = new Promise<void>((resolve) =>
      worker.on('message', (reply: WorkerReply) => {
        replies.push(reply);
        if (reply.kind === 'ready') for (const sitePath of ['/a', '/b']) worker.send({ kind: 'render', sitePath } satisfies WorkerRequest);
        if (replies.filter((each) => each.kind !== 'ready').length === 2) resolve();
      }),
    );
    worker.send({ kind: 'init', init: { shellDir, document: {} as never, settingsUrl: `${origin}/settings.json`, origin, articleDates: [] } } satisfies WorkerRequest);
    try {
      await done;
    } finally {
      worker.kill();
    }
    const rendered = replies.flatMap((reply) => (reply.kind === 'rendered' ? [[reply.sitePath, reply.page.html]] : reply.kind === 'failed' ? [[reply.sitePath, reply.message]] : []));
    expect(rendered.sort()).toEqual([
      ['/a', '<h1>/a</h1>'],
      ['/b', '<h1>/b</h1>'],
    ]);
    expect(received.sort()).toEqual(['/a', '/a', '/b', '/b']);
  }, 60_000);
});
