import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { useOpenDialog } from 'shared/dialogs';

// Dialogs, forms (zod, react-hook-form) and toasts are not needed for the first paint.
const DialogHost = lazy(() => import('../dialogs/DialogHost'));

/**
 * Loads the dialog host once the browser is idle after the first paint, or at once when a dialog is
 * asked for (`openDialog` or a `?dialog=` link), so its code never delays the page's content.
 */
export function DeferredDialogHost() {
  const requested = useOpenDialog() !== null || new URLSearchParams(useLocation().search).has('dialog');
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 2000);
    return () => window.clearTimeout(timer);
  }, []);

  if (!requested && !idle) return null;
  // If its chunk cannot be loaded (e.g. an old page after a release), the page itself must not fail.
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.error('[dialogs] The dialog host could not be loaded.', error)}>
      <Suspense fallback={null}>
        <DialogHost />
      </Suspense>
    </ErrorBoundary>
  );
}
