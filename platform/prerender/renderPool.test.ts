import { afterEach, describe, expect, it } from 'vitest';
import { pagesAtOnce, renderInProcess, workerCount, type RenderedPages } from './renderPool';
import type { RenderedPage } from './renderPage';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const page = (sitePath: string): RenderedPage => ({ html: `<h1>${sitePath}</h1>`, entry: { lastModified: '2026-01-01T00:00:00.000Z' } as RenderedPage['entry'] });
const empty = (): RenderedPages => ({ pages: new Map(), entries: {} });

/** A renderer whose renders finish when the test says, counting how many run at once. */
function controlledRenderer() {
  const pending = new Map<string, { finish: () => void; fail: (error: Error) => void }>();
  const state = { running: 0, most: 0, started: [] as string[] };
  const render = (sitePath: string) =>
    new Promise<RenderedPage>((resolve, reject) => {
      state.running += 1;
      state.most = Math.max(state.most, state.running);
      state.started.push(sitePath);
      const done = () => void (state.running -= 1);
      pending.set(sitePath, { finish: () => (done(), resolve(page(sitePath))), fail: (error) => (done(), reject(error)) });
    });
  const settle = async (sitePath: string, error?: Error) => {
    await Promise.resolve();
    const entry = pending.get(sitePath)!;
    pending.delete(sitePath);
    if (error) entry.fail(error);
    else entry.finish();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { render, settle, state };
}

describe('rendering pages in one process', () => {
  it('renders every page, several at once and never more than asked', async () => {
    const { render, settle, state } = controlledRenderer();
    const result = empty();
    const targets = ['/a', '/b', '/c', '/d', '/e'];
    const run = renderInProcess(targets, 3, render, result);
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.started).toEqual(['/a', '/b', '/c']);
    for (const sitePath of ['/b', '/a', '/d', '/c', '/e']) await settle(sitePath);
    await run;
    expect(state.most).toBe(3);
    expect([...result.pages.keys()].sort()).toEqual(targets);
    expect(result.entries['/e']).toEqual(page('/e').entry);
  });

  it('stops taking pages at the first failure and names its page, once the renders under way have finished', async () => {
    const { render, settle, state } = controlledRenderer();
    const run = renderInProcess(['/a', '/b', '/c', '/d'], 2, render, empty());
    const outcome = run.then(
      () => 'rendered',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setImmediate(resolve));
    await settle('/a', new Error('a data read failed'));
    await settle('/b');
    expect(await outcome).toBe('Prerendering /a failed: a data read failed');
    expect(state.started).toEqual(['/a', '/b']);
  });
});

describe('the pool’s settings', () => {
  it('default to several pages at once per process and one worker per core for a large run', () => {
    delete process.env.PRERENDER_CONCURRENCY;
    delete process.env.PRERENDER_WORKERS;
    expect(pagesAtOnce()).toBeGreaterThan(1);
    expect(workerCount(3)).toBe(1);
  });

  it('are read from the environment, and a wrong value is refused by name', () => {
    process.env.PRERENDER_CONCURRENCY = '5';
    process.env.PRERENDER_WORKERS = '3';
    expect(pagesAtOnce()).toBe(5);
    expect(workerCount(100)).toBe(3);
    for (const wrong of ['0', '-1', '1.5', 'many']) {
      process.env.PRERENDER_CONCURRENCY = wrong;
      expect(() => pagesAtOnce()).toThrow(`PRERENDER_CONCURRENCY must be a whole number of at least 1, not "${wrong}".`);
    }
  });
});
