import { Suspense, use, useCallback, useEffect, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import type { Area } from 'shared/areas';
import { RemoteScope } from 'shared/ui/RemoteScope';
import { NotFound } from '../pages/NotFound';
import { AreaSkeleton } from './AreaSkeleton';
import { AreaUnavailable } from './AreaUnavailable';
import { useShellRuntime } from '../runtime';
import { RemoteContent } from './RemoteContent';
import { addBoundaryError } from '../field/errorCapture';

function AreaRoutes({ area, routes }: { area: Area; routes: RouteObject[] }) {
  const page = useRoutes(routes);
  return page ? <RemoteScope remote={area.remote}>{page}</RemoteScope> : <NotFound />;
}

function LoadedArea({ area }: { area: Area }) {
  // A loaded remote renders at once (no suspense), so a prerendered page hydrates without a fallback.
  const routes = use(useShellRuntime().modules.routes(area));
  // A User Timing mark for the benchmark ("requests before the first remote renders").
  useEffect(() => void performance.mark(`remote-rendered:${area.remote}`), [area.remote]);
  return <AreaRoutes area={area} routes={routes} />;
}

function reportFailure(area: Area, error: unknown) {
  console.error(`[remote] ${area.remote} failed; showing its unavailable panel.`, error);
  window.gtag?.('event', 'exception', { description: `remote ${area.remote} unavailable`, fatal: false });
}

/**
 * One area of the site, rendered by its remote. Whatever goes wrong inside — remote down, manifest or
 * entry missing, a page that throws — is contained here; Retry loads the remote again without a reload.
 */
export function RemoteArea({ area }: { area: Area }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const { modules, islands, errors } = useShellRuntime();
  const island = islands.at(area.remote, pathname);
  const fallback = useCallback(
    ({ resetErrorBoundary }: FallbackProps) => <AreaUnavailable label={area.label} onRetry={resetErrorBoundary} />,
    [area],
  );
  return (
    <ErrorBoundary
      fallbackRender={fallback}
      onError={(error) => {
        addBoundaryError(errors, error, area.id);
        reportFailure(area, error);
      }}
      // Moving to another page of a failed area tries the remote again.
      resetKeys={[pathname]}
      onReset={() => {
        modules.reset(area);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense key={attempt} fallback={<AreaSkeleton />}>
        <RemoteContent remote={area.remote} island={island}>
          <LoadedArea area={area} />
        </RemoteContent>
      </Suspense>
    </ErrorBoundary>
  );
}
