/**
 * When a command that runs until it is told to stop (a server, a supervisor) stops: on Ctrl-C (SIGINT), on
 * SIGTERM, and when the process that started it is gone. A process that starts such a command as its child
 * gives it an IPC channel (`spawnLinked`). The channel closes however the starter ends, SIGKILL included,
 * which gives it no chance to stop its children. The child then stops as on SIGTERM, so a server never
 * outlives the command that started it, holding its port and data directory for no one.
 */
import { spawn, type ChildProcess, type ChildProcessByStdio, type SpawnOptions } from 'node:child_process';
import type { Readable } from 'node:stream';

/** Calls `handler` on each request to stop: each signal, and once when the starting process is gone. */
export function onStopRequest(handler: () => void): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, handler);
  // Started without a channel (from a terminal, by npm): only the signals ask.
  if (!process.send) return;
  const starterGone = () => {
    // Output piped to the starter has no reader any more: what the stop prints is lost, not an EPIPE crash.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
    handler();
  };
  // The starter may be gone before this is called (while the server started).
  if (process.connected) process.once('disconnect', starterGone);
  else queueMicrotask(starterGone);
}

/**
 * The first request to stop calls `stop` once (a process group gets each signal once per process), then exits
 * 0, or 1 when stopping failed.
 */
export function stopOnRequest(stop: () => Promise<void>): void {
  let stopping: Promise<void> | undefined;
  onStopRequest(() => {
    stopping ??= stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : String(error));
        process.exit(1);
      },
    );
  });
}

type LinkedOptions = Omit<SpawnOptions, 'stdio'>;

/**
 * Starts `command` to run until it is stopped, linked to this process: it stops when this one ends, however
 * this one ends (its side is `onStopRequest`). Its output is piped to this process, or shared with it.
 */
export function spawnLinked(command: string, args: readonly string[], options: LinkedOptions & { output: 'pipe' }): ChildProcessByStdio<null, Readable, Readable>;
export function spawnLinked(command: string, args: readonly string[], options: LinkedOptions & { output: 'inherit' }): ChildProcess;
export function spawnLinked(command: string, args: readonly string[], { output, ...options }: LinkedOptions & { output: 'pipe' | 'inherit' }): ChildProcess {
  return spawn(command, args, { ...options, stdio: output === 'pipe' ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['inherit', 'inherit', 'inherit', 'ipc'] });
}
