/**
 * The page's start, in order: every step it takes, each in a task of its own (`nextTask`), so input and paint can
 * go in between and no task of the start is long on a slow phone (shared/src/loading/README.md, "The start, in
 * order").
 *
 * Before these steps:
 * 1. The prerendered page's loader (document/pageLoader.ts, inline, compiled on its own) starts this script after
 *    the page's first paint, then, one per task, the start files (the start chunk below and the framework files it
 *    needs) and the page's area scripts as preloads. The plain shell page starts this script itself (deferred).
 * 2. This script is evaluated; its startup runs in the next task (platform/build/plugins/startupInTaskOfItsOwn.ts).
 *
 * Besides these steps, two mechanisms split the start, and only two: that build plugin, and the federation yield
 * plugin (remotes/yieldPlugin.ts: a task before each shared module, remote entry and exposed module the federation
 * runtime resolves).
 */
import { fetchSettingsDocument } from './settingsDocument';
import { splitModuleLoadingIntoTasks } from './remotes/yieldPlugin';
import { registerSharedOnceEverywhere } from './remotes/registerSharedOnce';
import { loadHomePage } from './home/loadHomePage';
import { captureUncaught, createErrorCapture } from './field/errorCapture';
// Bundled into the entry, not taken from the share scope, which does not exist yet (platform/build/plugins/bundleBeforeShareScope.ts).
import { afterThisScript, nextTask } from 'shared/loading/tasks';
// In the entry chunk, so the stylesheet is linked from the document's head (no unstyled flash).
import './styles.css';

/** Rspack's share scope set-up (`__webpack_require__.I`): registers every shared module of the page. */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;

// From the first moment: errors of the start are reported once the field reporter loads (field/reporter.ts).
const errors = createErrorCapture();
captureUncaught(errors);

async function start(): Promise<void> {
  // 3. The settings request and the federation plugins: in this script's evaluation they made it a long task on a
  //    slow phone more often than not (Lighthouse's TTI ended with it). From the first shared module on, the
  //    start's two dozen are resolved one task at a time, and registered once, not once for each of them: the
  //    shell's now, each area's as its entry loads.
  await nextTask();
  const settingsDocument = fetchSettingsDocument();
  splitModuleLoadingIntoTasks();
  registerSharedOnceEverywhere();
  // 4. The share scope's set-up, which the first shared module needed would otherwise do in the task that asks
  //    for all of them.
  await nextTask();
  await __webpack_init_sharing__('default');
  // 5. The start chunk, and on `/` the home page's code beside it (a chunk of its own; a failure is the route's to
  //    report: it loads the code again as it renders).
  await nextTask();
  if (window.location.pathname === '/') loadHomePage().catch(() => undefined);
  const chunk = await import(/* webpackChunkName: "start" */ './startChunk');
  // 6–10. The start chunk's modules evaluated, one per task: React DOM, the router, `shared/loading`, the app, the
  //    page's own steps.
  await nextTask();
  await chunk.reactDom();
  await nextTask();
  await chunk.router();
  await nextTask();
  await chunk.sharedLoading();
  await nextTask();
  await chunk.app();
  await nextTask();
  const page = await chunk.bootstrap();
  // 11. The settings read and checked, and the page found.
  const found = page.findPage(await settingsDocument);
  // 12. The areas registered, the tab's runtime started (with them the page's module was asked for in one 8–10 ms
  //     task on a quiet machine; Lighthouse counts one of 12.5 ms as long at its 4×).
  await nextTask();
  const runtime = page.startRuntime(found, errors);
  // 13. The page's modules and data made ready, then, in a task of its own, the page hydrated, its blocks by their
  //     loading policies (shared/src/loading/README.md); or the page rendered. The last module arrives in a task
  //     that evaluates it, which the hydration's set-up made longer.
  if (found.prerendered) {
    await nextTask();
    await page.preparePage(found, runtime);
    await nextTask();
    page.hydratePage(found, runtime);
  } else {
    page.renderPage(found, runtime);
  }
}

afterThisScript(() => void start());
