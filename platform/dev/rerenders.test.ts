import { describe, expect, it } from 'vitest';
import type { NodeBuildMessage } from './nodeContainerWatch';
import { renderSchedule, rerenderLine } from './rerenders';

const started: NodeBuildMessage = { kind: 'started' };
const built = (hash: string, ok = true): NodeBuildMessage => ({ kind: 'built', ok, hash, durationMs: 90 });

/** A schedule past the first good build (`a`), which the site server renders. */
function afterFirstBuild() {
  const schedule = renderSchedule();
  expect(schedule.on(built('broken', false))).toBeUndefined();
  expect(schedule.on(built('a'))).toBeUndefined();
  return schedule;
}

describe('renderSchedule', () => {
  it('renders each good build that changed the container, then reloads the page', () => {
    const schedule = afterFirstBuild();
    expect(schedule.on(started)).toBeUndefined();
    expect(schedule.on(built('b'))).toBe('render');
    expect(schedule.renderStarts()).toBe('b');
    expect(schedule.renderEnded('b', true)).toBe(true);
    // The same container again: nothing to render.
    expect(schedule.on(started)).toBeUndefined();
    expect(schedule.on(built('b'))).toBeUndefined();
  });

  it('holds the reload while a newer build is under way, until its pages are rendered', () => {
    const schedule = afterFirstBuild();
    schedule.on(started);
    expect(schedule.on(built('b'))).toBe('render');
    const target = schedule.renderStarts();
    schedule.on(started);
    expect(schedule.renderEnded(target, true)).toBe(false);
    expect(schedule.on(built('c'))).toBe('render');
    expect(schedule.renderEnded(schedule.renderStarts(), true)).toBe(true);
  });

  it('holds the reload when a newer build finished during the render, and while the build is broken', () => {
    const schedule = afterFirstBuild();
    schedule.on(started);
    schedule.on(built('b'));
    const target = schedule.renderStarts();
    schedule.on(started);
    expect(schedule.on(built('c'))).toBe('render');
    expect(schedule.renderEnded(target, true)).toBe(false);
    schedule.on(started);
    expect(schedule.on(built('broken', false))).toBeUndefined();
    expect(schedule.renderEnded('c', true)).toBe(false);
    // Mended back to the container the pages show: the reload held back is sent now.
    schedule.on(started);
    expect(schedule.on(built('c'))).toBe('reload');
  });

  it('never reloads after a render that did not publish', () => {
    const schedule = afterFirstBuild();
    schedule.on(started);
    schedule.on(built('b'));
    expect(schedule.renderEnded(schedule.renderStarts(), false)).toBe(false);
    // The container is still newer than the pages: the next build renders it.
    schedule.on(started);
    expect(schedule.on(built('c'))).toBe('render');
  });
});

describe('rerenderLine', () => {
  it('says how many pages were rendered again, and how long it took', () => {
    expect(rerenderLine('legal', { code: 0, output: '', rendered: 5, durationMs: 2345 })).toBe('[prerender] legal from source: 5 pages rendered again in 2.3 s');
    expect(rerenderLine('news', { code: 0, output: '', rendered: 1, durationMs: 800 })).toBe('[prerender] news from source: 1 page rendered again in 0.8 s');
  });

  it('names the job’s own reason when it failed', () => {
    const output = '[prerender] area override: legal=http://localhost:3005/mf-manifest.json\n[prerender] /gdpr: it rendered with status 500\n';
    expect(rerenderLine('legal', { code: 1, output, durationMs: 1500 })).toBe('[prerender] legal from source: rendering again failed after 1.5 s: /gdpr: it rendered with status 500');
    expect(rerenderLine('legal', { code: null, output: '', durationMs: 10 })).toBe('[prerender] legal from source: rendering again failed after 0.0 s: exit code null');
  });
});
