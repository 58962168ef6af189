import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptNodeArgs } from 'platform/prerender/runner';
import { pidRunning } from 'infra/lockRecord';
import { besideBusyCore, startBusyCore, type BusyCore } from './busyCore';

// Whatever a test found, no busy process outlives it.
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) if (pidRunning(pid)) process.kill(pid, 'SIGKILL');
});

/** The CPU time a process has used, in clock ticks (Linux's /proc). */
const cpuTicks = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/** Resolves once `pid` has gone, rejects after `ms`. */
async function gone(pid: number, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (pidRunning(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} still running after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the busy core', () => {
  it('spins once started, and is gone once stopped', async () => {
    const busy = await startBusyCore();
    started.push(busy.pid);
    const before = cpuTicks(busy.pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cpuTicks(busy.pid)).toBeGreaterThan(before);
    await busy.stop();
    expect(pidRunning(busy.pid)).toBe(false);
  });

  it('is stopped after the run beside it, even when the run fails', async () => {
    let busy: BusyCore | undefined;
    const start = async () => (busy = await startBusyCore());
    await expect(
      besideBusyCore(async () => {
        started.push(busy!.pid);
        expect(pidRunning(busy!.pid)).toBe(true);
        throw new Error('Lighthouse failed');
      }, start),
    ).rejects.toThrow('Lighthouse failed');
    expect(pidRunning(busy!.pid)).toBe(false);
  });

  it('ends by itself when the bench that started it is killed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'busy-core-'));
    const script = path.join(dir, 'bench.mts');
    fs.writeFileSync(
      script,
      `import { startBusyCore } from ${JSON.stringify(path.join(import.meta.dirname, 'busyCore.ts'))};
       const busy = await startBusyCore();
       console.log(busy.pid);
       setInterval(() => {}, 60_000);
`,
    );
    const bench = spawn(process.execPath, [...scriptNodeArgs, script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const pid = await new Promise<number>((resolve, reject) => {
      bench.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      bench.once('exit', (code) => reject(new Error(`the bench exited (${code}) before its busy core spun`)));
    });
    started.push(pid);
    expect(pidRunning(pid)).toBe(true);
    bench.kill('SIGKILL');
    await gone(pid);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
