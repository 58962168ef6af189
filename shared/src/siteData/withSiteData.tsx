import type { LazyPage } from '../loading/lazyPage';
import { loadQueryModule } from './dataClient';
import { DataProvider } from './DataProvider';

/**
 * A page that reads data, under the data client: loading it ahead (the shell does before hydrating or
 * entering the page, `preloadElement`) loads the data library with the page's code, so neither suspends.
 */
export function withSiteData<P extends object>(Page: LazyPage<P>): LazyPage<P> {
  const WithSiteData = (props: P) => (
    <DataProvider>
      <Page {...props} />
    </DataProvider>
  );
  return Object.assign(WithSiteData, { preload: () => Promise.all([Page.preload(), loadQueryModule()]).then(() => undefined) });
}
