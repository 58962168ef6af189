import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { useOpenDialog } from 'shared/dialogs';
import { useWhenIdle } from '../useWhenIdle';

// Dialogs, forms (zod, react-hook-form) and toasts are not needed for the first paint.
const DialogHost = lazy(() => import('../dialogs/DialogHost'));

/**
 * Loads the dialog host once the browser is idle after the first paint, or at once when a dialog is
 * asked for (`openDialog` or a `?dialog=` link), so its code never delays the page's content.
 */
export function DeferredDialogHost() {
  const requested = useOpenDialog() !== null || new URLSearchParams(useLocation().search).has('dialog');
  const idle = useWhenIdle();

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
