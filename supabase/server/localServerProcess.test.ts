/** A test server run as a child process ends with its stop, or with this process when that exits first. */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { endChild, isRunning } from './localServerProcess';

const run = promisify(execFile);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('endChild', () => {
  it('sends the signal and resolves once the child has exited; a child already gone resolves at once', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('spawn', resolve));
    expect(isRunning(child)).toBe(true);
    await endChild(child, 'SIGQUIT');
    expect(child.signalCode).toBe('SIGQUIT');
    expect(isRunning(child)).toBe(false);
    await endChild(child, 'SIGTERM');
    expect(child.signalCode).toBe('SIGQUIT');
  });
});

describe('cleanUpOnExit', () => {
  /** A process that registers a clean-up writing `file`, disarms it or not, and exits. */
  const exitWith = async (disarm: boolean) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-server-process-'));
    dirs.push(dir);
    const file = path.join(dir, 'cleaned');
    const script = path.join(dir, 'exits.ts');
    fs.writeFileSync(
      script,
      [
        "import fs from 'node:fs';",
        `import { cleanUpOnExit } from ${JSON.stringify(path.join(import.meta.dirname, 'localServerProcess.ts'))};`,
        `const disarm = cleanUpOnExit(() => fs.writeFileSync(${JSON.stringify(file)}, 'yes'));`,
        disarm ? 'disarm();' : '',
        'process.exit(3);',
      ].join('\n'),
    );
    const exited = await run(process.execPath, ['--import', 'tsx', script]).then(() => ({ code: 0 }), (error: { code: number }) => error);
    return { code: exited.code, cleaned: fs.existsSync(file) };
  };

  it('cleans up when the process exits without stopping the server, and not once the stop has disarmed it', async () => {
    expect(await exitWith(false)).toEqual({ code: 3, cleaned: true });
    expect(await exitWith(true)).toEqual({ code: 3, cleaned: false });
  }, 30_000);
});
