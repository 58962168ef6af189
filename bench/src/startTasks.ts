/**
 * A page's start tasks, from one Lighthouse run's trace: every top-level task of the page's main thread from the
 * document's first (its HTML parsed; the browser's tasks of the navigation before it run no page code) to the end of
 * the trace, which Lighthouse ends once the page is quiet: the app's start, its hydration, and the blocks hydrated
 * later by their loading policies (near the viewport, at the first idle moment), each with its wall-time duration and
 * the scripts it ran or asked for. The app marks itself live (`app-mounted`, shell/src/App.tsx) once the page's
 * root is hydrated; tasks after it are its waiting blocks and the field reporter, which Lighthouse's TTI counts
 * alike. Lighthouse's simulation multiplies a traced task by its 4× CPU slowdown and counts one over 50 ms as
 * long: a start task of `longTaskLineMs` (12.5 ms) of wall time or more is what moves a page's TTI from its LCP to
 * that task's end.
 */
import type { Artifacts } from 'lighthouse/types/artifacts';
// Lighthouse's own reading of the trace: the main thread's tasks and the events of the page's process.
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { ProcessedTrace } from 'lighthouse/core/computed/processed-trace.js';

/** The User Timing mark the shell sets once the page is live (shell/src/App.tsx). */
export const appMountedMark = 'app-mounted';

/** 50 ms at Lighthouse's 4× CPU slowdown: a traced task this long or longer is a long task in its simulation. */
export const longTaskLineMs = 12.5;

/** A task of the page's start: when it began (ms from the navigation), its wall time, the scripts in it. */
export interface StartTask {
  startMs: number;
  durationMs: number;
  urls: string[];
}

export interface StartTasks {
  /** When the app marked itself live (its root hydrated), ms from the navigation; none without the mark. */
  appLiveMs?: number;
  tasks: StartTask[];
}

/** The parts of Lighthouse's task nodes read here. */
export interface TaskNode {
  startTime: number;
  endTime: number;
  duration: number;
  parent?: unknown;
  attributableURLs: string[];
}

const tenth = (ms: number) => Math.round(ms * 10) / 10;

/** The top-level tasks from the document's first (the first that parses `documentUrl`; else from the navigation) on. */
export function startTasksOf(tasks: readonly TaskNode[], documentUrl?: string, appLiveMs?: number): StartTasks {
  const topLevel = tasks.filter((task) => !task.parent && task.endTime >= 0).sort((a, b) => a.startTime - b.startTime);
  const fromMs = topLevel.find((task) => documentUrl !== undefined && task.attributableURLs.includes(documentUrl))?.startTime ?? 0;
  return {
    ...(appLiveMs === undefined ? {} : { appLiveMs: tenth(appLiveMs) }),
    tasks: topLevel
      .filter((task) => task.startTime >= fromMs)
      .map((task) => ({ startMs: tenth(task.startTime), durationMs: tenth(task.duration), urls: [...new Set(task.attributableURLs)] })),
  };
}

/** The longest of the start's tasks, if it had any. */
export const longestStartTask = ({ tasks }: StartTasks): StartTask | undefined =>
  tasks.reduce<StartTask | undefined>((longest, task) => (!longest || task.durationMs > longest.durationMs ? task : longest), undefined);

/** The start tasks at or over the long-task line. */
export const longStartTasks = ({ tasks }: StartTasks): StartTask[] => tasks.filter((task) => task.durationMs >= longTaskLineMs);

/** The trace event of a User Timing mark, as Chromium records it. */
interface MarkEvent {
  name: string;
  cat: string;
  ts: number;
}

/** The first `name` mark of the page's process, ms from `timeOriginUs`. */
export function markMsOf(events: readonly MarkEvent[], name: string, timeOriginUs: number): number | undefined {
  const mark = events.find((event) => event.name === name && event.cat.includes('blink.user_timing'));
  return mark ? (mark.ts - timeOriginUs) / 1000 : undefined;
}

/** A run's start tasks from its trace, with the computed cache of that run (its tasks are not worked out twice). */
export async function startTasksOfRun(artifacts: Artifacts, computedCache: Map<string, unknown>): Promise<StartTasks> {
  const context = { computedCache } as never;
  const processed = await ProcessedTrace.request(artifacts.Trace, context);
  const tasks = (await MainThreadTasks.request(artifacts.Trace, context)) as unknown as TaskNode[];
  const markMs = markMsOf(processed.processEvents as unknown as MarkEvent[], appMountedMark, processed.timeOriginEvt.ts);
  return startTasksOf(tasks, artifacts.URL.mainDocumentUrl, markMs);
}

/** `26.7 ms at 1,480 ms (/main.js, /home.js)`: a task in a line, on the site's paths. */
export function describeStartTask(task: StartTask, origin: string): string {
  const files = task.urls.map((url) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url));
  return `${task.durationMs} ms at ${Math.round(task.startMs)} ms${files.length ? ` (${files.join(', ')})` : ''}`;
}

/** Start tasks shorter than this are left out of `formatStartTasks` (a page's start has hundreds of tiny ones). */
export const listedFromMs = 1;

/** A run's start tasks of `listedFromMs` or more, a line each, those at or over the long-task line marked ✖. */
export function formatStartTasks(start: StartTasks, origin: string): string[] {
  const listed = start.tasks.filter((task) => task.durationMs >= listedFromMs);
  const live = start.appLiveMs === undefined ? 'the app never marked itself live' : `the app live at ${Math.round(start.appLiveMs)} ms`;
  return [
    `start tasks of ${listedFromMs} ms or more (${live}; ✖: ${longTaskLineMs} ms or more, a long task at Lighthouse's 4×):`,
    ...listed.map((task) => `  ${task.durationMs >= longTaskLineMs ? '✖' : ' '} ${describeStartTask(task, origin)}`),
  ];
}
