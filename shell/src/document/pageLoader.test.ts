// @vitest-environment jsdom
/**
 * The page's inline loader (pageLoader.ts) run in a DOM: what it inserts, in which task, and the clicks it holds.
 * The browser's side (the first paint before any of it, the CSP hash of the compiled file) is the e2e suite's
 * (prerender.spec.ts, security-policy.spec.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageHeldClicksKey } from 'shared/loading/heldClickKeys';
import { startPageLoader } from './pageLoader';

const startFiles = ['/react.1.js', '/router.2.js', '/start.3.js'];
const preloads = ['/releases/legal/1/remoteEntry.js', '/releases/legal/1/routes.js'];

/** Runs the loader as the page would, from its own script element. */
function runLoader({ start = startFiles, preload = preloads }: { start?: string[]; preload?: string[] } = {}) {
  const script = document.createElement('script');
  script.setAttribute('data-src', '/main.js');
  script.setAttribute('data-start', start.join(' '));
  script.setAttribute('data-preload', preload.join(' '));
  document.body.append(script);
  startPageLoader(script);
}

const shellScript = () => document.head.querySelector<HTMLScriptElement>('script[src="/main.js"]');
/** The start files run so far. */
const run = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src')).filter((src) => src !== '/main.js');
type PreloadLink = HTMLLinkElement & { as?: string; fetchPriority?: string };
/** The scripts preloaded so far (read as properties, as the loader sets them: jsdom reflects only some). */
const preloaded = () =>
  [...document.head.querySelectorAll<PreloadLink>('link[rel="preload"]')].filter((link) => link.as === 'script').map((link) => link.getAttribute('href'));

describe("the page's loader", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The first contentful paint, as a browser reports it to the loader's observer.
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(private readonly report: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) {}
        observe() {
          queueMicrotask(() => this.report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }));
        }
      },
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it("starts the shell's script after the paint, then runs one start file and preloads one area script per task, in the page's order", async () => {
    runLoader();
    await vi.advanceTimersToNextTimerAsync();
    expect(shellScript()).not.toBeNull();
    // The script's own task inserts nothing else: a dozen insertions in one task was a long task.
    expect(run()).toEqual([]);
    expect(preloaded()).toEqual([]);
    for (let count = 1; count <= startFiles.length; count++) {
      await vi.advanceTimersToNextTimerAsync();
      expect(run()).toEqual(startFiles.slice(0, count));
      expect(preloaded()).toEqual(preloads.slice(0, Math.min(count, preloads.length)));
    }
    expect(vi.getTimerCount()).toBe(0);
    // At low priority: they must not compete with what the visitor sees.
    for (const link of document.head.querySelectorAll<PreloadLink>('link[rel="preload"]')) expect(link.fetchPriority).toBe('low');
  });

  it('once the shell has run, preloads nothing more (its runtime asks for the area itself) but still runs the start files', async () => {
    runLoader();
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    expect(preloaded()).toEqual(preloads.slice(0, 1));
    shellScript()!.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(preloaded()).toEqual(preloads.slice(0, 1));
    expect(run()).toEqual(startFiles);
  });

  it('does not run a start file the shell has asked for already', async () => {
    runLoader();
    await vi.advanceTimersToNextTimerAsync();
    // The runtime inserts the router's script itself (its chunk was needed before the loader's turn came).
    const runtimes = document.createElement('script');
    runtimes.src = '/router.2.js';
    document.head.appendChild(runtimes);
    await vi.runAllTimersAsync();
    expect(run().filter((src) => src === '/router.2.js')).toHaveLength(1);
    expect(run()).toEqual(expect.arrayContaining(startFiles));
  });

  it('starts the script alone when the page has nothing else to load', async () => {
    runLoader({ start: [], preload: [] });
    await vi.runAllTimersAsync();
    expect(shellScript()).not.toBeNull();
    expect(run()).toEqual([]);
    expect(preloaded()).toEqual([]);
  });

  it('holds clicks on controls until the shell takes them, and lets other clicks through', () => {
    runLoader();
    const button = document.body.appendChild(document.createElement('button'));
    const link = document.body.appendChild(document.createElement('a'));
    const clicked = { button: false, link: false };
    button.addEventListener('click', () => (clicked.button = true));
    link.addEventListener('click', () => (clicked.link = true));
    button.click();
    button.click();
    link.click();
    expect(clicked).toEqual({ button: false, link: true });
    const page = window as unknown as Record<string, unknown>;
    expect(page[pageHeldClicksKey]).toEqual([button]);
    // The shell took them (shared/loading/heldClicks.ts): the loader holds nothing more.
    page[pageHeldClicksKey] = { done: true };
    button.click();
    expect(clicked.button).toBe(true);
  });
});
