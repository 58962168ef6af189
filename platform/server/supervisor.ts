/**
 * Keeps the site server running: `npm start` and `npm run serve` run it as a child process and start it
 * again, with backoff, whenever it dies (a crash, an uncaught exception outside any request, the out-of-
 * memory killer), saying why. Ctrl-C or SIGTERM stops the child (which closes its database cleanly) and then
 * the supervisor; so does the end of a process that started the supervisor linked to it (platform/cli's
 * `spawnLinked`), and the child stops by itself if the supervisor is killed outright. A child that exits with
 * `exitCodes.config` (it cannot listen as configured: the port is taken, or the host is refused with the
 * built-in keys) is not restarted: the same start would fail again.
 *
 * A child that runs but stays unhealthy is restarted too (`health`): its `/health` (siteHealth.ts) has not
 * answered 200 for `unhealthyAfterMs`. The server mends what it can itself — a backend that failed to start
 * is tried again with backoff (up to 30 s apart, siteBackend.ts), leads are journaled meanwhile — so the
 * supervisor steps in only after several of those attempts had their chance (default 3 min, which also spans
 * a first start's release of every app): for what a process cannot mend in itself (an event loop that
 * answers nothing, a database worker or WebAssembly state that keeps failing, a leak). The bound doubles after
 * each such restart (up to 30 min) until the child is healthy again, so a data directory that stays unusable
 * costs a restart now and then, not a loop of them; leads posted during a restart's second are refused at the
 * connection, which the form shows the visitor (never acknowledged and lost).
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { envNumber, envPort, InvalidEnvNumber } from 'infra/envNumber';
import { root } from '../root';
import { onStopRequest, spawnLinked } from 'infra/stopRequests';

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
  /** Restart a child whose health URL has not answered 200 for `unhealthyAfterMs` (see above). */
  health?: HealthWatch;
  log?: (line: string) => void;
}

export interface HealthWatch {
  url: string;
  /** Between two checks (default 5 s); a check still waiting for its answer skips the next. */
  intervalMs?: number;
  /** How long a check waits for its answer (default: the interval). */
  answerWithinMs?: number;
  /** Default 3 min (SUPERVISOR_UNHEALTHY_MS); doubled after each restart for it, up to 30 min. */
  unhealthyAfterMs?: number;
  /** After SIGTERM, SIGKILL when the child has not exited within this (default 10 s). */
  stopGraceMs?: number;
}

/** The site server's `/health` as `npm start` configures it (PORT, HOST). */
export function siteHealthUrl(env: NodeJS.ProcessEnv = process.env): string {
  const host = env.HOST || '127.0.0.1';
  const reach = ['0.0.0.0', 'localhost', '127.0.0.1'].includes(host) ? '127.0.0.1' : host === '::' || host === '::1' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  return `http://${reach}:${envPort('PORT', env) ?? 8080}/health`;
}

/** `health` for `npm start` and `npm run serve`. */
export function siteHealthWatch(env: NodeJS.ProcessEnv = process.env): HealthWatch {
  return { url: siteHealthUrl(env), unhealthyAfterMs: envNumber('SUPERVISOR_UNHEALTHY_MS', {}, env) };
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
  health,
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

  const baseUnhealthyMs = health?.unhealthyAfterMs ?? 180_000;
  let unhealthyAfterMs = baseUnhealthyMs;
  let watch: NodeJS.Timeout | undefined;
  let stoppedUnhealthy = false;

  /** Checks the child's health every interval; stops it (to be started again) once unhealthy for too long. */
  const watchHealth = (watched: ChildProcess, { url, intervalMs = 5000, answerWithinMs = intervalMs, stopGraceMs = 10_000 }: HealthWatch) => {
    let lastHealthy = Date.now();
    let checking = false;
    let last = 'no answer yet';
    watch = setInterval(async () => {
      if (checking || child !== watched || stopping || stoppedUnhealthy) return;
      checking = true;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(answerWithinMs) });
        const body = (await response.text()).slice(0, 300);
        if (response.status === 200) {
          lastHealthy = Date.now();
          unhealthyAfterMs = baseUnhealthyMs;
        } else last = `${response.status} ${body}`;
      } catch (error) {
        last = `no answer (${error instanceof Error ? error.message : String(error)})`;
      } finally {
        checking = false;
      }
      if (child !== watched || stopping || Date.now() - lastHealthy < unhealthyAfterMs) return;
      log(`[supervisor] the site server has not been healthy for ${Math.round((Date.now() - lastHealthy) / 1000)} s (${url}: ${last}); stopping it to start it again.`);
      stoppedUnhealthy = true;
      unhealthyAfterMs = Math.min(unhealthyAfterMs * 2, 30 * 60_000);
      watched.kill('SIGTERM');
      setTimeout(() => watched.exitCode === null && watched.signalCode === null && watched.kill('SIGKILL'), stopGraceMs).unref();
    }, intervalMs);
  };

  const start = () => {
    const startedAt = Date.now();
    child = spawnLinked(command, args, { env, output: 'inherit' });
    child.once('error', (error) => log(`[supervisor] could not start the site server: ${error.message}`));
    if (health) watchHealth(child, health);
    child.once('exit', (code, signal) => {
      child = undefined;
      clearInterval(watch);
      const unhealthy = stoppedUnhealthy;
      stoppedUnhealthy = false;
      if (stopping) return finish(code ?? 0);
      if (code === exitCodes.config && !unhealthy) return finish(code);
      if (Date.now() - startedAt >= healthyAfterMs) wait = backoffMs;
      restarts += 1;
      const why = unhealthy ? 'was stopped as unhealthy' : signal ? `was killed by ${signal}` : `exited with code ${code}`;
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
      clearInterval(watch);
      if (pending) clearTimeout(pending);
      if (!child) return finish(0);
      child.kill(stopRequests > 1 ? 'SIGKILL' : 'SIGTERM');
    },
  };
}

/**
 * `npm start` and `npm run serve`: what starts the site server process (site.ts), supervised until Ctrl-C or
 * SIGTERM. A PORT or SUPERVISOR_UNHEALTHY_MS that is not a number is refused here, naming it, before anything is
 * built or started.
 */
export function siteSupervision(nodeArgs: readonly string[]): () => Promise<never> {
  let health: HealthWatch;
  try {
    health = siteHealthWatch();
  } catch (error) {
    if (!(error instanceof InvalidEnvNumber)) throw error;
    console.error(`[server] Refusing to start: ${error.message}`);
    process.exit(exitCodes.config);
  }
  return () => superviseUntilStopped({ command: process.execPath, args: [...nodeArgs, path.join(root, 'platform', 'server', 'site.ts')], health });
}

/**
 * Supervises the site server until Ctrl-C, SIGTERM or the end of the process that started this one, then exits
 * with its code. A second request kills the server.
 */
export async function superviseUntilStopped(options: SupervisorOptions): Promise<never> {
  const supervisor = supervise(options);
  onStopRequest(() => supervisor.stop());
  process.exit(await supervisor.done);
}
