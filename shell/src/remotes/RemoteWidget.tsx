import { Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import type { Area } from 'shared/areas';
import { Button } from 'shared/ui/Button';
import { RemoteScope } from 'shared/ui/RemoteScope';
import { useReached } from 'shared/loading';
import { useShellRuntime } from '../runtime';
import { RemoteContent } from './RemoteContent';
import { addBoundaryError } from '../field/errorCapture';

function LoadedWidget({ area, expose }: { area: Area; expose: string }) {
  const Widget: ComponentType = use(useShellRuntime().modules.component(area, expose));
  // A User Timing mark for the benchmark ("requests before the first remote renders").
  useEffect(() => void performance.mark(`remote-rendered:${area.remote}/${expose}`), [area.remote, expose]);
  return (
    <RemoteScope remote={area.remote}>
      <Widget />
    </RemoteScope>
  );
}

export interface RemoteWidgetProps {
  /** The area, as the settings document names it; undefined when it names none (the block is unavailable). */
  area: Area | undefined;
  /** Exposed module name without `./`, e.g. `LatestNews`. */
  expose: string;
  /** Shown while the remote loads (keep the widget's final size to avoid layout shift). */
  loading: ReactNode;
  /** What the widget is, for the unavailable message: "Latest news". */
  label: string;
}

/**
 * A component exposed by a remote, embedded in a shell page; a failure costs only this block. Embeds sit
 * below the page's main content, so the remote is fetched once the browser is idle after the first
 * paint, leaving the network and main thread to what the visitor sees first. A remote already loaded
 * (always, on a prerendered page) renders at once.
 */
function WidgetUnavailable({ label, onRetry }: { label: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-[var(--radius-card)] border border-ink-200 bg-ink-50 px-6 py-10 text-center">
      <p className="font-semibold text-ink-900">{label} is temporarily unavailable.</p>
      {onRetry && (
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}

export function RemoteWidget({ area, ...props }: RemoteWidgetProps) {
  return area ? <AreaWidget area={area} {...props} /> : <WidgetUnavailable label={props.label} />;
}

function AreaWidget({ area, expose, loading, label }: RemoteWidgetProps & { area: Area }) {
  const [attempt, setAttempt] = useState(0);
  const idle = useReached('idle');
  const { modules, islands, errors } = useShellRuntime();
  const island = islands.at(area.remote, useLocation().pathname);
  if (!idle && !island && !modules.arrived(area, expose)) return loading;
  return (
    <ErrorBoundary
      onError={(error) => {
        addBoundaryError(errors, error, area.id);
        console.error(`[remote] ${area.remote}/${expose} failed.`, error);
      }}
      onReset={() => {
        modules.reset(area);
        setAttempt((n) => n + 1);
      }}
      fallbackRender={({ resetErrorBoundary }) => <WidgetUnavailable label={label} onRetry={resetErrorBoundary} />}
    >
      <Suspense key={attempt} fallback={loading}>
        <RemoteContent remote={area.remote} island={island}>
          <LoadedWidget area={area} expose={expose} />
        </RemoteContent>
      </Suspense>
    </ErrorBoundary>
  );
}
