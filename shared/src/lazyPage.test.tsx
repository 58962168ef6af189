import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadElement } from 'shared/lazyPage';

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
});
