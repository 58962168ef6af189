/**
 * Splits module loading into several tasks: the runtime goes on in a new task after a remote's entry script
 * has run, after its container is initialised, before an exposed module's factory runs, and before each
 * shared module is resolved (a chunk of the shell consumes two dozen of them at once). Otherwise each of
 * these runs as one long task.
 */
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// By path, not through the federated `shared/loading`: the entry registers this plugin before the share scope exists.
import { nextTask } from 'shared/loading/tasks';

export function yieldBetweenSteps(): ModuleFederationRuntimePlugin {
  return {
    name: 'yield-between-steps',
    afterLoadEntry: () => nextTask(),
    afterInitRemote: () => nextTask(),
    beforeExecuteFactory: () => nextTask(),
    beforeLoadShare: async (args: unknown) => {
      await nextTask();
      return args;
    },
  } as ModuleFederationRuntimePlugin;
}

/**
 * For every federation instance on the page: the shell's (its plugins are registered with the remotes) and
 * each remote's own, created as its entry loads. Browser only: the prerender job has no main thread to free.
 */
export function splitModuleLoadingIntoTasks() {
  registerGlobalPlugins([yieldBetweenSteps()]);
}
