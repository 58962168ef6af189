import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptNodeArgs } from 'platform/prerender/runner';

const helper = path.join(import.meta.dirname, 'oneAtATime.ts');

// Every benchmark started here ends with its test, whatever the test found (one not refused runs until killed).
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** A benchmark as far as the lock goes: takes it for `dir`, prints `held`, and runs until killed. */
function benchmark(dir: string, command: string) {
  const script = path.join(dir, `${command.replace(/\W+/g, '-')}.mts`);
  fs.writeFileSync(
    script,
    `import { oneBenchmarkAtATime } from ${JSON.stringify(helper)};
     await oneBenchmarkAtATime(${JSON.stringify(command)}, ${JSON.stringify(path.join(dir, 'bench'))});
     console.log('held');
     setInterval(() => {}, 60_000);
`,
  );
  const child = spawn(process.execPath, [...scriptNodeArgs, script], { stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const held = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('held') && resolve());
    void exited.then((code) => reject(new Error(`exited (${code}): ${output}`)));
  });
  // A refused benchmark is never awaited as held.
  held.catch(() => undefined);
  return { child, held, exited, output: () => output };
}

describe('one benchmark at a time', () => {
  it('refuses a second benchmark, naming the running one, and lets the next take over from a killed one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lock-'));
    const first = benchmark(dir, 'npm run bench');
    await first.held;
    const second = benchmark(dir, 'npm run bench:news');
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `Another benchmark is running: process ${first.child.pid} (npm run bench), since ${JSON.parse(fs.readFileSync(path.join(dir, 'bench.lock'), 'utf8')).startedAt}. ` +
        'Benchmarks measure the machine and use the same folders, so one runs at a time: wait for it to end, or stop it.',
    );
    first.child.kill('SIGKILL');
    await first.exited;
    // Killed, it could not release the lock: the next benchmark takes it over.
    const next = benchmark(dir, 'npm run bench:news');
    await next.held;
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
