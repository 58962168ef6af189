import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exitCodes, supervise } from './supervisor';

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
});
