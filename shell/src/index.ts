// Entry: fetch the deploy-time settings while the app chunk loads (the async boundary lets the
// federation runtime negotiate shared singletons before any of them is imported).
import { fetchSettingsDocument } from './settingsDocument';
import { splitModuleLoadingIntoTasks } from './remotes/yieldPlugin';
import { registerSharedOnceEverywhere } from './remotes/registerSharedOnce';
import { loadHomePage } from './home/loadHomePage';
import { captureUncaught, createErrorCapture } from './field/errorCapture';
import type { startInSteps as StartInSteps } from './startInSteps';
// Bundled into the entry, not taken from the share scope, which does not exist yet (platform/build/plugins/bundleBeforeShareScope.ts).
import { afterThisScript, inTasks } from 'shared/loading/tasks';
// In the entry chunk, so the stylesheet is linked from the document's head (no unstyled flash).
import './styles.css';

/** Rspack's share scope set-up (`__webpack_require__.I`): registers every shared module of the page. */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;

// From the first moment: errors of the start are reported once the field reporter loads (field/reporter.ts).
const errors = createErrorCapture();
captureUncaught(errors);

afterThisScript(() => {
  let settings: ReturnType<typeof fetchSettingsDocument>;
  let startInSteps: typeof StartInSteps | undefined;
  // Each step in a task of its own: this script's evaluation is a long task on a slow phone already (the settings
  // request and the plugins' set-up in it made it one more often than not: Lighthouse's TTI ended with it), and so
  // is the share scope's set-up, which the first shared module needed would otherwise do in the task that asks for
  // all of them.
  void inTasks([
    () => {
      settings = fetchSettingsDocument();
      // From the first shared module on: the start-up's two dozen are resolved one task at a time, and the shared
      // modules are registered once, not once for each of them: the shell's now, each area's as its entry loads.
      splitModuleLoadingIntoTasks();
      registerSharedOnceEverywhere();
    },
    () => __webpack_init_sharing__('default'),
    async () => {
      // The home page's code loads beside the start chunks, not after them (it is a chunk of its own). A failure
      // is the route's to report: it loads the code again as it renders.
      if (window.location.pathname === '/') loadHomePage().catch(() => undefined);
      ({ startInSteps } = await import(/* webpackChunkName: "start" */ './startInSteps'));
    },
  ]).then(() => startInSteps!(settings, errors));
});
