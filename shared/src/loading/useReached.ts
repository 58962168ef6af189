import { startTransition, useEffect, useState, type RefObject } from 'react';
import { onReached, type LoadPolicy } from './policies';

/**
 * False until `policy` is reached (for `ref`'s element, or the whole page), then true, set as a transition so
 * the work it lets in never blocks input. False on the server and while hydrating, so both agree.
 */
export function useReached(policy: LoadPolicy, ref?: RefObject<Element | null>): boolean {
  const [isReached, setReached] = useState(false);
  useEffect(() => {
    if (policy === 'nearViewport' && !ref?.current) return;
    return onReached(policy, () => startTransition(() => setReached(true)), ref?.current);
  }, [policy, ref]);
  return isReached;
}
