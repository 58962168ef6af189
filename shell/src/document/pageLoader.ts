/**
 * The prerendered page's loader, inlined at the end of its body (compiled on its own at build time:
 * platform/build/targets/pageLoader.ts; the Content-Security-Policy allows it by its hash).
 *
 * It starts the shell's script once the page has loaded and its first contentful paint has happened: the
 * prerendered page is complete without it, and a script fetched with the page competes with the stylesheets and
 * the first paint (on a throttled phone it delayed the largest paint by about a second). Then, one per task, it
 * starts the shell's start files (`data-start`: React, the router, `shared`, the start chunk) and preloads the page's
 * area scripts (`data-preload`, at low priority), so they arrive while main.js loads and runs rather than one round
 * trip after another; from the head, even at low priority, they delayed the home page's largest paint by about
 * 150 ms (Lighthouse, slow 4G). The start files are run, not only preloaded: each registers its modules as it
 * arrives, in a task of its own, and the shell's runtime finds them there instead of inserting their scripts itself
 * (a dozen insertions in the task that asks for the start: 11–16 ms on a quiet machine, a long task at Lighthouse's
 * 4×). The area's are preloaded: the federation runtime loads a remote's entry itself. Without PerformanceObserver,
 * a frame after the load stands in for the paint. Clicks on controls before the page is hydrated are held for the
 * shell to replay.
 */
import { heldClickTargets, pageHeldClicksKey } from 'shared/loading/heldClickKeys';
import { afterFirstPaint, onePerTask } from 'shared/loading/tasks';

type HeldClicks = Element[] | { done: true };

export function startPageLoader(me: HTMLScriptElement) {
  const src = me.getAttribute('data-src') ?? '';
  const files = (name: string) => (me.getAttribute(name) ?? '').split(' ').filter(Boolean);

  const run = (href: string) => {
    const script = document.createElement('script');
    script.src = href;
    document.head.appendChild(script);
    return script;
  };
  // A start file the shell's runtime has asked for already (it finds the loader's by its address, not the reverse).
  const runOnce = (href: string) => {
    const url = new URL(href, document.baseURI).href;
    if (![...document.scripts].some((script) => script.src === url)) run(href);
  };
  const preload = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.appendChild(link);
  };

  function start() {
    const script = run(src);
    // One file of each list per task (each starts a request). The area's preloads stop once main.js has run: its
    // runtime asks for them itself then, and a preload after that would go unused.
    onePerTask(files('data-start'), runOnce);
    script.onload = onePerTask(files('data-preload'), preload);
  }

  // Until the shell has hydrated the page (shared/src/loading/heldClicks.ts), a click on a control is held for it.
  const page = window as unknown as Record<string, HeldClicks | undefined>;
  const held: Element[] = [];
  page[pageHeldClicksKey] = held;
  document.addEventListener(
    'click',
    (event) => {
      if (page[pageHeldClicksKey] !== held) return;
      const target = (event.target as Element | null)?.closest?.(heldClickTargets);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      if (!held.includes(target)) held.push(target);
    },
    true,
  );

  afterFirstPaint(start);
}
