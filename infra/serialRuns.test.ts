import { describe, expect, it } from 'vitest';
import { serialRuns } from './serialRuns';

/** A task whose runs are finished by hand, in order. */
function manualTask() {
  const pending: { finish: (value: number) => void; fail: (error: Error) => void }[] = [];
  let started = 0;
  const task = () =>
    new Promise<number>((resolve, reject) => {
      started += 1;
      pending.push({ finish: resolve, fail: reject });
    });
  return { task, started: () => started, finishNext: (value: number) => pending.shift()!.finish(value), failNext: (error: Error) => pending.shift()!.fail(error) };
}

describe('serialRuns', () => {
  it('runs at once when idle, and one more run after the current one for every call made meanwhile', async () => {
    const { task, started, finishNext } = manualTask();
    const run = serialRuns(task);
    const first = run();
    const second = run();
    const third = run();
    expect(started()).toBe(1);
    expect(second).toBe(third);
    finishNext(1);
    expect(await first).toBe(1);
    await expect.poll(started).toBe(2);
    finishNext(2);
    expect(await second).toBe(2);
    expect(started()).toBe(2);
  });

  it('queues the next run after a failed one, and starts afresh once idle', async () => {
    const { task, started, finishNext, failNext } = manualTask();
    const run = serialRuns(task);
    const first = run();
    const second = run();
    failNext(new Error('render failed'));
    await expect(first).rejects.toThrow('render failed');
    await expect.poll(started).toBe(2);
    finishNext(2);
    expect(await second).toBe(2);
    const third = run();
    expect(started()).toBe(3);
    finishNext(3);
    expect(await third).toBe(3);
  });
});
