import { useEffect, useState, type ReactNode } from 'react';
import { StaticRouter, unstable_HistoryRouter as HistoryRouter, useNavigate, useRoutes } from 'react-router';
import { releasePageHeldClicks } from 'shared/loading';
import { SettingsProvider, type SiteSettings } from 'shared/settings';
import { createPageHistory } from './pageHistory';
import { PageStatusContext, type PageStatus } from './pages/pageStatus';
import { RouteErrorBoundary } from './pages/RouteError';
import { routes } from './routes';
import { routeUnhydratedLinks } from './staticLinks';
import { ShellRuntimeProvider, useShellRuntime, type ShellRuntime } from './runtime';

export interface AppProps {
  settings: SiteSettings;
  /** The tab's runtime, or the render's (runtime.tsx). */
  runtime: ShellRuntime;
  /** The address of the page the prerender job renders; the browser's own otherwise. */
  url?: string;
  /** Filled with the page's HTTP status while prerendering. */
  status?: PageStatus;
}

/** The site's routes, with the shell's last-resort screen for a failure while rendering them. */
function SiteRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/** What the live page does beside rendering: its mark, held clicks, links in unhydrated blocks. */
function LivePage({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { hydration } = useShellRuntime();
  useEffect(() => {
    // A User Timing mark once the app is live in the browser (rendered, or a prerendered page hydrated).
    performance.mark('app-mounted');
    // Clicks the page's loader held while the page was hydrated now do what they say.
    releasePageHeldClicks(hydration.clicks);
  }, [hydration]);
  useEffect(() => routeUnhydratedLinks((to) => void navigate(to), hydration.withinWaitingBlock), [navigate, hydration]);
  return children;
}

/** The router of the tab, over its history (pageHistory.ts). */
function TabRouter({ children }: { children: ReactNode }) {
  const { hydration } = useShellRuntime();
  const [history] = useState(() => createPageHistory(hydration.pageChanged));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

export function App({ settings, runtime, url, status }: AppProps) {
  // The same tree in the prerender job and the browser, around the router each has.
  const site = (
    <LivePage>
      <SiteRoutes />
    </LivePage>
  );
  return (
    <SettingsProvider settings={settings}>
      <ShellRuntimeProvider runtime={runtime}>
        <PageStatusContext value={status ?? null}>
          {url === undefined ? <TabRouter>{site}</TabRouter> : <StaticRouter location={url}>{site}</StaticRouter>}
        </PageStatusContext>
      </ShellRuntimeProvider>
    </SettingsProvider>
  );
}
