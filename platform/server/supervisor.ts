/**
 * Keeps the site server running: `npm start` and `npm run serve` run it as a child process and start it
 * again, with backoff, whenever it dies (a crash, an uncaught exception outside any request, the out-of-
 * memory killer), saying why. Ctrl-C or SIGTERM stops the child (which closes its database cleanly) and then
 * the supervisor. A child that exits with `exitCodes.config` (it cannot listen as configured: the port is
 * taken, or the host is refused with the built-in keys) is not restarted: the same start would fail again.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export const exitCodes = {
  /** The server cannot start as configured (EX_CONFIG): restarting would not help. */
  config: 78,
  /** An exception no request owned (EX_SOFTWARE): restarted. */
  software: 70,
  /** Something the server needs is held by another process for now (EX_TEMPFAIL): restarted. */
  tempfail: 75,
} as const;

export interface SupervisorOptions {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** First wait before a restart; doubled after each quick failure up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** A child that ran this long before dying starts again after `backoffMs` (the backoff resets). */
  healthyAfterMs?: number;
  log?: (line: string) => void;
}

export interface Supervisor {
  /** Resolves with the exit code the supervisor should end with, once the child stopped for good. */
  done: Promise<number>;
  /** Stops the child (SIGTERM; SIGKILL if asked again) and supervises no more. */
  stop(): void;
  /** Restarts so far. */
  restarts(): number;
  /** The running child's process id. */
  pid(): number | undefined;
}

export function supervise({
  command,
  args,
  env = process.env,
  backoffMs = 500,
  maxBackoffMs = 30_000,
  healthyAfterMs = 60_000,
  log = (line) => console.error(line),
}: SupervisorOptions): Supervisor {
  let child: ChildProcess | undefined;
  let stopping = false;
  let stopRequests = 0;
  let restarts = 0;
  let wait = backoffMs;
  let pending: NodeJS.Timeout | undefined;
  let finish!: (code: number) => void;
  const done = new Promise<number>((resolve) => (finish = resolve));

  const start = () => {
    const startedAt = Date.now();
    child = spawn(command, args, { env, stdio: 'inherit' });
    child.once('error', (error) => log(`[supervisor] could not start the site server: ${error.message}`));
    child.once('exit', (code, signal) => {
      child = undefined;
      if (stopping) return finish(code ?? 0);
      if (code === exitCodes.config) return finish(code);
      if (Date.now() - startedAt >= healthyAfterMs) wait = backoffMs;
      restarts += 1;
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      log(`[supervisor] the site server ${why}; starting it again in ${wait} ms (restart ${restarts}).`);
      pending = setTimeout(start, wait);
      wait = Math.min(wait * 2, maxBackoffMs);
    });
  };
  start();

  return {
    done,
    restarts: () => restarts,
    pid: () => child?.pid,
    stop() {
      stopping = true;
      stopRequests += 1;
      if (pending) clearTimeout(pending);
      if (!child) return finish(0);
      child.kill(stopRequests > 1 ? 'SIGKILL' : 'SIGTERM');
    },
  };
}

/** Supervises the site server until Ctrl-C or SIGTERM, then exits with its code. */
export async function superviseUntilSignalled(options: SupervisorOptions): Promise<never> {
  const supervisor = supervise(options);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => supervisor.stop());
  process.exit(await supervisor.done);
}
