import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** For a test file: makes temporary folders (`<name>-XXXXXX`), each removed after the test that made it. */
export function tempDirs(): (name: string) => string {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  return (name) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
    dirs.push(dir);
    return dir;
  };
}
