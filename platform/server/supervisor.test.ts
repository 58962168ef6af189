import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { spawnLinked } from 'infra/stopRequests';
import { printed, stopScripts } from 'infra/stopRequests.testkit';
import { scriptNodeArgs } from '../prerender/runner';
import { exitCodes, siteHealthUrl, supervise } from './supervisor';

/**
 * A child that dies with `code` on each of its first `failures` starts, then runs until SIGTERM. Its SIGTERM
 * handler is in place before it writes its start count (the test's sign that it is up, which it may stop at
 * once), and the count appears whole (renamed into place).
 */
function flakyChild(failures: number, code: number) {
  const counter = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-')), 'starts');
  const script = `
    const fs = require('node:fs');
    process.on('SIGTERM', () => { fs.writeFileSync(${JSON.stringify(counter)} + '.stopped', 'yes'); process.exit(0); });
    const starts = (fs.existsSync(${JSON.stringify(counter)}) ? Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) : 0) + 1;
    fs.writeFileSync(${JSON.stringify(counter)} + '.tmp', String(starts));
    fs.renameSync(${JSON.stringify(counter)} + '.tmp', ${JSON.stringify(counter)});
    if (starts <= ${failures}) process.exit(${code});
    setInterval(() => {}, 1000);
  `;
  return { counter, args: ['-e', script], starts: () => Number(fs.readFileSync(counter, 'utf8')), stopped: () => fs.existsSync(`${counter}.stopped`) };
}

/** The stop scripts (infra/stopRequests.testkit.ts) and `supervisor.mts`, which supervises their server as `npm start` does. */
function supervisorScripts() {
  const scripts = stopScripts();
  const supervisor = path.join(scripts.dir, 'supervisor.mts');
  fs.writeFileSync(
    supervisor,
    `import { superviseUntilStopped } from ${JSON.stringify(path.join(import.meta.dirname, 'supervisor.ts'))};
     console.log('supervisor ' + process.pid);
     await superviseUntilStopped({ command: process.execPath, args: [...${JSON.stringify(scriptNodeArgs)}, ${JSON.stringify(scripts.server)}] });
`,
  );
  return { ...scripts, supervisor };
}

