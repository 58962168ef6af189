/**
 * Releases run by several operators (or CI jobs) at once, in separate processes, against one store: each
 * publishes its build and switches the live document the way `release()` does (publishVersion, then
 * commitLiveDocument over the revision it read). One is killed while it copies its build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptNodeArgs } from '../prerender/runner';
import { readLiveDocument, revisionOf } from './settingsDocument';
import { readLog, releaseStore, versionOf, type ReleaseStore } from './store';

const here = import.meta.dirname;
const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  children.splice(0).forEach((child) => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** A store whose live document is a valid one at revision 0 (as the base document is). */
function freshStore(): ReleaseStore {
  const store = releaseStore(tempDir('store'));
  fs.writeFileSync(store.settingsFile, JSON.stringify({ site: { url: 'https://www.stayvia.com' } }));
  return store;
}

/** A build of `target` with `files` script files (enough for a copy that takes a while). */
function build(label: string, files = 3): string {
  const dir = tempDir(`build-${label}`);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ label, shared: [], exposes: [] }));
  fs.mkdirSync(path.join(dir, 'chunks'));
  for (let i = 0; i < files; i++) fs.writeFileSync(path.join(dir, 'chunks', `${i}.js`), `/* ${label} */ export const n = ${i};\n`.repeat(30));
  return dir;
}

/**
 * A release in a process of its own: publish the build, then switch the document to it, checking again
 * (reading the live document anew) when another release changed it meanwhile, as release() does.
 */
const releaseScript = `
  const { publishVersion, releaseStore } = await import(${JSON.stringify(path.join(here, 'store.ts'))});
  const { commitLiveDocument, DocumentChanged, liveVersion, readLiveDocument, withRelease } = await import(${JSON.stringify(path.join(here, 'settingsDocument.ts'))});
  const [storeDir, target, buildDir, times = '1'] = process.argv.slice(-4);
  const store = releaseStore(storeDir);
  const { version } = await publishVersion(store, target, buildDir);
  // Switches when told to (stdin closed), so that releases started together write together.
  console.log('published');
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.once('end', resolve));
  for (let done = 0; done < Number(times); ) {
    const live = await readLiveDocument(store);
    try {
      await commitLiveDocument(store, withRelease(live, target, version), { target, action: 'release', from: liveVersion(live, target), to: version, at: new Date().toISOString() });
      done += 1;
    } catch (error) {
      if (!(error instanceof DocumentChanged)) throw error;
    }
  }
  console.log(version);
`;

function runRelease(store: ReleaseStore, target: string, buildDir: string, times = 1) {
  const child = spawn(process.execPath, [...scriptNodeArgs, '--input-type=module', '-e', releaseScript, '--', store.dir, target, buildDir, String(times)], { stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })));
  return { child, done, published: () => output.includes('published'), go: () => child.stdin!.end() };
}

/** Runs releases side by side: each publishes its build, then all switch at the same moment. */
async function together(...releases: ReturnType<typeof runRelease>[]) {
  await expect.poll(() => releases.every((run) => run.published() || run.child.exitCode !== null), { timeout: 30_000 }).toBe(true);
  releases.forEach((run) => run.go());
  return Promise.all(releases.map((run) => run.done));
}

/** What the store holds besides the live document, the log and whole versions (staging copies, temporary files, locks). */
const leftovers = (store: ReleaseStore) =>
  fs
    .readdirSync(store.dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.relative(store.dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => /(^|\/)\.|\.tmp$/.test(file));

/** The log and the document agree: one line per write, revisions 1…n in order, the last line what is live. */
async function expectLogMatchesDocument(store: ReleaseStore) {
  const document = await readLiveDocument(store);
  const log = await readLog(store);
  expect(log.map((entry) => entry.revision)).toEqual(log.map((_, i) => i + 1));
  expect(revisionOf(document)).toBe(log.length);
  return { document, log };
}

describe('releases at the same time', { timeout: 60_000 }, () => {
  it('two releases of the same build both succeed, the version is copied in once, and nothing is left behind', async () => {
    const store = freshStore();
    const legal = build('legal', 200);
    const version = await versionOf(legal);
    const results = await together(runRelease(store, 'legal', legal), runRelease(store, 'legal', legal));
    for (const result of results) expect(result.code, result.output).toBe(0);
    expect(fs.readdirSync(path.join(store.dir, 'legal'))).toEqual([version]);
    expect(await versionOf(path.join(store.dir, 'legal', version))).toBe(version);
    expect(leftovers(store)).toEqual([]);
    const { document, log } = await expectLogMatchesDocument(store);
    expect(document.areas?.legal?.version).toBe(version);
    expect(log.map((entry) => entry.to)).toEqual([version, version]);
  });

  it('releases of two apps at once are both live, whatever the order their writes took', async () => {
    const store = freshStore();
    const [legal, news] = [build('legal'), build('news')];
    // Each switches its app 20 times over: its writes race the other process's.
    const results = await together(runRelease(store, 'legal', legal, 20), runRelease(store, 'news', news, 20));
    for (const result of results) expect(result.code, result.output).toBe(0);
    const { document, log } = await expectLogMatchesDocument(store);
    expect(log).toHaveLength(40);
    expect(document.areas?.legal?.version).toBe(await versionOf(legal));
    expect(document.areas?.news?.version).toBe(await versionOf(news));
    expect(leftovers(store)).toEqual([]);
  });

  it('a release killed while it copies its build leaves nothing once the next release has run, and the other release is live', async () => {
    const store = freshStore();
    const [big, small] = [build('legal', 1500), build('news')];
    const killed = runRelease(store, 'legal', big);
    const other = runRelease(store, 'news', small);
    const legalDir = path.join(store.dir, 'legal');
    // Mid-copy: its staging folder is there and it has not renamed it into place.
    await expect.poll(() => fs.existsSync(legalDir) && fs.readdirSync(legalDir).some((name) => name.startsWith('.incoming-')), { timeout: 30_000, interval: 5 }).toBe(true);
    killed.child.kill('SIGKILL');
    expect((await killed.done).signal).toBe('SIGKILL');
    const [switched] = await together(other);
    expect(switched!.code, switched!.output).toBe(0);
    expect(fs.readdirSync(legalDir).filter((name) => name.startsWith('.incoming-'))).toHaveLength(1);

    // The next release of that app sweeps what the dead one left and goes live.
    const [again] = await together(runRelease(store, 'legal', build('legal', 5)));
    expect(again!.code, again!.output).toBe(0);
    expect(leftovers(store)).toEqual([]);
    const { document, log } = await expectLogMatchesDocument(store);
    expect(log.map((entry) => entry.target)).toEqual(['news', 'legal']);
    expect(document.areas?.news?.version).toBe(await versionOf(small));
    expect(document.areas?.legal?.version).toBe(again!.output.trim().split('\n').at(-1));
  });
});
