/**
 * Splits the loading of a remote into several tasks: the runtime goes on in a new task after the remote's
 * entry script has run, after the container is initialised (shared modules negotiated) and before an
 * exposed module's factory runs. Otherwise the script's load event does all of it at once.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../yieldToMain';

export function yieldBetweenSteps(): ModuleFederationRuntimePlugin {
  return {
    name: 'yield-between-steps',
    afterLoadEntry: () => yieldToMain(),
    afterInitRemote: () => yieldToMain(),
    beforeExecuteFactory: () => yieldToMain(),
  } as ModuleFederationRuntimePlugin;
}
