import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openInside, pathSegments } from './safePath';

describe('pathSegments', () => {
  it.each([
    ['/', []],
    ['/a/b.js', ['a', 'b.js']],
    ['//a///b/', ['a', 'b']],
    ['/a%20b/%C3%A9.txt', ['a b', 'é.txt']],
    ['/.well-known/security.txt', ['.well-known', 'security.txt']],
  ])('%s → %j', (pathname, segments) => {
    expect(pathSegments(pathname)).toEqual(segments);
  });

  it.each(['/..', '/a/../b', '/%2e%2e/x', '/.', '/a%2fb', '/a%5cb', '/a%00', '/%', '/%ZZ', '/%C0%AF', '/.git/config', '/.staging-news-1/index.html', '/a/.env'])('refuses %s', (pathname) => {
    expect(pathSegments(pathname)).toBeUndefined();
  });
});

describe('openInside', () => {
  let root: string;
  let elsewhere: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'safe-path-'));
    elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'safe-path-elsewhere-'));
    fs.writeFileSync(path.join(root, 'file.txt'), 'inside');
    fs.writeFileSync(path.join(elsewhere, 'file.txt'), 'outside');
    fs.mkdirSync(path.join(root, 'sub'));
    fs.symlinkSync('../file.txt', path.join(root, 'sub', 'up.txt'));
    fs.symlinkSync(path.join(elsewhere, 'file.txt'), path.join(root, 'out.txt'));
    fs.symlinkSync(elsewhere, path.join(root, 'outdir'));
    fs.symlinkSync(`${root}-sibling`, path.join(root, 'sibling'));
    fs.mkdirSync(`${root}-sibling`);
    fs.writeFileSync(`${root}-sibling/file.txt`, 'a sibling folder whose name starts like the root');
  });
  afterAll(() => {
    for (const dir of [root, elsewhere, `${root}-sibling`]) fs.rmSync(dir, { recursive: true, force: true });
  });

  const read = async (relative: string) => {
    const file = await openInside(root, relative);
    if (!file) return undefined;
    const text = fs.readFileSync(file.fd, 'utf8');
    fs.closeSync(file.fd);
    return text;
  };

  it('opens a file, also through a link that stays inside', async () => {
    expect(await read('file.txt')).toBe('inside');
    expect(await read('sub/up.txt')).toBe('inside');
  });

  it('refuses links out of the folder, folders and missing files', async () => {
    expect(await read('out.txt')).toBeUndefined();
    expect(await read('outdir/file.txt')).toBeUndefined();
    expect(await read('sibling/file.txt')).toBeUndefined();
    expect(await read('sub')).toBeUndefined();
    expect(await read('missing.txt')).toBeUndefined();
    expect(await read('')).toBeUndefined();
  });

  it('does not follow a link swapped in for the file after it was checked (the file is opened with O_NOFOLLOW)', async () => {
    const swapped = path.join(root, 'swapped.txt');
    fs.writeFileSync(swapped, 'inside');
    const realpath = fs.promises.realpath;
    // Between the check (realpath of the file) and the open, the file becomes a link out of the folder.
    const spy = vi.spyOn(fs.promises, 'realpath').mockImplementation(async (target, options) => {
      const resolved = await realpath(target, options);
      if (target === swapped) {
        fs.rmSync(swapped);
        fs.symlinkSync(path.join(elsewhere, 'file.txt'), swapped);
      }
      return resolved;
    });
    try {
      expect(await read('swapped.txt')).toBeUndefined();
      expect(spy).toHaveBeenCalledWith(swapped);
    } finally {
      spy.mockRestore();
      fs.rmSync(swapped, { force: true });
    }
  });

  it('the folder itself may be reached through a link (a release store on another disk)', async () => {
    const link = `${root}-link`;
    fs.symlinkSync(root, link);
    try {
      const file = await openInside(link, 'file.txt');
      expect(file).toBeDefined();
      fs.closeSync(file!.fd);
    } finally {
      fs.rmSync(link);
    }
  });
});
