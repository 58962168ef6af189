import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, onReached, reached } from './policies';
import { onePerTask } from './tasks';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it('resumes in a later task, not a microtask: a timer set before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer set before'));
    queueMicrotask(() => order.push('microtask'));
    await nextTask();
    order.push('resumed');
    expect(order).toEqual(['microtask', 'timer set before', 'resumed']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});

describe('onePerTask', () => {
  it('hands one item per task, from the next task on, and stops when told', async () => {
    const handed: number[] = [];
    const stop = onePerTask([1, 2, 3, 4], (item) => handed.push(item));
    expect(handed).toEqual([]);
    await nextTask();
    expect(handed).toEqual([1]);
    await nextTask();
    expect(handed).toEqual([1, 2]);
    stop();
    await nextTask();
    await nextTask();
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
