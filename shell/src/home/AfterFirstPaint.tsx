import { Suspense, type ReactNode } from 'react';
import { useWhenIdle } from '../useWhenIdle';

/**
 * Renders `children` (lazily loaded, below-the-fold mock-ups) once the browser is idle after the first
 * paint, and `placeholder` (the same size, so nothing shifts) until then. It keeps their code out of the
 * shell's initial JS; on the server and at hydration the placeholder is rendered, so both agree.
 */
export function AfterFirstPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ready = useWhenIdle(1500);
  return ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
