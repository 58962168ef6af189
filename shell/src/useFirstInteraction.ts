import { startTransition, useEffect, useState } from 'react';

/** Input that comes before anything a visitor can submit, open or be notified about. */
const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * False until the visitor first interacts with the page (press, key, touch or focus): for code that
 * only a visitor's action can need, kept off the main thread while the page loads.
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setInteracted(true));
    for (const type of interactions) window.addEventListener(type, done, { once: true, passive: true, capture: true });
    return () => {
      for (const type of interactions) window.removeEventListener(type, done, { capture: true });
    };
  }, []);
  return interacted;
}
