import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` (lazily loaded, below-the-fold mock-ups) once the browser is idle after the first
 * paint, and `placeholder` (the same size, so nothing shifts) until then. It keeps their code out of the
 * shell's initial JS; on the server and at hydration the placeholder is rendered, so both agree.
 */
export function AfterFirstPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 200);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
