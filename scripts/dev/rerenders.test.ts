import { describe, expect, it } from 'vitest';
import { containerChanges, rerenderLine } from './rerenders';

describe('containerChanges', () => {
  it('leaves the first good build to the site server, then reports each good build that changed the container', () => {
    const changed = containerChanges();
    expect(changed({ ok: true, hash: 'a', durationMs: 900 })).toBe(false);
    expect(changed({ ok: true, hash: 'a', durationMs: 80 })).toBe(false);
    expect(changed({ ok: true, hash: 'b', durationMs: 90 })).toBe(true);
    // An edit put back builds the earlier container again: it changed since the last render.
    expect(changed({ ok: true, hash: 'a', durationMs: 90 })).toBe(true);
  });

  it('ignores failed builds (they emit nothing) and compares with the last good one', () => {
    const changed = containerChanges();
    expect(changed({ ok: false, hash: 'broken', durationMs: 500 })).toBe(false);
    expect(changed({ ok: true, hash: 'a', durationMs: 900 })).toBe(false);
    expect(changed({ ok: false, hash: 'broken', durationMs: 70 })).toBe(false);
    expect(changed({ ok: true, hash: 'a', durationMs: 70 })).toBe(false);
    expect(changed({ ok: false, hash: 'broken again', durationMs: 70 })).toBe(false);
    expect(changed({ ok: true, hash: 'c', durationMs: 70 })).toBe(true);
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
