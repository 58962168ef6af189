import { createElement, use, type ComponentType, type FunctionComponent } from 'react';

/** A page component whose code loads on first render, and which can be loaded ahead of it. */
export interface LazyPage<P extends object = object> extends FunctionComponent<P> {
  preload(): Promise<void>;
}

/**
 * `React.lazy` for pages, with `preload()`: the shell loads the page's code before hydrating a
 * prerendered page, so the page renders at once instead of suspending (React.lazy always suspends once,
 * even when its code has arrived) and a pending update can never swap the server's markup for a
 * skeleton. A failed load is forgotten, so the area's Retry loads it again.
 */
export function lazyPage<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let component: Loading<ComponentType<P>> | undefined;
  const loadComponent = () => {
    if (!component) {
      const loading: Loading<ComponentType<P>> = load().then(
        (module) => {
          // Marked as React marks a promise it has seen settle, so `use()` returns the page without suspending.
          loading.status = 'fulfilled';
          loading.value = module.default;
          return module.default;
        },
        (error: unknown) => {
          component = undefined;
          throw error;
        },
      );
      component = loading;
    }
    return component;
  };
  // use() on every render, settled or not: React warns when a component that suspended in use() renders
  // without it once the promise has settled ("called use() to suspend … but did not call use()").
  const Page = (props: P) => createElement(use<ComponentType<P>>(loadComponent() as Promise<ComponentType<P>>), props);
  return Object.assign(Page, { preload: () => loadComponent().then(() => undefined) });
}

/** A promise with the fields React's `use()` reads to return a settled value at once. */
type Loading<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/** Loads the code of a route element made with `lazyPage` (any other element needs nothing). */
export function preloadElement(element: unknown): Promise<void> {
  const type = (element as { type?: Partial<LazyPage> } | null)?.type;
  return typeof type?.preload === 'function' ? type.preload() : Promise.resolve();
}
