import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, onReached, reached } from './policies';
import { onePerTask } from './tasks';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it('resumes in a later task, not a microtask: a message posted before it is delivered first', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      order.push('message posted before');
      channel.port1.close();
    };
    channel.port2.postMessage(undefined);
    queueMicrotask(() => order.push('microtask'));
    await nextTask();
    order.push('resumed');
    expect(order).toEqual(['microtask', 'message posted before', 'resumed']);
  });

  it('resumes through a message, never a timer, where the browser has no scheduler.yield', async () => {
    const timer = vi.spyOn(globalThis, 'setTimeout');
    for (let step = 0; step < 12; step++) await nextTask();
    expect(timer).not.toHaveBeenCalled();
    timer.mockRestore();
  });

  it('falls back to a timer where there is no MessageChannel either', async () => {
    vi.stubGlobal('MessageChannel', undefined);
    const timer = vi.spyOn(globalThis, 'setTimeout');
    await nextTask();
    expect(timer).toHaveBeenCalledOnce();
    timer.mockRestore();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});

describe('onePerTask', () => {
  // Its tasks are timers: a timer set after each one runs after it.
  const nextTimer = () => new Promise<void>((resolve) => setTimeout(resolve));

  it('hands one item per task, from the next task on, and stops when told', async () => {
    const handed: number[] = [];
    const stop = onePerTask([1, 2, 3, 4], (item) => handed.push(item));
    expect(handed).toEqual([]);
    await nextTimer();
    expect(handed).toEqual([1]);
    await nextTimer();
    expect(handed).toEqual([1, 2]);
    stop();
    await nextTimer();
    await nextTimer();
    expect(handed).toEqual([1, 2]);
  });
});

describe('policies outside a browser (the prerender job)', () => {
  it('reaches every policy at once: nothing is deferred in Node', async () => {
    for (const policy of ['now', 'idle', 'interaction', 'nearViewport'] as const) {
      const callback = vi.fn();
      onReached(policy, callback);
      expect(callback).toHaveBeenCalledOnce();
      await expect(reached(policy)).resolves.toBeUndefined();
    }
  });
});
