/**
 * A process that keeps one core busy, for the bench's run on a busy machine (a visitor's mid-range phone is one:
 * other work shares its cores with the page). `startBusyCore()` starts it and resolves once it spins; `stop()` ends
 * it and resolves once it has exited. It ends by itself when the bench does, however the bench ends (a killed
 * bench included): it spins in slices of `sliceMs` and, between two, sees its IPC channel to the bench closed.
 */
import { spawn } from 'node:child_process';

/** The spin between two looks at the channel: short enough to end within a moment of the bench. */
export const sliceMs = 50;

/** The busy process's program (run with `node --input-type=module`, its source on the command line). */
export const busyProgram = `
const sliceMs = ${sliceMs};
process.on('disconnect', () => process.exit(0));
process.send('spinning');
const spin = () => {
  const until = Date.now() + sliceMs;
  while (Date.now() < until);
  setImmediate(spin);
};
spin();
`;

export interface BusyCore {
  pid: number;
  /** Ends the process; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts the busy process; resolves once it spins (rejects if it exits first). */
export function startBusyCore(): Promise<BusyCore> {
  const child = spawn(process.execPath, ['--input-type=module', '--eval', busyProgram], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<BusyCore>((resolve, reject) => {
    child.once('message', () =>
      resolve({
        pid: child.pid!,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      }),
    );
    child.once('error', reject);
    void exited.then(() => reject(new Error(`The busy process exited before it spun (code ${child.exitCode}, signal ${child.signalCode}).`)));
  });
}

/** Runs `measure` beside a busy core, which is started for it and stopped after it, whatever it does. */
export async function besideBusyCore<T>(measure: () => Promise<T>, start = startBusyCore): Promise<T> {
  const busy = await start();
  try {
    return await measure();
  } finally {
    await busy.stop();
  }
}
