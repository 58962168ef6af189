// @vitest-environment happy-dom
import { Suspense } from 'react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadElement } from './lazyPage';

const html = async (element: React.ReactElement) => new Response((await prerender(element)).prelude).text();

describe('lazyPage', () => {
  it('renders at once, without suspending, once preloaded', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { default: ({ name }: { name: string }) => <h1>Hello {name}</h1> };
    });
    await preloadElement(<Page name="guest" />);
    // renderToString cannot wait: a suspending page would print the fallback.
    expect(renderToString(<Suspense fallback={<p>loading</p>}><Page name="guest" /></Suspense>)).toContain('Hello <!-- -->guest');
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('suspends until loaded when not preloaded', async () => {
    const Page = lazyPage(async () => ({ default: () => <h1>Loaded</h1> }));
    expect(renderToString(<Suspense fallback={<p>loading</p>}><Page /></Suspense>)).toContain('loading');
    expect(await html(<Suspense fallback={<p>loading</p>}><Page /></Suspense>)).toContain('Loaded');
  });

  it('forgets a failed load, so a retry loads again', async () => {
    let attempt = 0;
    const Page = lazyPage(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('network down');
      return { default: () => <h1>Second try</h1> };
    });
    await expect(Page.preload()).rejects.toThrow('network down');
    await Page.preload();
    expect(renderToString(<Page />)).toContain('Second try');
  });

  it('ignores elements that are not lazy pages', async () => {
    await expect(preloadElement(<div />)).resolves.toBeUndefined();
    await expect(preloadElement(undefined)).resolves.toBeUndefined();
  });

  it('suspends and resumes in the browser without a React warning (use() called on every render)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The page's code arrives while React is still rendering the navigation (a transition), so React replays
    // the suspended page at once: it must call use() again then.
    const Page = lazyPage(() => new Promise<{ default: () => React.ReactElement }>((resolve) => setTimeout(() => resolve({ default: () => <h1>Arrived</h1> }))));
    const container = document.createElement('div');
    const root = createRoot(container);
    startTransition(() => root.render(<Suspense fallback={<p>loading</p>}><Page /></Suspense>));
    await vi.waitFor(() => expect(container.textContent).toBe('Arrived'));
    root.unmount();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
