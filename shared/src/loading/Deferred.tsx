import { Suspense, useRef, type ReactNode } from 'react';
import type { LoadPolicy } from './policies';
import { useReached } from './useReached';

/**
 * Renders `children` (typically lazily loaded code) once `until` is reached, and `placeholder` until then
 * (the same size, so nothing shifts). On the server and at hydration the placeholder is rendered, so both
 * agree; the code is fetched and run only when the policy lets it in.
 */
export function Deferred({ until, children, placeholder, className }: { until: LoadPolicy; children: ReactNode; placeholder: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const isReached = useReached(until, box);
  return (
    <div ref={box} className={className}>
      {isReached ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
