/**
 * Development only, the first module of every app's bundle. React Fast Refresh keeps one runtime per app
 * (namespaced by its uniqueName), and each runtime learns React's renderer from the global DevTools hook: the
 * first one creates the hook and sees React inject itself, while a remote's runtime, started after React,
 * finds only `hook.renderers` — which the runtime's own stub hook leaves empty, so a remote's edits were
 * applied (HMR) but never re-rendered. This hook records every renderer, as React DevTools' own does, so
 * every app's runtime can refresh the one React of the page. With React DevTools installed, theirs is used.
 */
type Hook = {
  renderers: Map<number, unknown>;
  supportsFiber: boolean;
  inject(renderer: unknown): number;
  onScheduleFiberRoot(): void;
  onCommitFiberRoot(): void;
  onCommitFiberUnmount(): void;
};

const global = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook };
if (!global.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  let nextId = 0;
  global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      nextId += 1;
      this.renderers.set(nextId, renderer);
      return nextId;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}

export {};
