/**
 * Clicks that arrive before the code that answers them: held, then replayed once it has hydrated, so a
 * visitor's click on a dialog trigger or a menu button is never lost. Links are not held: without script
 * they navigate to a prerendered page by themselves.
 */

import { heldClickTargets, pageHeldClicksKey } from './heldClickKeys';
import { whenIdle } from './policies';

export { heldClickTargets, pageHeldClicksKey };

type WithHeldClicks = { [pageHeldClicksKey]?: Element[] | { done: true } };

/**
 * Replays held clicks, and tells which control is being replayed while it is: one per hydration run
 * (hydrationRun.ts), so two runs (two tabs' worth of tests, two renders) never see each other's replay.
 */
export interface ClickReplay {
  /** Replays each held click whose element is still on the page, in order. */
  replay(held: Element[]): void;
  /**
   * A replayed click can make React hydrate the part of the page it lands in at once, and so create a block that
   * waits for its policy while the click is dispatched: React then drops the click. The block claims it instead
   * (`holdClicks`'s `claimed`), counts it as the interaction, and replays it once hydrated.
   */
  within(container: Element): Element | undefined;
}

export function createClickReplay(): ClickReplay {
  let replaying: Element | undefined;
  return {
    replay(held) {
      for (const element of held) {
        if (!element.isConnected || !(element instanceof HTMLElement)) continue;
        replaying = element;
        try {
          element.click();
        } finally {
          replaying = undefined;
        }
      }
    },
    within: (container) => (replaying && container.contains(replaying) ? replaying : undefined),
  };
}

/**
 * A mouse resting over the container as it becomes interactive is announced again (a `pointermove` where it
 * rests): hover behaviour, such as a menu that opens after a delay, then starts without the visitor having to
 * move again. (The pointer coming over the block is what hydrated it; its own components missed that.)
 */
export function replayHover(container: Element) {
  if (typeof PointerEvent !== 'function') return;
  const hovered = Array.from(container.querySelectorAll(':hover')).at(-1);
  hovered?.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, cancelable: true, pointerType: 'mouse', isPrimary: true }));
}

/**
 * Holds clicks on controls inside `container` while `isReady()` is false; `release()` stops holding and
 * replays them, then the pointer's hover (call it once the container's components are hydrated). It listens on
 * the document, ahead of React, which drops a click aimed at a block it cannot hydrate at once.
 */
export function holdClicks(container: Element, isReady: () => boolean, replay: ClickReplay, claimed?: Element): { release(): void } {
  const held: Element[] = claimed ? [claimed] : [];
  const hold = (event: Event) => {
    if (isReady()) return;
    const control = event.target instanceof Element ? event.target.closest(heldClickTargets) : null;
    if (!control || !container.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  document.addEventListener('click', hold, { capture: true });
  return {
    release() {
      document.removeEventListener('click', hold, { capture: true });
      replay.replay(held.splice(0));
      replayHover(container);
    },
  };
}

/**
 * The page's root is hydrated: at the next idle moment — once React has hydrated the parts it went on with
 * after the root (an area's page), which would drop a click aimed at them before — the loader stops holding
 * clicks, and the ones it held are replayed.
 */
export function releasePageHeldClicks(replay: ClickReplay) {
  whenIdle(() => {
    const page = window as unknown as WithHeldClicks;
    const held = page[pageHeldClicksKey];
    page[pageHeldClicksKey] = { done: true };
    if (Array.isArray(held)) replay.replay(held);
  });
}
