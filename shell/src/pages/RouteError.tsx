import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { usePageStatus } from './pageStatus';
import { useShellRuntime } from '../runtime';

/** Shows RouteError in place of what failed below it, until the visitor moves to another page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { errors } = useShellRuntime();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]} onError={(error) => errors.add('render', error)}>
      {children}
    </ErrorBoundary>
  );
}

/** The last-resort screen: shown when the shell itself fails while rendering a page. */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  // A page that fails while prerendering must not be published: the job refuses any status but 200/404.
  usePageStatus(500);
  const text = error instanceof Error ? error.message : String(error);
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <title>Unexpected Application Error! | Stayvia</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-ink-900">Unexpected Application Error!</h1>
      {text && <pre className="mt-4 overflow-auto whitespace-pre-wrap rounded-xl bg-ink-100 p-4 text-sm text-ink-800">{text}</pre>}
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Go to the home page
      </a>
    </main>
  );
}
