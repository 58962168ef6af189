import { useEffect, useState } from 'react';
import {
  createBrowserRouter,
  RouterProvider,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
  type DataRouter,
} from 'react-router';
import { holdContextsForWaitingBlocks, pageChanged, releasePageHeldClicks } from 'shared/loading';
import { SettingsProvider, type SiteSettings } from 'shared/settings';
import { PageStatusContext, type PageStatus } from './pages/pageStatus';
import { routes } from './routes';
import { routeUnhydratedLinks } from './staticLinks';

export interface AppProps {
  settings: SiteSettings;
  /** The prerender job's router for the page it renders; the browser's router otherwise. */
  router?: DataRouter;
  /** Filled with the page's HTTP status while prerendering. */
  status?: PageStatus;
}

// A router state update (scroll restoration, a fetcher) must not wait for a block still waiting to be hydrated:
// the router's contexts stay as they were above such a block until it is (shared/loading/Hydrate.tsx).
holdContextsForWaitingBlocks([
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
]);

export function App({ settings, router: given, status }: AppProps) {
  const [router] = useState(() => given ?? createBrowserRouter(routes));
  // A User Timing mark once the app is live in the browser (rendered, or a prerendered page hydrated).
  useEffect(() => {
    performance.mark('app-mounted');
    // Clicks the page's loader held while the page was hydrated now do what they say.
    releasePageHeldClicks();
    let { pathname } = router.state.location;
    const unsubscribe = router.subscribe(({ location }) => {
      if (location.pathname === pathname) return;
      pathname = location.pathname;
      pageChanged();
    });
    const stopRouting = routeUnhydratedLinks((to) => void router.navigate(to));
    return () => {
      unsubscribe();
      stopRouting();
    };
  }, [router]);
  return (
    <SettingsProvider settings={settings}>
      <PageStatusContext value={status ?? null}>
        <RouterProvider router={router} />
      </PageStatusContext>
    </SettingsProvider>
  );
}
