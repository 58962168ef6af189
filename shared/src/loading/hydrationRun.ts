/**
 * One hydration of a prerendered page and the navigations after it, in one tab: the plans of the blocks still
 * waiting for their policy, the page the tab shows (counted from the prerendered one) and the clicks it replays.
 * Created once per tab (or per render on the server, where every block renders at once) and reached through
 * `HydrationContext`: nothing here outlives its tab or is shared between two renders.
 */
import { createContext, type Context } from 'react';
import { createClickReplay, holdClicks, type ClickReplay } from './heldClicks';
import { onReached, type LoadPolicy } from './policies';
import { settled, trackSettlement } from './settled';

/**
 * When a prerendered block is hydrated: `never` (static copy, cards, legal text, figures: the server's markup
 * stays as it is and costs no main-thread time), or once a loading policy is reached (`interaction` for a
 * control, `nearViewport` for a widget below the fold, `idle`, `now`).
 */
export type HydrationPolicy = LoadPolicy | 'never';

/** The wrapper's attribute: its value (React's id for the block) finds the server's markup again. */
export const marker = 'data-hydrate';

export type Plan =
  | { kind: 'render'; ready: Promise<void> }
  | { kind: 'static'; html: string; page: number }
  | { kind: 'deferred'; element: Element; ready: Promise<void>; hydrated(): void };

/** The plan of a block rendered at once (the server, a page the visitor navigated to). */
export const rendered: Plan = { kind: 'render', ready: settled(undefined) };

export interface HydrationRun {
  /** The page the tab shows, counted from the prerendered one (0). */
  page(): number;
  /** The shell calls this when the tab moves to another page (a navigation after the first render). */
  pageChanged(): void;
  /** The block's plan, decided once, on its first render (see `planFor`). */
  planFor(id: string, when: HydrationPolicy, load?: () => Promise<unknown>): Plan;
  /**
   * Whether `node` is inside a block still waiting to be hydrated (its plan is kept until then). React stops input
   * aimed at such a block before it bubbles, so whoever answers it (the shell's link routing) listens in the
   * capture phase and asks this.
   */
  withinWaitingBlock(node: Node): boolean;
  /**
   * Contexts a waiting block sees as they were when the page hydrated. React cannot tell whether markup it has
   * not hydrated reads a context, so a change to any context above a waiting block makes the update that
   * changed it wait for the block: a router state update then waited for the visitor's first interaction.
   * Providing these contexts again just above the block, unchanged until it is hydrated, keeps such updates from
   * reaching it (the shell: the router's contexts).
   */
  heldContexts: readonly Context<unknown>[];
  /** The clicks this run holds and replays (heldClicks.ts). */
  clicks: ClickReplay;
}

const noop = () => undefined;

export function createHydrationRun({ heldContexts = [] }: { heldContexts?: readonly Context<any>[] } = {}): HydrationRun {
  let page = 0;
  // Blocks still waiting for their policy are hydrated when the visitor moves on, since React would otherwise
  // drop a waiting block's markup when its props change.
  const waiting = new Set<() => void>();
  /**
   * Plans by React id while the block hydrates. React discards a render that suspends before it commits (state
   * included) and renders the block again when it retries: the plan, its listeners and any click it claimed
   * must survive that. Server ids are used by the prerendered page only, so the key is never reused.
   */
  const plansWhileHydrating = new Map<string, Plan>();
  const clicks = createClickReplay();

  /**
   * React gives a block the same id on the server and while hydrating it, and ids of its own to anything
   * rendered later in the browser: so the server's markup under this id is there exactly when this render
   * hydrates it. Anything else (the server, a page the visitor navigated to) renders at once.
   */
  function planFor(id: string, when: HydrationPolicy, load?: () => Promise<unknown>): Plan {
    const known = plansWhileHydrating.get(id);
    if (known) return known;
    if (typeof document === 'undefined' || typeof document.querySelector !== 'function') return rendered;
    const element = [...document.querySelectorAll(`[${marker}]`)].find((candidate) => candidate.getAttribute(marker) === id);
    if (!element) return rendered;
    if (when === 'never') return { kind: 'static', html: element.innerHTML, page };
    if (when === 'now' && !clicks.within(element)) return rendered;
    let isHydrated = false;
    // A click that starts the hydration (or comes before it ends) is replayed once the block is interactive.
    const claimed = clicks.within(element);
    const held = holdClicks(element, () => isHydrated, clicks, claimed);
    const reachedOrClaimed = new Promise<void>((resolve) => {
      if (claimed) return resolve();
      waiting.add(resolve);
      onReached(when, resolve, element);
    });
    // What the block needs besides its own code is loaded once the policy is reached, before React hydrates it, so
    // nothing inside suspends or renders a loading state over the server's markup. A failed load is the loader's to
    // handle (the shell keeps a remote it cannot load as a static island); the block hydrates either way.
    const ready = trackSettlement(load ? reachedOrClaimed.then(load).then(noop, noop) : reachedOrClaimed);
    const plan: Plan = {
      kind: 'deferred',
      element,
      ready,
      hydrated() {
        if (isHydrated) return;
        isHydrated = true;
        plansWhileHydrating.delete(id);
        held.release();
      },
    };
    plansWhileHydrating.set(id, plan);
    return plan;
  }

  return {
    page: () => page,
    pageChanged() {
      page += 1;
      for (const hydrateNow of waiting) hydrateNow();
      waiting.clear();
    },
    planFor,
    withinWaitingBlock: (node) => [...plansWhileHydrating.values()].some((plan) => plan.kind === 'deferred' && plan.element.contains(node)),
    heldContexts: [...new Set(heldContexts)] as Context<unknown>[],
    clicks,
  };
}

/** The tab's (or the render's) hydration run; without one (a block rendered alone, in a test) every block renders at once. */
export const HydrationContext = createContext<HydrationRun | null>(null);
