/**
 * The tab's history as the router sees it, with one addition: the shell hears of a move to another page before
 * the router renders it. Blocks of the prerendered page still waiting to be hydrated must be released then
 * (the hydration run's pageChanged, shared/loading), not after the new page has committed: React drops a waiting block's markup
 * when the render that changes its props finds it still waiting.
 */
import { UNSAFE_createBrowserHistory } from 'react-router';

export type PageHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export function createPageHistory(onPageChange: () => void): PageHistory {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  let pathname = history.location.pathname;
  // Everything else is the browser history's own (its action and location are getters over the tab's state).
  return Object.create(history, {
    listen: {
      value: (listener: Parameters<PageHistory['listen']>[0]) =>
        history.listen((update) => {
          if (update.location.pathname !== pathname) {
            pathname = update.location.pathname;
            onPageChange();
          }
          listener(update);
        }),
    },
  }) as PageHistory;
}

