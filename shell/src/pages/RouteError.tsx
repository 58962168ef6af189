import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageStatus } from './pageStatus';

/** The router's last-resort screen: shown when the shell itself fails while routing or rendering. */
export function RouteError() {
  const error = useRouteError();
  // A page that fails while prerendering must not be published: the job refuses any status but 200/404.
  usePageStatus(500);
  const [status, text] = isRouteErrorResponse(error)
    ? [`${error.status} ${error.statusText}`, typeof error.data === 'string' ? error.data : '']
    : ['', error instanceof Error ? error.message : String(error)];
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <title>Unexpected Application Error! | Stayvia</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-ink-900">Unexpected Application Error!</h1>
      {status && <h2 className="mt-4 text-xl font-semibold text-ink-700">{status}</h2>}
      {text && <pre className="mt-4 overflow-auto whitespace-pre-wrap rounded-xl bg-ink-100 p-4 text-sm text-ink-800">{text}</pre>}
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Go to the home page
      </a>
    </main>
  );
}
