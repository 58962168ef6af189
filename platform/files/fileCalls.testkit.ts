/**
 * Records the file system calls that write, flush, rename and remove files under a folder, in the order they are
 * made, with paths relative to it and temporary names as `<file>.tmp`: a test holds a writer to its order.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { vi } from 'vitest';

export function recordFileCalls(dir: string): string[] {
  const calls: string[] = [];
  const name = (file: unknown) => path.relative(dir, String(file)).replace(/\.\d+\.[0-9a-f]{8}\.tmp$/, '.tmp') || '.';
  const open = fsp.open.bind(fsp);
  vi.spyOn(fsp, 'open').mockImplementation(async (file, flags, mode) => {
    const handle = await open(file, flags, mode);
    const sync = handle.sync.bind(handle);
    const writeFile = handle.writeFile.bind(handle);
    handle.sync = async () => {
      calls.push(`sync ${name(file)}`);
      return sync();
    };
    handle.writeFile = async (data, options) => {
      calls.push(`write ${name(file)}`);
      return writeFile(data, options);
    };
    return handle;
  });
  const writeFile = fsp.writeFile.bind(fsp);
  vi.spyOn(fsp, 'writeFile').mockImplementation(async (file, data, options) => {
    calls.push(`write ${name(file)}`);
    return writeFile(file, data, options);
  });
  const rename = fsp.rename.bind(fsp);
  vi.spyOn(fsp, 'rename').mockImplementation(async (from, to) => {
    calls.push(`rename ${name(from)} ${name(to)}`);
    return rename(from, to);
  });
  const rm = fsp.rm.bind(fsp);
  vi.spyOn(fsp, 'rm').mockImplementation(async (file, options) => {
    calls.push(`rm ${name(file)}`);
    return rm(file, options);
  });
  const unlink = fsp.unlink.bind(fsp);
  vi.spyOn(fsp, 'unlink').mockImplementation(async (file) => {
    calls.push(`rm ${name(file)}`);
    return unlink(file);
  });
  return calls;
}
