import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { useOpenDialog } from 'shared/dialogs';
import { useReached } from 'shared/loading';

// Dialogs, forms (zod, react-hook-form) and toasts are not needed for the first paint.
const DialogHost = lazy(() => import('../dialogs/DialogHost'));

/**
 * Loads the dialog host (dialogs and the toaster) on the visitor's first interaction, or at once when a
 * dialog is asked for (`openDialog` or a `?dialog=` link): a form can be submitted, or a toast shown,
 * only after an interaction, and the host's code (forms, zod) never competes with the page's load.
 */
const noSubscription = () => () => undefined;

export function DeferredDialogHost() {
  // A prerendered page was rendered without its query: a `?dialog=` link counts once hydrated (rendering the host
  // while hydrating would not match the server's markup).
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const linked = new URLSearchParams(useLocation().search).has('dialog');
  const requested = useOpenDialog() !== null || (hydrated && linked);
  const interacted = useReached('interaction');

  if (!requested && !interacted) return null;
  // If its chunk cannot be loaded (e.g. an old page after a release), the page itself must not fail.
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.error('[dialogs] The dialog host could not be loaded.', error)}>
      <Suspense fallback={null}>
        <DialogHost />
      </Suspense>
    </ErrorBoundary>
  );
}
