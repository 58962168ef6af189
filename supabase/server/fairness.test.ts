/**
 * One client's flood cannot delay another client's read: the real backend on a loopback port, one
 * client sending 150 heavy anonymous reads at once, another reading the news list's first page meanwhile. The
 * two are different addresses (127.0.0.2 and 127.0.0.3: Linux routes all of 127/8 to loopback), as two
 * visitors are; the database's turns go round their lines (database/fairTurns.ts). Before, one queue served
 * first come first served, and the list waited for the whole flood (3.1–9.6 s in the runs that found it).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cardColumns } from 'mf-news/data/post';
import { firstPageSize } from 'mf-news/data/newsKeys';
import { startBackend, type Backend } from './index';

const perClient = 64;
const floodSize = 150;
const flooder = '127.0.0.2';
const visitor = '127.0.0.3';

/** Every post with its whole body (about 160 KB of JSON): the heaviest read the anon key may make of the seed. */
const heavyRead = '/rest/v1/blog_posts?select=*&or=(content.ilike.*e*a*,title.ilike.*a*e*)&order=published_at.desc';
/** What mf-news/src/data/newsQueries.ts `fetchPostPage` asks for the list's first page (All, no search). */
const newsList = `/rest/v1/blog_posts?select=${cardColumns}&featured=eq.false&order=published_at.desc.nullslast,id.asc&offset=0&limit=${firstPageSize}`;

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, databaseLimits: { maxQueuePerClient: perClient } });
}, 60_000);

afterAll(() => backend?.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
}

function read(path: string, localAddress: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: backend.port, path, localAddress, agent: false, headers: { apikey: backend.keys.anonKey, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * The flood, from a process of its own (as another machine's client would be: sharing the test's event loop
 * paced its connections): `floodSize` reads at once from the flooder's address; prints `served` at its first
 * answer with rows, then each answer's status and when it ended (ms since the epoch), as JSON.
 */
const floodScript = `
const http = require('node:http');
const [port, path, size, localAddress, apikey] = process.argv.slice(1);
const answers = [];
let served = false;
for (let i = 0; i < Number(size); i++) {
  http.get({ host: '127.0.0.1', port: Number(port), path, localAddress, agent: false, headers: { apikey } }, (res) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => {
      answers.push({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.statusCode === 200 ? '' : Buffer.concat(chunks).toString(), at: Date.now() });
      if (res.statusCode === 200 && !served) { served = true; console.log('served'); }
      if (answers.length === Number(size)) console.log(JSON.stringify(answers));
    });
  }).on('error', (error) => { console.error(error); process.exit(1); });
}`;

interface FloodAnswer {
  status: number;
  retryAfter?: string;
  body: string;
  at: number;
}

function flood(): { served: Promise<void>; answers: Promise<FloodAnswer[]> } {
  const child = spawn(process.execPath, ['-e', floodScript, String(backend.port), heavyRead, String(floodSize), flooder, backend.keys.anonKey], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  let onServed: () => void;
  const served = new Promise<void>((resolve) => (onServed = resolve));
  const answers = new Promise<FloodAnswer[]>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.startsWith('served\n')) onServed();
    });
    child.on('exit', (code) => {
      onServed();
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('[')) resolve(JSON.parse(last) as FloodAnswer[]);
      else reject(new Error(`The flood exited with ${code}: ${output}`));
    });
  });
  return { served, answers };
}

it('answers a visitor’s news list long before the flood’s line while another client floods with heavy reads, and refuses the flood past its cap with 429', async () => {
  // Warm: the catalog and the table's pages are read once.
  expect((await read(newsList, visitor, { Prefer: 'count=exact' })).status).toBe(206);
  expect((await read(heavyRead, flooder)).status).toBe(200);

  const { served, answers: floodAnswers } = flood();
  // Once the flood's first rows are in, the rest of it has arrived and waits in its line.
  await served;
  const lists: Answer[] = [];
  for (let i = 0; i < 3; i++) lists.push(await read(newsList, visitor, { Prefer: 'count=exact' }));
  const listsEnded = Date.now();
  const answers = await floodAnswers;

  const servedAnswers = answers.filter((answer) => answer.status === 200);
  // The reference, measured on this machine as it is now: how long the flood's line took to be served.
  const lineMs = Math.max(...servedAnswers.map((answer) => answer.at)) - Math.min(...servedAnswers.map((answer) => answer.at));
  for (const list of lists) {
    expect(list.status).toBe(206);
    expect(JSON.parse(list.text)).toHaveLength(firstPageSize);
    // Its turn came after the running session, not after the line (which a first-come queue made it wait out).
    expect(list.ms).toBeLessThan(lineMs / 2);
  }
  const refused = answers.filter((answer) => answer.status === 429);
  expect(servedAnswers.length + refused.length).toBe(floodSize);
  // At most the running session and `perClient` waiting; the rest were refused at once, saying why and when to come back.
  expect(servedAnswers.length).toBeGreaterThanOrEqual(perClient);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) {
    expect(answer.retryAfter).toBe('1');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PGRST003', message: expect.stringContaining(`at most ${perClient}`) });
  }
  // The visitor did not wait the flood out: most of it was answered after the visitor's last list.
  expect(servedAnswers.filter((answer) => answer.at > listsEnded).length).toBeGreaterThan(servedAnswers.length / 2);
}, 120_000);
