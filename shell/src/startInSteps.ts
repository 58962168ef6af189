/**
 * The shell's start-up, evaluated in steps. Its modules arrive together (one chunk group: the eager imports
 * below are part of this module's chunks, not chunks of their own), but evaluating all of them at once was
 * the longest task of a page's start (React, the router, the app and the page's modules: over 100 ms at
 * Lighthouse's 4× slowdown). Each step evaluates one part and the next step waits for a new task, so input
 * and paint can go in between.
 */
// By path: `shared/loading` is one of the steps (and evaluates React with it).
import { nextTask } from 'shared/loading/nextTask';
import type { start as Start } from './bootstrap';

const steps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router'),
  () => import(/* webpackMode: "eager" */ 'shared/loading'),
  () => import(/* webpackMode: "eager" */ './App'),
];

export async function startInSteps(settings: Parameters<typeof Start>[0]): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  const { start } = await import(/* webpackMode: "eager" */ './bootstrap');
  await start(settings);
}
