import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordFileCalls } from 'platform/files/fileCalls.testkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatResults, isCurrentEntry, mergeRoutes, writeJsonResults, writeResults, type BenchResults } from './resultsFile';
import { routeEntry } from './testFixtures';

const entry = (path: string, measuredAt: string) => routeEntry(path, { measuredAt });

describe('mergeRoutes', () => {
  const site = [{ path: '/', kind: 'route' as const }, { path: '/gdpr', kind: 'route' as const }, { path: '/pricing', kind: 'route' as const }];

  it('keeps the site order, this run first, else the previous entry, and drops routes the site no longer has', () => {
    const previous = { routes: [entry('/gdpr', 'old'), entry('/removed', 'old'), entry('/', 'old')] };
    const merged = mergeRoutes(site, [entry('/', 'new')], previous);
    expect(merged.map((route) => `${route.path} ${route.measuredAt}`)).toEqual(['/ new', '/gdpr old']);
  });

  it('ignores a previous file without per-route entries', () => {
    expect(mergeRoutes(site, [entry('/pricing', 'new')], { routes: undefined }).map((route) => route.path)).toEqual(['/pricing']);
  });

  it('drops previous entries of the format without blocked-page figures and costs per area', () => {
    const { page, blocked, cost, perRun, ...rest } = entry('/gdpr', 'old');
    const older = { ...rest, scores: page.scores, metrics: page.metrics, benchmarkIndex: 3473, perRun: perRun.page };
    expect(isCurrentEntry(older)).toBe(false);
    expect(isCurrentEntry({ ...rest, page, blocked, cost, perRun })).toBe(true);
    expect(mergeRoutes(site, [], { routes: [older as never] })).toEqual([]);
  });
});

describe('formatResults', () => {
  it('puts each list of numbers on one line and keeps the rest indented', () => {
    const runs = { benchmarkIndex: [853, 983, 1200], performance: [61, 76, 89], lcpMs: [4374, 2016, 1766], tbtMs: [0, 12, 3], ttiMs: [1, 2, 3], cls: [0, 0.129, 1e-7] };
    const route = { ...entry('/', 'new'), perRun: { page: runs, blocked: runs } };
    const text = formatResults({ routes: [route] } as unknown as BenchResults);
    expect(text).toContain('"performance": [61, 76, 89]');
    expect(text).toContain('"benchmarkIndex": [853, 983, 1200]');
    expect(text).toContain('"cls": [0, 0.129, 1e-7]');
    expect(text).toContain('"broken": []');
    expect(JSON.parse(text)).toEqual({ routes: [route] });
  });
});

describe('the results files', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['results.json', (file: string) => writeResults(file, { measuredAt: 'now', node: 'v24', lighthouse: '12', chromium: '1', routes: [] })],
    ['server-load.json', (file: string) => writeJsonResults(file, { answeredAfterwards: true })],
  ])('replace %s whole: written to a temporary file, flushed, renamed over it, the folder flushed', async (name, write) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
    dirs.push(dir);
    const file = path.join(dir, name);
    fs.writeFileSync(file, '{"previous":true}\n');
    const calls = recordFileCalls(dir);
    await write(file);
    expect(calls).toEqual([`write ${name}.tmp`, `sync ${name}.tmp`, `rename ${name}.tmp ${name}`, 'sync .']);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).not.toEqual({ previous: true });
    expect(fs.readdirSync(dir)).toEqual([name]);
  });
});
