// Entry: fetch the deploy-time settings while the app chunk loads (the async boundary lets the
// federation runtime negotiate shared singletons before any of them is imported).
import { fetchSettingsDocument } from './settingsDocument';
import { splitModuleLoadingIntoTasks } from './remotes/yieldPlugin';
import { registerSharedOnceEverywhere } from './remotes/registerSharedOnce';
import { loadHomePage } from './home/loadHomePage';
// Bundled into the entry, not taken from the share scope, which does not exist yet (platform/build/bundleBeforeShareScope.ts).
import { nextTask } from 'shared/loading/nextTask';
// In the entry chunk, so the stylesheet is linked from the document's head (no unstyled flash).
import './styles.css';

/** Rspack's share scope set-up (`__webpack_require__.I`): registers every shared module of the page. */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;

// The start runs in a microtask, once this script (the federation runtime) has been evaluated: a request or a
// timer started from the script's own body records the body's stack, and with Lighthouse's stack tracing on,
// V8 then re-parses the whole 120 KB body for its source positions (25 ms of a 50 ms task at 4× slowdown).
queueMicrotask(() => {
  const settings = fetchSettingsDocument();
  // From the first shared module on: the start-up's two dozen are resolved one task at a time, and the shared
  // modules are registered once, not once for each of them: the shell's now, each area's as its entry loads.
  splitModuleLoadingIntoTasks();
  registerSharedOnceEverywhere();
  // Each step in a task of its own: this script's evaluation is a long task already, and so is the share scope's
  // set-up, which the first shared module needed would otherwise do in the task that asks for all of them.
  nextTask()
    .then(() => __webpack_init_sharing__('default'))
    .then(nextTask)
    .then(() => {
      // The home page's code loads beside the start chunks, not after them (it is a chunk of its own). A failure
      // is the route's to report: it loads the code again as it renders.
      if (window.location.pathname === '/') loadHomePage().catch(() => undefined);
      return import(/* webpackChunkName: "start" */ './startInSteps');
    })
    .then(({ startInSteps }) => startInSteps(settings));
});
