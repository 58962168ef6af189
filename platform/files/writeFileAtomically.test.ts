import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordFileCalls } from './fileCalls.testkit';
import { writeFileAtomically } from './writeFileAtomically';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

describe('writeFileAtomically', () => {
  it('flushes the new data to the disk before the rename, and the folder after it', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'settings.json');
    fs.writeFileSync(file, 'old');
    const calls = recordFileCalls(dir);
    await writeFileAtomically(file, 'new');
    expect(calls).toEqual(['write settings.json.tmp', 'sync settings.json.tmp', 'rename settings.json.tmp settings.json', 'sync .']);
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.readdirSync(dir)).toEqual(['settings.json']);
  });

  it('writes bytes as they are, into a folder it makes', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'a', 'b', 'index.html.br');
    await writeFileAtomically(file, Buffer.from([0, 255, 1]));
    expect([...fs.readFileSync(file)]).toEqual([0, 255, 1]);
  });

  it('gives writes begun at once to one file temporary files of their own: the last rename wins, whole', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'pages.json');
    const texts = Array.from({ length: 8 }, (_, i) => String(i).repeat(100_000));
    await Promise.all(texts.map((text) => writeFileAtomically(file, text)));
    expect(texts).toContain(fs.readFileSync(file, 'utf8'));
    expect(fs.readdirSync(dir)).toEqual(['pages.json']);
  });

  it('leaves the old file and no temporary file when the write fails', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'settings.json');
    fs.writeFileSync(file, 'old');
    vi.spyOn(fsp, 'rename').mockRejectedValueOnce(Object.assign(new Error('EIO: i/o error, rename'), { code: 'EIO' }));
    await expect(writeFileAtomically(file, 'new')).rejects.toThrow('EIO');
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    expect(fs.readdirSync(dir)).toEqual(['settings.json']);
  });
});
