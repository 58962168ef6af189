/**
 * Every command of the repository (each file of scripts/, and the suites' own server commands) answers `--help`
 * with its usage, and a mistyped option with what is wrong and its usage, exit 2, without a stack trace; a
 * setting in the environment that is not a number is said in one line, exit 1.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { root } from '../root';
import { namesOf } from '../registry/apps';

const run = promisify(execFile);

const commands = [
  ...fs
    .readdirSync(path.join(root, 'scripts'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join('scripts', name)),
  path.join('e2e', 'commands', 'localNginx.ts'),
  path.join('e2e', 'commands', 'localPostgres.ts'),
];

async function outcome(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', command, ...args], {
      cwd: root,
      env: { ...process.env, NODE_NO_WARNINGS: '1', ...env },
      timeout: 110_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('every command’s usage', () => {
  // Side by side: each is a Node process that loads its command's imports, about a second on a quiet machine.
  it.concurrent.each(commands)('%s answers --help, and a mistyped option with its usage and exit 2', { timeout: 240_000 }, async (command) => {
    const help = await outcome(command, ['--help']);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage: /);
    // A command that takes an app or an area takes its id or its workspace folder alike, and says so.
    if (/^\s+[[<](app|area)[\]>]\s/m.test(help.stdout)) expect(help.stdout).toContain(namesOf(['legal']).slice('legal'.length));

    const mistyped = await outcome(command, ['--canry', '5']);
    expect(mistyped.code, mistyped.stdout + mistyped.stderr).toBe(2);
    expect(mistyped.stderr).toMatch(/Unknown option '--canry'/);
    expect(mistyped.stderr).toMatch(/\nUsage: /);
    expect(mistyped.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('a command’s settings', () => {
  // Each read before the command builds, serves or measures anything: a command that missed it would run on.
  it.concurrent.each([
    ['BENCH_RUNS', '0', 'scripts/bench.ts', [], 'BENCH_RUNS must be a whole number of at least 1, not "0".'],
    ['DATABASE_POOL_SIZE', '0', 'scripts/backend.ts', ['--memory', '--port', '0'], 'DATABASE_POOL_SIZE must be a whole number of at least 1, not "0".'],
    ['DEV_PORT_BASE', 'x', 'scripts/dev.ts', [], 'DEV_PORT_BASE must be a whole number from 0 to 65535, not "x".'],
  ] as const)('%s=%s: %s says so in one line, exit 1', { timeout: 120_000 }, async (name, value, command, args, message) => {
    const refused = await outcome(command, [...args], { [name]: value });
    expect(refused.code, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stderr).toBe(`${message}\n`);
    expect(refused.stdout).toBe('');
  });
});
