import { describe, expect, it } from 'vitest';
import { appMountedMark, describeStartTask, formatStartTasks, longestStartTask, longStartTasks, markMsOf, startTasksOf, type TaskNode } from './startTasks';

const task = (startTime: number, duration: number, urls: string[] = [], parent?: TaskNode): TaskNode => ({ startTime, endTime: startTime + duration, duration, attributableURLs: urls, parent });
const origin = 'http://localhost:4400';

// A page's main thread as Lighthouse reads its trace: ms from the navigation.
const parse = task(610, 2.1, [`${origin}/pricing`]);
const main = task(1450, 13.1, [`${origin}/main.js`, `${origin}/main.js`]);
const child = task(1452, 8, [`${origin}/main.js`], main);
const hydration = task(1700, 9.6, [`${origin}/react.js`]);
const afterStart = task(1800, 40, [`${origin}/field.js`]);
const tasks = [afterStart, parse, child, main, hydration];

describe('startTasksOf', () => {
  it('is every top-level task from the document\'s first on, in order, the hydration\'s later blocks included', () => {
    const start = startTasksOf(tasks, `${origin}/pricing`, 1705);
    expect(start.appLiveMs).toBe(1705);
    expect(start.tasks).toEqual([
      { startMs: 610, durationMs: 2.1, urls: [`${origin}/pricing`] },
      { startMs: 1450, durationMs: 13.1, urls: [`${origin}/main.js`] },
      { startMs: 1700, durationMs: 9.6, urls: [`${origin}/react.js`] },
      { startMs: 1800, durationMs: 40, urls: [`${origin}/field.js`] },
    ]);
    expect(longestStartTask(start)).toEqual({ startMs: 1800, durationMs: 40, urls: [`${origin}/field.js`] });
    expect(longStartTasks(start).map((entry) => entry.durationMs)).toEqual([13.1, 40]);
    expect(longestStartTask({ tasks: [] })).toBeUndefined();
  });

  it('starts with the document\'s first task: the browser\'s tasks of the navigation before it run no page code', () => {
    const navigation = task(14, 32.9);
    expect(startTasksOf([navigation, ...tasks], `${origin}/pricing`).tasks.map((entry) => entry.startMs)).toEqual([610, 1450, 1700, 1800]);
    // A document whose task the trace does not name: from the navigation.
    expect(startTasksOf([navigation, ...tasks], `${origin}/about`).tasks.map((entry) => entry.startMs)).toEqual([14, 610, 1450, 1700, 1800]);
  });

  it('counts a task of exactly 12.5 ms (50 ms at Lighthouse\'s 4×) as long, and one of 12.4 ms not', () => {
    expect(longStartTasks(startTasksOf([task(100, 12.4), task(200, 12.5), task(300, 1)])).map((entry) => entry.startMs)).toEqual([200]);
  });
});

describe('markMsOf', () => {
  it('is the first User Timing mark of that name, ms from the time origin', () => {
    const events = [
      { name: appMountedMark, cat: 'devtools.timeline', ts: 1_000_500 },
      { name: 'field-reporter', cat: 'blink.user_timing', ts: 1_900_000 },
      { name: appMountedMark, cat: 'blink.user_timing', ts: 2_705_300 },
      { name: appMountedMark, cat: 'blink.user_timing', ts: 3_000_000 },
    ];
    expect(markMsOf(events, appMountedMark, 1_000_000)).toBe(1705.3);
    expect(markMsOf(events, 'missing', 1_000_000)).toBeUndefined();
  });
});

describe('describeStartTask', () => {
  it('names the task\'s length, start and files on the site\'s paths', () => {
    expect(describeStartTask({ startMs: 1450.4, durationMs: 13.1, urls: [`${origin}/main.js`, 'https://cdn.example/x.js'] }, origin)).toBe('13.1 ms at 1450 ms (/main.js, https://cdn.example/x.js)');
  });
});

describe('formatStartTasks', () => {
  it('lists the start tasks of 1 ms or more in order, marking those at or over 12.5 ms, with when the app was live', () => {
    const start = startTasksOf([...tasks, task(900, 0.4, [`${origin}/loader.js`])], `${origin}/pricing`, 1705);
    expect(formatStartTasks(start, origin)).toEqual([
      "start tasks of 1 ms or more (the app live at 1705 ms; ✖: 12.5 ms or more, a long task at Lighthouse's 4×):",
      '    2.1 ms at 610 ms (/pricing)',
      '  ✖ 13.1 ms at 1450 ms (/main.js)',
      '    9.6 ms at 1700 ms (/react.js)',
      '  ✖ 40 ms at 1800 ms (/field.js)',
    ]);
    expect(formatStartTasks(startTasksOf([task(610, 2.1)]), origin)[0]).toMatch(/^start tasks of 1 ms or more \(the app never marked itself live;/);
  });
});
