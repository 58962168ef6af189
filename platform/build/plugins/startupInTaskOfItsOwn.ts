import { rspack, type Compiler } from '@rspack/core';
import { nextTask } from 'shared/loading/tasks';

/**
 * The shell's `main.js` starts in the task after its own evaluation. Its startup (Rspack's
 * `__webpack_require__.x`, which Module Federation wraps to set up its runtime first: the instance, its plugins
 * and every shared module registered) ran in the task that evaluated the script, after the script's compile:
 * 11–13 ms of main thread on a quiet 2-core machine, and Lighthouse's simulation counts a task of 12.5 ms or
 * more as a long task at its 4× slowdown (its TTI ended with this one on most pages). Split, each half is
 * under the 10 ms below which Lighthouse leaves a task out of its simulation.
 *
 * Module Federation's wrapper is added after every runtime module of ours and calls its set-up before the
 * startup it wraps, so wrapping the startup cannot defer the set-up. Instead the startup becomes a property
 * that keeps what is assigned to it (Module Federation's wrapper) and, once something has been, gives the
 * chunk's final call a function that runs it in the next task. The wait is `shared/loading`'s `nextTask`, its
 * source inlined. The start's order is written in shell/src/index.ts, which names this plugin.
 *
 * The wait is asked for from a microtask, once the script's own body has returned: asking from the body recorded
 * the body on the request's stack, and with Lighthouse's stack tracing on V8 then parsed all of main.js again for
 * its source positions (16–18 ms of a 20–23 ms evaluation task on a 2-core machine; 5–9 ms without).
 */
class StartupInTaskOfItsOwn extends rspack.RuntimeModule {
  constructor() {
    super('startup_in_task_of_its_own', rspack.RuntimeModule.STAGE_TRIGGER);
  }

  override generate(): string {
    return startupInTaskOfItsOwn(rspack.RuntimeGlobals.startup);
  }
}

/** The runtime code: `startup` is the runtime's startup property (`__webpack_require__.x`). */
export function startupInTaskOfItsOwn(startup: string): string {
  const [object, property] = [startup.slice(0, startup.lastIndexOf('.')), startup.slice(startup.lastIndexOf('.') + 1)];
  return `(function () {
  var startup = ${startup}, wrapped = false, nextTask = ${nextTask.toString()};
  function inNextTask() { return Promise.resolve().then(nextTask).then(function () { return startup(); }); }
  Object.defineProperty(${object}, ${JSON.stringify(property)}, {
    configurable: true,
    get: function () { return wrapped ? inNextTask : startup; },
    set: function (value) { startup = value; wrapped = true; },
  });
})();`;
}

export class StartupInTaskOfItsOwnPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartupInTaskOfItsOwnPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('StartupInTaskOfItsOwnPlugin', (chunk) => {
        if (chunk.name === 'main') compilation.addRuntimeModule(chunk, new StartupInTaskOfItsOwn());
      });
    });
  }
}
