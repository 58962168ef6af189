import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { spawnLinked } from './stopRequests';
import { pidRunning } from './lockRecord';
import { printed, scriptNodeArgs, stopScripts as scripts } from './stopRequests.testkit';

describe('a server started linked to its starter', () => {
  for (const output of ['inherit', 'pipe'] as const) {
    it(`stops by itself, once, when its starter is killed outright (output ${output === 'pipe' ? 'piped to the starter' : 'shared'})`, async () => {
      const { starter, stopped } = scripts();
      const start = spawn(process.execPath, [...scriptNodeArgs, starter, output], { stdio: ['ignore', 'pipe', 'inherit'] });
      const [, pid] = await printed(start, /server (\d+)\n[^]*ready/);
      start.kill('SIGKILL');
      // Piped, its line has no reader any more (its write fails with EPIPE): the stop goes on past it.
      await expect.poll(stopped, { timeout: 15_000 }).toBe('1');
      await expect.poll(() => pidRunning(Number(pid)), { timeout: 5_000 }).toBe(false);
    });
  }

  it('stops when its starter was gone before it asked to be told', async () => {
    const { starter, stopped } = scripts();
    const start = spawn(process.execPath, [...scriptNodeArgs, starter, 'inherit', 'late'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [, pid] = await printed(start, /server (\d+)\n/);
    start.kill('SIGKILL');
    await expect.poll(stopped, { timeout: 15_000 }).toBe('1');
    await expect.poll(() => pidRunning(Number(pid)), { timeout: 5_000 }).toBe(false);
  });

  it('stops once on SIGTERM, and once only when it is asked again while stopping', async () => {
    const { server, stopped } = scripts();
    const child = spawnLinked(process.execPath, [...scriptNodeArgs, server], { output: 'pipe' });
    await printed(child, /ready/);
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await printed(child, /stopping/);
    child.kill('SIGINT');
    child.disconnect();
    expect(await exited).toBe(0);
    expect(stopped()).toBe('1');
  });

  it('is not asked to stop while its starter runs', async () => {
    const { server } = scripts();
    const child = spawnLinked(process.execPath, [...scriptNodeArgs, server], { output: 'pipe' });
    await printed(child, /ready/);
    // A stop asked for at the start would have begun before this round trip through its event loop.
    const stops = new Promise((resolve) => child.once('message', resolve));
    child.send('stops?');
    expect(await stops).toBe(0);
    child.kill('SIGKILL');
  });
});
