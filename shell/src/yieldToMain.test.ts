import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldBetweenSteps } from './remotes/yieldPlugin';
import { yieldToMain } from './yieldToMain';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain', () => {
  it('resumes in a later task, not a microtask: a timer set before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer set before'));
    queueMicrotask(() => order.push('microtask'));
    await yieldToMain();
    order.push('resumed');
    expect(order).toEqual(['microtask', 'timer set before', 'resumed']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});

describe('yieldBetweenSteps', () => {
  it('hands the shared-module lookup its arguments back unchanged, after a yield', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    const plugin = yieldBetweenSteps() as unknown as Record<string, (args?: unknown) => Promise<unknown>>;
    const args = { pkgName: 'react', shareInfo: {} };
    await expect(plugin.beforeLoadShare(args)).resolves.toBe(args);
    for (const hook of ['afterLoadEntry', 'afterInitRemote', 'beforeExecuteFactory']) await plugin[hook]();
    expect(schedulerYield).toHaveBeenCalledTimes(4);
  });
});
