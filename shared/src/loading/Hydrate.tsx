import { createElement, Suspense, use, useId, useLayoutEffect, useMemo, useState, type Context, type CSSProperties, type HTMLAttributes, type JSX, type ReactNode } from 'react';
import { holdClicks, replayedClickWithin } from './heldClicks';
import { onReached, type LoadPolicy } from './policies';
import { settled, trackSettlement } from './settled';

/**
 * When a prerendered block is hydrated: `never` (static copy, cards, legal text, figures: the server's markup
 * stays as it is and costs no main-thread time), or once a loading policy is reached (`interaction` for a
 * control, `nearViewport` for a widget below the fold, `idle`, `now`).
 */
export type HydrationPolicy = LoadPolicy | 'never';

/** A box that adds nothing to the layout: the block's own elements lay out as if it were not there. */
const noBox: CSSProperties = { display: 'contents' };

/** The wrapper's attribute: its value (React's id for the block) finds the server's markup again. */
const marker = 'data-hydrate';

type Plan =
  | { kind: 'render'; ready: Promise<void> }
  | { kind: 'static'; html: string; page: number }
  | { kind: 'deferred'; element: Element; ready: Promise<void>; hydrated(): void };

/**
 * The page the tab shows, counted from the prerendered one (0). A static block stands for the server's
 * markup of the page it was hydrated on only; blocks still waiting for their policy are hydrated when the
 * visitor moves on, since React would otherwise drop a waiting block's markup when its props change.
 */
let page = 0;
const waiting = new Set<() => void>();

/** The shell calls this when the tab moves to another page (a navigation after the first render). */
export function pageChanged() {
  page += 1;
  for (const hydrateNow of waiting) hydrateNow();
  waiting.clear();
}

const rendered: Plan = { kind: 'render', ready: settled(undefined) };
const noop = () => undefined;

/**
 * Plans by React id while the block hydrates. React discards a render that suspends before it commits (state
 * included) and renders the block again when it retries: the plan, its listeners and any click it claimed
 * must survive that. Server ids are used by the prerendered page only, so the key is never reused.
 */
const plansWhileHydrating = new Map<string, Plan>();

/**
 * Whether `node` is inside a block still waiting to be hydrated (its plan is kept until then). React stops input
 * aimed at such a block before it bubbles, so whoever answers it (the shell's link routing) listens in the
 * capture phase and asks this.
 */
export const withinWaitingBlock = (node: Node) =>
  [...plansWhileHydrating.values()].some((plan) => plan.kind === 'deferred' && plan.element.contains(node));

/**
 * Decided once, on the block's first render. React gives a block the same id on the server and while
 * hydrating it, and ids of its own to anything rendered later in the browser: so the server's markup under
 * this id is there exactly when this render hydrates it. Anything else (the server, a page the visitor
 * navigated to) renders at once.
 */
function planFor(id: string, when: HydrationPolicy, load?: () => Promise<unknown>): Plan {
  const known = plansWhileHydrating.get(id);
  if (known) return known;
  if (typeof document === 'undefined' || typeof document.querySelector !== 'function') return rendered;
  const element = [...document.querySelectorAll(`[${marker}]`)].find((candidate) => candidate.getAttribute(marker) === id);
  if (!element) return rendered;
  if (when === 'never') return { kind: 'static', html: element.innerHTML, page };
  if (when === 'now' && !replayedClickWithin(element)) return rendered;
  let isHydrated = false;
  // A click that starts the hydration (or comes before it ends) is replayed once the block is interactive.
  const claimed = replayedClickWithin(element);
  const clicks = holdClicks(element, () => isHydrated, claimed);
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
      clicks.release();
    },
  };
  plansWhileHydrating.set(id, plan);
  return plan;
}

/**
 * Contexts a waiting block sees as they were when the page hydrated. React cannot tell whether markup it has
 * not hydrated reads a context, so a change to any context above a waiting block makes the update that
 * changed it wait for the block: a router state update (the data router's scroll restoration on a reload,
 * when the shell used it) then waited for the visitor's first interaction. Providing these contexts again just above the block,
 * unchanged until it is hydrated, keeps such updates from reaching it. The app registers them once, before
 * its first render (the shell: the router's contexts).
 */
const heldContexts: Context<unknown>[] = [];

export function holdContextsForWaitingBlocks(contexts: Context<any>[]) {
  heldContexts.push(...contexts.filter((context) => !heldContexts.includes(context)));
}

/** Suspends the block's hydration until its policy is reached (React keeps the server's markup meanwhile). */
function Gate({ plan, onHydrated, children }: { plan: Exclude<Plan, { kind: 'static' }>; onHydrated?: () => void; children: ReactNode }) {
  use(plan.ready);
  useLayoutEffect(() => {
    if (plan.kind === 'deferred') {
      plan.hydrated();
      onHydrated?.();
    }
  }, [plan, onHydrated]);
  return children;
}

/** A waiting block's Suspense boundary under the held contexts: their values at hydration until it is hydrated. */
function Waiting({ plan, children }: { plan: Extract<Plan, { kind: 'deferred' }>; children: ReactNode }) {
  const live = heldContexts.map((context) => use(context));
  const [atHydration] = useState(live);
  const [waiting, setWaiting] = useState(true);
  const [settle] = useState(() => () => setWaiting(false));
  // The same element while the contexts change: a boundary given new props must be hydrated first.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gate plan={plan} onHydrated={settle}>
          {children}
        </Gate>
      </Suspense>
    ),
    [plan, settle, children],
  );
  return heldContexts.reduceRight<ReactNode>(
    (inner, context, index) => <context.Provider value={waiting ? atHydration[index] : live[index]}>{inner}</context.Provider>,
    boundary,
  );
}

type BlockProps = HTMLAttributes<HTMLElement> & { [attribute: `data-${string}`]: string | undefined };

/**
 * A block of a prerendered page hydrated by `when` (see HydrationPolicy). In the browser, a page rendered
 * there (not prerendered) shows the block at once. Inside a `never` block nothing answers script: links
 * still navigate (the shell routes a static block's links), but buttons and forms must be in a block of
 * their own that is hydrated. The block is one element, `as` (the component's own root, so no wrapper
 * changes the layout), or a box-less div.
 */
export function Hydrate({
  when,
  load,
  as = 'div',
  children,
  ...props
}: {
  when: HydrationPolicy;
  /**
   * For a block waiting for its policy: what its hydration needs that its own code does not bring (a remote's
   * module, the data library), loaded once the policy is reached and before the block is hydrated.
   */
  load?: () => Promise<unknown>;
  as?: keyof JSX.IntrinsicElements;
  children: ReactNode;
} & BlockProps) {
  const id = useId();
  const [first] = useState(() => planFor(id, when, load));
  // On another page than the one it was hydrated on, a static block renders its (new) content.
  const plan = first.kind === 'static' && first.page !== page ? rendered : first;
  const box = { ...(as === 'div' && !props.className && !props.style && { style: noBox }), ...props, [marker]: id };
  if (plan.kind === 'static') {
    // The markup is the server's: React neither hydrates nor replaces what is inside.
    return createElement(as, { ...box, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: plan.html } });
  }
  return createElement(
    as,
    box,
    plan.kind === 'deferred' ? (
      <Waiting plan={plan}>{children}</Waiting>
    ) : (
      <Suspense fallback={null}>
        <Gate plan={plan}>{children}</Gate>
      </Suspense>
    ),
  );
}
