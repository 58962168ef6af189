/**
 * The shell's start-up, evaluated in steps. Its modules arrive together (one chunk group: the eager imports
 * below are part of this module's chunks, not chunks of their own), but evaluating all of them at once was
 * the longest task of a page's start (React, the router, the app and the page's modules: over 100 ms at
 * Lighthouse's 4× slowdown). Each step evaluates one part in a task of its own, so input and paint can go in
 * between (shared/loading's `inTasks`).
 */
// By path: `shared/loading` is one of the steps (and evaluates React with it).
import { inTasks } from 'shared/loading/tasks';
import type { start as Start } from './bootstrap';

export async function startInSteps(...args: Parameters<typeof Start>): Promise<void> {
  let start: typeof Start | undefined;
  await inTasks([
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => import(/* webpackMode: "eager" */ 'react-router'),
    () => import(/* webpackMode: "eager" */ 'shared/loading'),
    () => import(/* webpackMode: "eager" */ './App'),
    async () => ({ start } = await import(/* webpackMode: "eager" */ './bootstrap')),
  ]);
  await start!(...args);
}
