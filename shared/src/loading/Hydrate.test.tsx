// @vitest-environment happy-dom
import { act, createContext, use, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hydrate, type HydrationPolicy } from './Hydrate';
import { createHydrationRun, HydrationContext, type HydrationRun } from './hydrationRun';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let blocksHydrated = 0;
function Block({ onOpen }: { onOpen: () => void }) {
  useEffect(() => void (blocksHydrated += 1), []);
  return (
    <button type="button" onClick={onOpen}>
      Open
    </button>
  );
}

const Page = ({ when, onOpen, note = 'Every plan includes onboarding.' }: { when: HydrationPolicy; onOpen: () => void; note?: string }) => (
  <main>
    <h1>Plans</h1>
    <Hydrate when={when}>
      <p>{note}</p>
      <Block onOpen={onOpen} />
    </Hydrate>
  </main>
);

/** The element under a tab's hydration run (the shell provides its runtime's). */
const inRun = (run: HydrationRun, element: ReactNode) => <HydrationContext value={run}>{element}</HydrationContext>;

/** The page as the prerender job writes it, then hydrated in the browser. */
async function hydrated(when: HydrationPolicy, onOpen = vi.fn(), run = createHydrationRun()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page when={when} onOpen={onOpen} />);
  document.body.append(container);
  const button = container.querySelector('button')!;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => void (root = hydrateRoot(container, inRun(run, <Page when={when} onOpen={onOpen} />))));
  return { container, button, onOpen, errors, root, run };
}

