import { startTransition, useEffect, useState, type RefObject } from 'react';
import { onReached, type LoadPolicy } from './policies';

/**
 * False until `policy` is reached (for `ref`'s element, or the whole page), then true, set as a transition so
 * the work it lets in never blocks input. False on the server and while hydrating, so both agree.
 */
export function useReached(policy: LoadPolicy, ref?: RefObject<Element | null>): boolean {
  const [isReached, setReached] = useState(false);
  useEffect(() => {
    if ((policy === 'nearViewport' || policy === 'intent') && !ref?.current) return;
    return onReached(policy, () => startTransition(() => setReached(true)), ref?.current);
  }, [policy, ref]);
  return isReached;
}

/**
 * Runs `load` once the visitor shows intent for `ref`'s element (the `intent` policy): the prefetch of what the
 * element opens — a menu's panels, a drawer — so it is there by the time it is opened. A failed load is not an
 * error yet: opening the element tries again.
 */
export function useIntent(ref: RefObject<Element | null>, load: () => Promise<unknown>) {
  useEffect(() => {
    if (!ref.current) return;
    return onReached('intent', () => void load().catch(() => undefined), ref.current);
  }, [ref, load]);
}
