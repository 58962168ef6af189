import { createElement, Suspense, use, useContext, useLayoutEffect, useId, useMemo, useState, type Context, type CSSProperties, type HTMLAttributes, type JSX, type ReactNode } from 'react';
import { HydrationContext, marker, rendered, type HydrationPolicy, type Plan } from './hydrationRun';

export type { HydrationPolicy };

/** A box that adds nothing to the layout: the block's own elements lay out as if it were not there. */
const noBox: CSSProperties = { display: 'contents' };

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
function Waiting({ plan, heldContexts, children }: { plan: Extract<Plan, { kind: 'deferred' }>; heldContexts: readonly Context<unknown>[]; children: ReactNode }) {
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
  const run = useContext(HydrationContext);
  const [first] = useState(() => run?.planFor(id, when, load) ?? rendered);
  // On another page than the one it was hydrated on, a static block renders its (new) content.
  const plan = first.kind === 'static' && first.page !== run?.page() ? rendered : first;
  const box = { ...(as === 'div' && !props.className && !props.style && { style: noBox }), ...props, [marker]: id };
  if (plan.kind === 'static') {
    // The markup is the server's: React neither hydrates nor replaces what is inside.
    return createElement(as, { ...box, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: plan.html } });
  }
  return createElement(
    as,
    box,
    plan.kind === 'deferred' ? (
      <Waiting plan={plan} heldContexts={run?.heldContexts ?? []}>
        {children}
      </Waiting>
    ) : (
      <Suspense fallback={null}>
        <Gate plan={plan}>{children}</Gate>
      </Suspense>
    ),
  );
}