describe('supervisor', () => {
  it('starts a dying server again with growing waits, says why, and stops it cleanly', async () => {
    const child = flakyChild(2, 1);
    const lines: string[] = [];
    const supervisor = supervise({ command: process.execPath, args: child.args, backoffMs: 50, log: (line) => lines.push(line) });
    await expect.poll(() => supervisor.restarts() === 2 && child.starts() === 3, { timeout: 10_000 }).toBe(true);
    expect(lines).toEqual([
      '[supervisor] the site server exited with code 1; starting it again in 50 ms (restart 1).',
      '[supervisor] the site server exited with code 1; starting it again in 100 ms (restart 2).',
    ]);
    supervisor.stop();
    expect(await supervisor.done).toBe(0);
    expect(child.stopped()).toBe(true);
    expect(supervisor.restarts()).toBe(2);
  });

  it('does not restart a server that cannot start as configured', async () => {
    const child = flakyChild(5, exitCodes.config);
    const lines: string[] = [];
    const supervisor = supervise({ command: process.execPath, args: child.args, backoffMs: 50, log: (line) => lines.push(line) });
    expect(await supervisor.done).toBe(exitCodes.config);
    expect(child.starts()).toBe(1);
    expect(lines).toEqual([]);
  });

  it('reports a server killed by a signal', async () => {
    const child = flakyChild(0, 0);
    const lines: string[] = [];
    const supervisor = supervise({ command: process.execPath, args: child.args, backoffMs: 50, log: (line) => lines.push(line) });
    await expect.poll(() => fs.existsSync(child.counter) && child.starts() === 1, { timeout: 10_000 }).toBe(true);
    // The out-of-memory killer's way.
    process.kill(supervisor.pid()!, 'SIGKILL');
    await expect.poll(() => lines[0], { timeout: 10_000 }).toBe('[supervisor] the site server was killed by SIGKILL; starting it again in 50 ms (restart 1).');
    supervisor.stop();
    expect(await supervisor.done).toBe(0);
  });

  it('restarts a server whose /health stays unhealthy past the bound, and leaves a healthy one alone', { timeout: 90_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-health-'));
    const counter = path.join(dir, 'starts');
    const port = Number(process.env.SUPERVISOR_TEST_PORT ?? 5361);
    // Unhealthy on its first start (the backend cannot start), healthy on the next; counts the checks it answered.
    const script = `
      const fs = require('node:fs');
      const starts = (fs.existsSync(${JSON.stringify(counter)}) ? Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) : 0) + 1;
      let checks = 0;
      const server = require('node:http').createServer((req, res) => {
        fs.writeFileSync(${JSON.stringify(counter)} + '.checks', String(++checks));
        res.writeHead(starts === 1 ? 503 : 200).end(starts === 1 ? '{"status":"unhealthy"}' : '{"status":"ok"}');
      });
      process.on('SIGTERM', () => server.close(() => process.exit(0)));
      server.listen(${port}, '127.0.0.1', () => fs.writeFileSync(${JSON.stringify(counter)}, String(starts)));
    `;
    const lines: string[] = [];
    const supervisor = supervise({
      command: process.execPath,
      args: ['-e', script],
      backoffMs: 50,
      // Checks every 50 ms, each given 2 s to answer: on a busy machine a 503 can take longer than the interval, and
      // the log line must name it, not a check given up on. The bound leaves a busy machine time to start the child.
      health: { url: `http://127.0.0.1:${port}/health`, intervalMs: 50, answerWithinMs: 2000, unhealthyAfterMs: 5000 },
      log: (line) => lines.push(line),
    });
    const starts = () => (fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0);
    const checks = () => (fs.existsSync(`${counter}.checks`) ? Number(fs.readFileSync(`${counter}.checks`, 'utf8')) : 0);
    try {
    // The restart comes 5 s after the first start's first check (about 10 s in all alone; twice that on a busy machine).
    await expect.poll(starts, { timeout: 45_000 }).toBe(2);
    expect(lines[0]).toMatch(/^\[supervisor\] the site server has not been healthy for \d+ s \(http:\/\/127\.0\.0\.1:\d+\/health: 503 \{"status":"unhealthy"\}\); stopping it to start it again\.$/);
    expect(lines[1]).toBe('[supervisor] the site server was stopped as unhealthy; starting it again in 50 ms (restart 1).');
    // Healthy: many checks later (well past the bound), still the same child.
    await expect.poll(checks, { timeout: 30_000 }).toBeGreaterThan(100);
    expect(supervisor.restarts()).toBe(1);
    expect(lines).toHaveLength(2);
    } finally {
      supervisor.stop();
    }
    expect(await supervisor.done).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves no server behind when it is killed outright: the server stops by itself', async () => {
    const { supervisor, stopped } = supervisorScripts();
    const started = spawn(process.execPath, [...scriptNodeArgs, supervisor], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [, supervisorPid] = await printed(started, /supervisor (\d+)\n[^]*ready/);
    process.kill(Number(supervisorPid), 'SIGKILL');
    await expect.poll(stopped, { timeout: 15_000 }).toBe('1');
  });

  it('stops its server and exits when the process that started it ends', async () => {
    const { supervisor, stopped } = supervisorScripts();
    const child = spawnLinked(process.execPath, [...scriptNodeArgs, supervisor], { output: 'pipe' });
    await printed(child, /ready/);
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    // What the starter's end looks like from here: its channel closes.
    child.disconnect();
    expect(await exited).toBe(0);
    expect(stopped()).toBe('1');
  });

  it('reaches the site server by the address it listens on', () => {
    expect(siteHealthUrl({})).toBe('http://127.0.0.1:8080/health');
    expect(siteHealthUrl({ PORT: '18580', HOST: '0.0.0.0' })).toBe('http://127.0.0.1:18580/health');
    expect(siteHealthUrl({ HOST: '::' })).toBe('http://[::1]:8080/health');
    expect(siteHealthUrl({ HOST: '192.168.1.5' })).toBe('http://192.168.1.5:8080/health');
    expect(siteHealthUrl({ HOST: 'fd00::5' })).toBe('http://[fd00::5]:8080/health');
  });
});
