/**
 * The last-resort guard, in a child process of its own (it installs process-wide handlers): a request whose
 * handler throws — at once, from a stream's unhandled error event, or as an unhandled rejection — is
 * answered 500, and the next request is served.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const server = `
  import fs from 'node:fs';
  import http from 'node:http';
  import { guardRequests } from ${JSON.stringify(path.join(import.meta.dirname, 'requestGuard.ts'))};
  const routes = {
    '/throws': () => { throw new Error('thrown in the listener'); },
    // sirv's way: a read stream piped without an error listener (the file vanished after its stat).
    '/stream': (req, res) => fs.createReadStream('/no/such/file').pipe(res),
    '/rejects': () => { Promise.reject(new Error('nobody awaited this')); },
    '/later': () => { setTimeout(() => { throw new Error('thrown in a timer'); }, 5); },
  };
  const site = http.createServer(guardRequests((req, res) => (routes[req.url] ?? ((_, r) => r.end('ok')))(req, res)));
  site.listen(0, '127.0.0.1', () => console.log('port ' + site.address().port));
`;

let child: ChildProcess;
let origin: string;
let output = '';

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', server], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  origin = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /port (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}, 30_000);

afterAll(() => {
  child?.kill();
});

describe('guardRequests', () => {
  it.each(['/throws', '/stream', '/rejects', '/later'])('%s answers 500 and the server goes on', async (route) => {
    const failed = await fetch(`${origin}${route}`);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('Internal server error');
    const next = await fetch(`${origin}/`);
    expect(await next.text()).toBe('ok');
    expect(child.exitCode).toBeNull();
    expect(output).toContain(`GET ${route} failed`);
  });
});
