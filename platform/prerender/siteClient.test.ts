import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { RetryAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson } from './fetchJson';
import { useSiteClient } from './siteClient';
import type { Scenario, ScenarioResult } from './siteClient.testkit';

type ClosingSocket = Socket & { closer?: NodeJS.Timeout };

/** How each test site treats a request; `received` counts what reached it, by method. */
type Behaviour = (req: http.IncomingMessage, res: http.ServerResponse, requestOnConnection: number) => void;

const answer = (res: http.ServerResponse, status = 200) => res.writeHead(status, { 'Content-Type': 'text/plain' }).end(`answered ${status}`);

const behaviours: Record<Scenario, Behaviour> = {
  // As the site does after its keep-alive timeout (here 100 ms, and unannounced): an idle kept connection is closed.
  busyPastClose: (req, res) => {
    answer(res);
    res.on('finish', () => {
      const socket = req.socket as ClosingSocket;
      socket.closer = setTimeout(() => socket.destroy(), 100);
    });
  },
  busyPastClosePost: (req, res) => behaviours.busyPastClose(req, res, 0),
  // The close crosses the next request on a kept connection: it is dropped unanswered.
  crossingGet: (req, res, n) => (n > 1 ? req.socket.destroy() : answer(res)),
  crossingPost: (req, res, n) => (n > 1 ? req.socket.destroy() : answer(res)),
  dropsAll: (req) => req.socket.destroy(),
  unavailable: (_req, res) => answer(res, 503),
  // An answer cut off after 10 of its 100 bytes; the site ignores Range.
  cutsBody: (req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '100' });
    res.write('0123456789', () => req.socket.destroy());
  },
};

interface TestSite {
  origin: string;
  received: string[];
  /** For each request received, the connection it came on (1 for the site's first connection, and so on). */
  connections: number[];
  close: () => Promise<void>;
}

