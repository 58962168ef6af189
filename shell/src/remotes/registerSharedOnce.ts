/**
 * The federation runtime registers every shared module of the host again each time a module asks for a shared
 * one: `SharedHandler.loadShare` calls `initializeSharing` without an init scope, so its "already done" guard
 * (the scope's init token) is checked against a fresh list and never holds. The shell's start asks for two
 * dozen shared modules in one go and registers its 29 each time: about 700 registrations (and as many hook
 * calls) in one task, a third of the start's longest task at Lighthouse's 4× slowdown.
 *
 * With the `loaded-first` strategy a registration repeated from the same host options changes nothing (an entry
 * already in the scope is kept) and initialises no remote, so this lets the first such call register and skips
 * the repeats, for as long as the host's shared options and the scope object are the ones it registered. Calls
 * with an init scope (a container's init, the bundler's `__webpack_require__.I`) and the `version-first`
 * strategy always go through. `registerSharedOnce.test.ts` checks the share scope it leaves against the
 * runtime's own.
 */
import { getInstance, registerGlobalPlugins, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type SharedHandler = ModuleFederation['sharedHandler'];
type InitializeOptions = Parameters<SharedHandler['initializeSharing']>[1];

const patched = new WeakSet<ModuleFederation>();

export function registerSharedOnce(instance: ModuleFederation): void {
  if (patched.has(instance)) return;
  patched.add(instance);
  const handler = instance.sharedHandler;
  const initialize = handler.initializeSharing.bind(handler);
  /** Per scope name: the host's shared options and the scope object they were last registered from and into. */
  const registered = new Map<string, { shared: unknown; scope: unknown }>();
  const repeatable = (options: InitializeOptions) =>
    !options?.initScope && options?.from !== 'build' && options?.strategy !== 'version-first' && instance.options.shareStrategy !== 'version-first';
  handler.initializeSharing = (scopeName = 'default', options) => {
    if (!repeatable(options)) return initialize(scopeName, options);
    const done = registered.get(scopeName);
    if (done && done.shared === instance.options.shared && done.scope === handler.shareScopeMap[scopeName]) return [];
    const promises = initialize(scopeName, options);
    registered.set(scopeName, { shared: instance.options.shared, scope: handler.shareScopeMap[scopeName] });
    return promises;
  };
}

/**
 * The same for every federation instance created from now on: each area's own, as its entry loads (a global
 * plugin's `init` runs for each new instance, and again when its options change).
 */
export const registerSharedOncePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'register-shared-once',
  init: (args) => {
    registerSharedOnce(args.origin);
    return args;
  },
});

/** For the shell's instance, which exists already, and for each area's as its entry loads. */
export function registerSharedOnceEverywhere(): void {
  const shell = getInstance();
  if (shell) registerSharedOnce(shell);
  registerGlobalPlugins([registerSharedOncePlugin()]);
}
