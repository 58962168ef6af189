/**
 * The prerendered page's loader, inlined at the end of its body (compiled on its own at build time:
 * platform/build/targets/pageLoader.ts; the Content-Security-Policy allows it by its hash).
 *
 * It starts the shell's script once the page has loaded and its first contentful paint has happened: the
 * prerendered page is complete without it, and a script fetched with the page competes with the stylesheets and
 * the first paint (on a throttled phone it delayed the largest paint by about a second). Then it preloads the
 * shell's start files and the page's area scripts (`data-preload`, at low priority), so they arrive while main.js
 * loads and runs rather than one round trip after another; from the head, even at low priority, they delayed the
 * home page's largest paint by about 150 ms (Lighthouse, slow 4G). Without PerformanceObserver, a frame after the
 * load stands in for the paint. Clicks on controls before the page is hydrated are held for the shell to replay.
 */
import { heldClickTargets, pageHeldClicksKey } from 'shared/loading/heldClickKeys';
import { afterFirstPaint, onePerTask } from 'shared/loading/tasks';

type HeldClicks = Element[] | { done: true };

export function startPageLoader(me: HTMLScriptElement) {
  const src = me.getAttribute('data-src') ?? '';
  const preloads = (me.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);

  const preload = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.appendChild(link);
  };

  function start() {
    const script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
    // One preload per task (each starts a request); once main.js has run, its runtime asks for the rest itself,
    // and a preload after that would go unused.
    const stopPreloading = onePerTask(preloads, preload);
    script.onload = stopPreloading;
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