afterEach(() => {
  blocksHydrated = 0;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('Hydrate on a prerendered page', () => {
  it('never: keeps the server’s markup as it is, without hydrating it and without a mismatch', async () => {
    const { container, button, onOpen, errors } = await hydrated('never');
    expect(container.querySelector('button')).toBe(button);
    expect(container.textContent).toContain('Every plan includes onboarding.');
    button.click();
    expect(onOpen).not.toHaveBeenCalled();
    expect(blocksHydrated).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('interaction: nothing runs before it; the click that starts it is held and replayed once, after hydration', async () => {
    const { container, button, onOpen, errors } = await hydrated('interaction');
    expect(container.querySelector('button')).toBe(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(blocksHydrated).toBe(0);
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    // React hydrates the block in a task of its own once the policy is reached.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(blocksHydrated).toBe(1);
    button.click();
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(errors).not.toHaveBeenCalled();
  });

  it('interaction: a click with no input before it (assistive technology) hydrates the block and is replayed', async () => {
    const { button, onOpen, errors } = await hydrated('interaction');
    await act(async () => button.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(errors).not.toHaveBeenCalled();
  });

  it('load: once the policy is reached, what the block needs is loaded first, then the block is hydrated (also when loading fails)', async () => {
    for (const outcome of ['loaded', 'failed'] as const) {
      let finish!: () => void;
      const load = vi.fn(
        () => new Promise<void>((resolve, reject) => (finish = () => (outcome === 'loaded' ? resolve() : reject(new Error('offline'))))),
      );
      const html = renderToString(<Hydrate when="interaction"><Block onOpen={() => undefined} /></Hydrate>);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await act(async () => void hydrateRoot(container, inRun(createHydrationRun(), <Hydrate when="interaction" load={load}><Block onOpen={() => undefined} /></Hydrate>)));
      expect(load).not.toHaveBeenCalled();
      await act(async () => void container.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true })));
      expect(load).toHaveBeenCalledOnce();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(blocksHydrated).toBe(0);
      await act(async () => finish());
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(blocksHydrated, outcome).toBe(1);
      expect(errors).not.toHaveBeenCalled();
      blocksHydrated = 0;
      container.remove();
    }
  });

  it('now: hydrated with the page', async () => {
    const { button, onOpen, errors } = await hydrated('now');
    button.click();
    expect(onOpen).toHaveBeenCalledOnce();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('Hydrate on a page rendered in the browser (a visitor navigated to it)', () => {
  it('renders and answers at once, whatever its policy', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onOpen = vi.fn();
    await act(async () => createRoot(container).render(inRun(createHydrationRun(), <Page when="never" onOpen={onOpen} />)));
    container.querySelector('button')!.click();
    expect(onOpen).toHaveBeenCalledOnce();
  });
});

describe('Hydrate after the visitor moves to another page', () => {
  it('a static block renders the new page’s content, and answers', async () => {
    const { container, onOpen, root, errors, run } = await hydrated('never');
    run.pageChanged();
    await act(async () => root.render(inRun(run, <Page when="never" onOpen={onOpen} note="Another page." />)));
    expect(container.textContent).toContain('Another page.');
    container.querySelector('button')!.click();
    expect(onOpen).toHaveBeenCalledOnce();
    expect(errors).not.toHaveBeenCalled();
  });

  it('a block still waiting for its policy is hydrated, keeping its markup', async () => {
    const { container, button, errors, run } = await hydrated('interaction');
    expect(blocksHydrated).toBe(0);
    await act(async () => run.pageChanged());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(blocksHydrated).toBe(1);
    expect(container.querySelector('button')).toBe(button);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('a context update above a block still waiting for its policy', () => {
  // As the router's state above the page's blocks (shell/src/App.tsx).
  const Position = createContext(0);
  let restore!: (position: number) => void;

  function Restored() {
    return <output>{use(Position)}</output>;
  }
  // The value changes; the elements under it do not (as a router's provider above the page's layout).
  function PositionProvider({ children }: { children: ReactNode }) {
    const [position, setPosition] = useState(0);
    restore = setPosition;
    return <Position value={position}>{children}</Position>;
  }
  const Frame = ({ onOpen }: { onOpen: () => void }) => (
    <PositionProvider>
      <Restored />
      <Hydrate when="interaction">
        <Restored />
        <Block onOpen={onOpen} />
      </Hydrate>
    </PositionProvider>
  );

  it('commits without waiting for the block; the block sees the new value once hydrated', async () => {
    const container = document.createElement('div');
    const onOpen = vi.fn();
    container.innerHTML = renderToString(<Frame onOpen={onOpen} />);
    document.body.append(container);
    const button = container.querySelector('button')!;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => void hydrateRoot(container, inRun(createHydrationRun({ heldContexts: [Position] }), <Frame onOpen={onOpen} />)));
    await act(async () => restore(4643));
    const [outside, inside] = container.querySelectorAll('output');
    expect(outside.textContent).toBe('4643');
    // Still the server's markup, not hydrated.
    expect(inside.textContent).toBe('0');
    expect(blocksHydrated).toBe(0);
    expect(container.querySelector('button')).toBe(button);

    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(blocksHydrated).toBe(1);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(container.querySelectorAll('output')[1].textContent).toBe('4643');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('hydration runs', () => {
  it('are apart: a page change in one tab’s run hydrates its own waiting blocks, not another’s', async () => {
    const first = await hydrated('interaction');
    const other = createHydrationRun();
    await act(async () => other.pageChanged());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(blocksHydrated).toBe(0);
    expect(first.run.withinWaitingBlock(first.button)).toBe(true);
    expect(other.withinWaitingBlock(first.button)).toBe(false);
    expect([first.run.page(), other.page()]).toEqual([0, 1]);
    await act(async () => first.run.pageChanged());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(blocksHydrated).toBe(1);
    expect(first.run.withinWaitingBlock(first.button)).toBe(false);
  });

  it('without one (a block rendered alone), a prerendered block is hydrated at once', async () => {
    const container = document.createElement('div');
    const onOpen = vi.fn();
    container.innerHTML = renderToString(<Page when="interaction" onOpen={onOpen} />);
    document.body.append(container);
    await act(async () => void hydrateRoot(container, <Page when="interaction" onOpen={onOpen} />));
    container.querySelector('button')!.click();
    expect(onOpen).toHaveBeenCalledOnce();
    expect(blocksHydrated).toBe(1);
  });
});
