import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { damageReport, isPlainObject, lastGoodJson } from './lastGoodFiles';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Writes `text` with a modification time of its own, as a later write would have. */
function write(file: string, text: string, second: number) {
  fs.writeFileSync(file, text);
  fs.utimesSync(file, second, second);
}

function setUp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'last-good-'));
  dirs.push(dir);
  const file = path.join(dir, 'index.json');
  const lines: string[] = [];
  const report = damageReport((line) => lines.push(line));
  const read = lastGoodJson<{ pages: Record<string, unknown> }>(file, {
    check: (value) => (isPlainObject(value) && isPlainObject(value.pages) ? undefined : 'no "pages"'),
    report,
    instead: 'the last good one is used',
  });
  return { file, lines, report, read };
}

it('keeps the last good state of a file that becomes damaged, says so once, and takes the mended file', () => {
  const { file, lines, report, read } = setUp();
  write(file, '{"pages":{"/a":{}}}', 1000);
  expect(read()?.value).toEqual({ pages: { '/a': {} } });

  write(file, '{"pages":{"/a":{', 2000); // truncated
  expect(read()?.value).toEqual({ pages: { '/a': {} } });
  expect(read()?.value).toEqual({ pages: { '/a': {} } });
  expect(report.list()).toEqual([{ file, reason: expect.stringMatching(/^not valid JSON: /), since: expect.any(String) }]);
  expect(lines).toEqual([expect.stringMatching(new RegExp(`^\\[server\\] ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged \\(not valid JSON: .*\\); the last good one is used\\.$`))]);

  write(file, '[1,2]', 3000); // JSON, but no index
  expect(read()?.value).toEqual({ pages: { '/a': {} } });
  expect(report.list()[0].reason).toBe('no "pages"');

  write(file, '{"pages":{"/b":{}}}', 4000);
  expect(read()?.value).toEqual({ pages: { '/b': {} } });
  expect(report.list()).toEqual([]);
  expect(lines[lines.length - 1]).toBe(`[server] ${file} is good again.`);
});

it('has no state for a file damaged since the process started, and none for a missing file (no damage)', () => {
  const { file, report, read } = setUp();
  expect(read()).toBeUndefined();
  expect(report.list()).toEqual([]);
  write(file, '', 1000); // empty: a truncated write
  expect(read()).toBeUndefined();
  expect(report.list().map((damage) => damage.file)).toEqual([file]);
  fs.rmSync(file);
  expect(read()).toBeUndefined();
  expect(report.list()).toEqual([]);
});
