import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldBetweenSteps } from './yieldPlugin';

afterEach(() => vi.unstubAllGlobals());

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
