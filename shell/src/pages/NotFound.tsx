import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from 'shared/ui/Button';
import { PageMeta } from 'shared/ui/PageMeta';
import { usePageStatus } from './pageStatus';

export function NotFound() {
  const { pathname } = useLocation();
  usePageStatus(404);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <PageMeta title="Page not found" description="The page you were looking for does not exist." noindex />
      <h1 className="text-7xl font-extrabold tracking-tight text-brand-700">404</h1>
      <p className="mt-4 text-xl text-ink-700">Oops! Page not found</p>
      <ButtonLink to="/" className="mt-8" size="lg">
        Return to Home
      </ButtonLink>
    </section>
  );
}
