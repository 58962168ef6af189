import { createElement, use, type ComponentType, type FunctionComponent } from 'react';
import { trackSettlement } from './settled';

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
  let component: Promise<ComponentType<P>> | undefined;
  const loadComponent = () =>
    (component ??= trackSettlement(
      load().then(
        (module) => module.default,
        (error: unknown) => {
          component = undefined;
          throw error;
        },
      ),
    ));
  // use() on every render (see settled.ts): a loaded page is read at once, without suspending.
  const Page = (props: P) => createElement(use(loadComponent()), props);
  return Object.assign(Page, { preload: () => loadComponent().then(() => undefined) });
}

/** Loads the code of a route element made with `lazyPage` (any other element needs nothing). */
export function preloadElement(element: unknown): Promise<void> {
  const type = (element as { type?: Partial<LazyPage> } | null)?.type;
  return typeof type?.preload === 'function' ? type.preload() : Promise.resolve();
}