async function startSite(behaviour: Behaviour): Promise<TestSite> {
  const received: string[] = [];
  const connections: number[] = [];
  const onConnection = new WeakMap<Socket, number>();
  const ordinal = new WeakMap<Socket, number>();
  const server = http.createServer({ keepAliveTimeout: 0 }, (req, res) => {
    clearTimeout((req.socket as ClosingSocket).closer);
    const n = (onConnection.get(req.socket) ?? 0) + 1;
    onConnection.set(req.socket, n);
    received.push(req.method!);
    if (!ordinal.has(req.socket)) ordinal.set(req.socket, new Set(connections).size + 1);
    connections.push(ordinal.get(req.socket)!);
    req.resume();
    req.on('end', () => behaviour(req, res, n));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    connections,
    close: () => new Promise((resolve) => server.close(() => resolve()).closeAllConnections()),
  };
}

/** Runs every scenario in a fresh process (siteClient.testkit.ts), each against a site of its own. */
type ClientRun = { results: Record<Scenario, ScenarioResult>; received: Record<Scenario, string[]>; connections: Record<Scenario, number[]> };

async function runClient(siteClient: boolean): Promise<ClientRun> {
  const sites = Object.fromEntries(await Promise.all(Object.entries(behaviours).map(async ([scenario, behaviour]) => [scenario, await startSite(behaviour)] as const))) as Record<Scenario, TestSite>;
  try {
    const origins = Object.fromEntries(Object.entries(sites).map(([scenario, site]) => [scenario, site.origin]));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'siteClient.testkit.ts'), JSON.stringify(origins)], {
      env: { ...process.env, SITE_CLIENT: siteClient ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    return {
      results: JSON.parse(output) as Record<Scenario, ScenarioResult>,
      received: Object.fromEntries(Object.entries(sites).map(([scenario, site]) => [scenario, site.received])) as Record<Scenario, string[]>,
      connections: Object.fromEntries(Object.entries(sites).map(([scenario, site]) => [scenario, site.connections])) as Record<Scenario, number[]>,
    };
  } finally {
    await Promise.all(Object.values(sites).map((site) => site.close()));
  }
}

const closed = { error: expect.stringMatching(/^fetch failed: other side closed \(UND_ERR_SOCKET\)$/) };
const answered = { status: 200, body: 'answered 200' };

describe('a process talking to the site', () => {
  let nodes: ClientRun;
  let site: ClientRun;
  beforeAll(async () => {
    [nodes, site] = await Promise.all([runClient(false), runClient(true)]);
  }, 60_000);

  // Node's own fetch retries nothing, on any version: a close that crosses the request fails it (the reproduction).
  it('with Node’s own fetch, fails when the site’s close crosses a request on a kept connection', () => {
    expect(nodes.results.crossingGet).toEqual(closed);
    expect(nodes.received.crossingGet).toEqual(['GET', 'GET']);
  });

  it('through the site client, gets its answer on a kept connection the site closed while the process was busy', () => {
    expect(site.results.busyPastClose).toEqual(answered);
    // The site did close the kept connection first: the second request came on a new one.
    expect(site.connections.busyPastClose).toEqual([1, 2]);
  });

  // Node 20's and 22's own fetch (undici 6) writes to the kept connection before reading its close, and fails a
  // POST there; the site client's agent (undici 7, pinned) reads the close first on every Node.
  it('through the site client, sends a POST once, on a new connection, after the site closed the kept one while the process was busy', () => {
    expect(site.results.busyPastClosePost).toEqual(answered);
    expect(site.received.busyPastClosePost).toEqual(['GET', 'POST']);
    expect(site.connections.busyPastClosePost).toEqual([1, 2]);
  });

  it('sends a GET whose connection was dropped before the answer once more, on a new connection', () => {
    expect(site.results.crossingGet).toEqual(answered);
    expect(site.received.crossingGet).toEqual(['GET', 'GET', 'GET']);
  });

  it('never sends a POST twice: its failure is the caller’s', () => {
    expect(site.results.crossingPost).toEqual(closed);
    expect(site.received.crossingPost).toEqual(['GET', 'POST']);
  });

  it('tries once more only: a site that drops every request fails the second attempt', () => {
    expect(site.results.dropsAll).toEqual(closed);
    expect(site.received.dropsAll).toEqual(['GET', 'GET']);
  });

  it('passes an answer on as it is, whatever its status', () => {
    expect(site.results.unavailable).toEqual({ status: 503, body: 'answered 503' });
    expect(site.received.unavailable).toEqual(['GET']);
  });

  it('never returns an answer cut off mid-body as whole, nor glued to a second one', () => {
    expect(site.results.cutsBody).toHaveProperty('error');
  });
});

describe('Node’s own fetch through the site client (undici 7, whatever undici the Node version’s fetch is)', () => {
  const slot = Symbol.for('undici.globalDispatcher.1');
  const globals = globalThis as unknown as Record<symbol, unknown>;
  let previous: unknown;
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    previous = globals[slot];
    useSiteClient();
    server = http.createServer((req, res) => {
      if (req.url === '/moved') return res.writeHead(302, { Location: '/settings.json' }).end();
      if (req.url === '/stalled') return res.writeHead(200).write('{');
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Last-Modified': 'Wed, 25 Nov 2026 10:00:00 GMT' });
      res.end(gzipSync(JSON.stringify({ site: 'Stayvia' })));
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    globals[slot] = previous;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is what fetch uses, and reads a compressed answer after a redirect with its headers', async () => {
    expect(globals[slot]).toBeInstanceOf(RetryAgent);
    expect(await fetchJson(`${origin}/moved`)).toEqual({ body: { site: 'Stayvia' }, lastModified: new Date('2026-11-25T10:00:00Z') });
  });

  it('stops a request when its signal aborts', async () => {
    const response = await fetch(`${origin}/stalled`, { signal: AbortSignal.timeout(200) });
    await expect(response.text()).rejects.toThrow(/abort|timeout/i);
  });
});
