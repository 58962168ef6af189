import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (lazily loaded, below-the-fold mock-ups) once their block comes near the viewport,
 * and `placeholder` (the same size, so nothing shifts) until then: their code is fetched and run only
 * for a visitor who scrolls towards them, never in the first seconds of the page. On the server and at
 * hydration the placeholder is rendered, so both agree.
 */
export function WhenNearViewport({ children, placeholder, className }: { children: ReactNode; placeholder: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver !== 'function') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
