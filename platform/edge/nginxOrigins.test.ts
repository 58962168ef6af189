/**
 * nginx in front of several site servers: a server that stops answering is left out (passive health checks) and
 * its requests go to the others, a server answering 503 while it starts is passed over for the next, and the files
 * nginx serves itself never depend on any server.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalNginx, type LocalNginx } from './localNginx';

interface Origin {
  server: http.Server;
  url: string;
  /** What it answers /health with now. */
  status: number;
  asked: number;
}

let dir: string;
let nginx: LocalNginx;
const origins: Origin[] = [];

async function origin(name: string): Promise<Origin> {
  const entry = { status: 200, asked: 0 } as Origin;
  entry.server = http.createServer((_req, res) => {
    entry.asked++;
    res.writeHead(entry.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ server: name }));
  });
  await new Promise<void>((resolve) => entry.server.listen(0, '127.0.0.1', resolve));
  entry.url = `http://127.0.0.1:${(entry.server.address() as AddressInfo).port}`;
  return entry;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const ask = async (target: string) => {
  const response = await fetch(`${nginx.origin}${target}`);
  return { status: response.status, body: await response.text() };
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-origins-'));
  fs.chmodSync(dir, 0o755);
  const storeDir = path.join(dir, 'releases');
  const pagesDir = path.join(dir, 'pages');
  fs.mkdirSync(storeDir, { recursive: true });
  fs.mkdirSync(pagesDir, { recursive: true });
  fs.writeFileSync(path.join(storeDir, 'settings.json'), JSON.stringify({ site: { url: 'https://www.stayvia.example' }, backend: { url: 'https://abc.supabase.co', anonKey: 'anon' } }));
  origins.push(await origin('first'), await origin('second'));
  nginx = await startLocalNginx({ port: await freePort(), backends: origins.map((entry) => entry.url), folders: { storeDir, pagesDir } });
}, 120_000);
afterAll(async () => {
  await nginx?.stop();
  for (const entry of origins) entry.server.listening && (await new Promise<void>((resolve) => entry.server.close(() => resolve())));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('nginx before several site servers', () => {
  it('shares requests among them, and sends the share of one that is down to the others: no visitor sees it', async () => {
    const both = new Set<string>();
    for (let i = 0; i < 8; i++) both.add(JSON.parse((await ask('/health')).body).server);
    expect(both).toEqual(new Set(['first', 'second']));

    origins[0].server.closeAllConnections();
    await new Promise<void>((resolve) => origins[0].server.close(() => resolve()));
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask('/health')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => JSON.parse(answer.body).server))).toEqual(new Set(['second']));
    // Its settings document is a file nginx serves itself: no server is asked for it.
    const asked = origins[1].asked;
    expect((await ask('/settings.json')).status).toBe(200);
    expect(origins[1].asked).toBe(asked);
  });

  it('takes a server back once it answers again, and passes one answering 503 (starting, or its database away) over for the next', { timeout: 60_000 }, async () => {
    await new Promise<void>((resolve) => origins[0].server.listen(Number(new URL(origins[0].url).port), '127.0.0.1', resolve));
    // Left out for fail_timeout (10 s), then tried again: meanwhile every answer comes from the other.
    const started = Date.now();
    for (;;) {
      const answer = await ask('/health');
      expect(answer.status).toBe(200);
      if (JSON.parse(answer.body).server === 'first') break;
      expect(Date.now() - started).toBeLessThan(20_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    origins[1].status = 503;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await ask('/health'));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => JSON.parse(answer.body).server))).toEqual(new Set(['first']));
    origins[1].status = 200;
  });
});
