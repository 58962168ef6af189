import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from './tempDirs.testkit';
import { artifactProblems } from './artifact';
import { publishVersion, releaseStore } from './store';

const tempDir = tempDirs();

/** A minimal build: a manifest and a script in a folder. */
function build() {
  const dir = tempDir('artifact');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static', 'js', 'main.js'), 'console.log(1)');
  return dir;
}

describe('a release artifact holds folders and regular files only', () => {
  it('a plain build has no problem', async () => {
    expect(await artifactProblems(build())).toEqual([]);
  });

  it('names every link, hard link, pipe and socket-like entry, however deep', async () => {
    const dir = build();
    fs.symlinkSync('/etc/passwd', path.join(dir, 'static', 'js', 'passwd.js'));
    fs.symlinkSync('/etc', path.join(dir, 'etc'));
    fs.symlinkSync('main.js', path.join(dir, 'static', 'js', 'alias.js'));
    fs.linkSync(path.join(dir, 'mf-manifest.json'), path.join(dir, 'static', 'hard.json'));
    execFileSync('mkfifo', [path.join(dir, 'static', 'pipe')]);
    const problems = await artifactProblems(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        'static/js/passwd.js: a symbolic link (to /etc/passwd); an artifact holds files only',
        'etc: a symbolic link (to /etc); an artifact holds files only',
        'static/js/alias.js: a symbolic link (to main.js); an artifact holds files only',
        expect.stringMatching(/^static\/hard\.json: a hard link/),
        expect.stringMatching(/^mf-manifest\.json: a hard link/),
        'static/pipe: a named pipe; an artifact holds files only',
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('publishVersion refuses such a build before anything reaches the store', async () => {
    const dir = build();
    fs.symlinkSync('/etc/passwd', path.join(dir, 'static', 'js', 'passwd.js'));
    const store = releaseStore(tempDir('store'));
    await expect(publishVersion(store, 'legal', dir)).rejects.toThrow(/static\/js\/passwd\.js: a symbolic link \(to \/etc\/passwd\)/);
    expect(fs.readdirSync(store.dir)).toEqual([]);
  });
});
