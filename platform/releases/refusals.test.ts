/**
 * The refusals of release() with a fake prerender job (the real one renders pages in a fresh process; the job's
 * own checks are e2e/tests/releases.spec.ts's): whatever refuses a release — a static check, the job, the live
 * document changing under every attempt — leaves the store as it was, names why, and removes the version it
 * published for the attempt and its staging folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDirs } from './tempDirs.testkit';
import { stage } from '../prerender/publish';
import { ReleaseRefused, release, type ReleaseContext } from './release';
import { commitLiveDocument, readLiveDocument } from './settingsDocument';
import { readLog, releaseStore, storedVersions, versionOf, type ReleaseStore } from './store';
import { releaseCanary } from '../canary/endItFirst';

const tempDir = tempDirs();

/** A legal area's build: its manifest exposes `exposes`. */
function legalBuild(exposes = ['routes']): string {
  const dir = tempDir('build-legal');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: {}, shared: [], exposes: exposes.map((name) => ({ name })) }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'export const legal = 1;\n'.repeat(40));
  return dir;
}

type JobCall = Parameters<NonNullable<ReleaseContext['runJob']>>[0];

/** A store with a live document, a pages folder, and a context whose job is `job`; `calls` records each run. */
function setUp(job: (call: JobCall) => Promise<{ code: number | null; output: string }>) {
  const store: ReleaseStore = releaseStore(tempDir('store'));
  fs.writeFileSync(store.settingsFile, JSON.stringify({ site: { url: 'https://www.stayvia.com' } }));
  const pagesDir = tempDir('pages');
  const calls: JobCall[] = [];
  const context: ReleaseContext = {
    store,
    origin: 'http://127.0.0.1:9',
    pagesDir,
    runJob: (call) => {
      calls.push(call);
      return job(call);
    },
    canary: releaseCanary,
  };
  const state = async () => ({ settings: fs.readFileSync(store.settingsFile, 'utf8'), legal: await storedVersions(store, 'legal'), log: await readLog(store), pages: fs.readdirSync(pagesDir) });
  return { store, pagesDir, context, calls, state };
}

/** The value after `name` in a job's arguments. */
const argument = (call: JobCall, name: string) => call.args![call.args!.indexOf(name) + 1]!;

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ReleaseRefused);
  return (error as ReleaseRefused).message;
};

describe('a release refused', () => {
  it('by a static check: the job is never run, and the version published for it is removed', async () => {
    const { context, calls, state } = setUp(async () => ({ code: 0, output: '' }));
    const before = await state();
    const message = await refusal(release(context, 'legal', legalBuild([])));
    expect(message).toMatch(/^Release of legal [0-9a-f]{12} refused, nothing changed:\n {2}- it does not expose \.\/routes$/);
    expect(calls).toEqual([]);
    expect(await state()).toEqual(before);
  });

  it('by the job, for routes that collide with another area’s: the job’s reason, and nothing of the attempt stays', async () => {
    const build = legalBuild();
    const version = await versionOf(build);
    const { context, calls, pagesDir, state } = setUp(async (call) => {
      // The job checks the candidate document: the legal area at the new version.
      const candidate = JSON.parse(fs.readFileSync(argument(call, '--settings-file'), 'utf8'));
      expect(candidate.areas.legal.version).toBe(version);
      fs.mkdirSync(argument(call, '--staging'), { recursive: true });
      fs.writeFileSync(path.join(argument(call, '--staging'), '0.html'), '<p>staged</p>');
      return {
        code: 1,
        output: [
          '[prerender] staged 1 page',
          '[prerender] Its routes cannot go live: /security is already owned by the support area',
          'a line of the renderer’s own',
        ].join('\n'),
      };
    });
    const before = await state();
    const message = await refusal(release(context, 'legal', build));
    expect(message).toBe(`Release of legal ${version} refused, nothing changed:\n  - Its routes cannot go live: /security is already owned by the support area`);
    expect(calls).toHaveLength(1);
    expect(argument(calls[0]!, '--scope')).toBe('release:legal');
    expect(calls[0]!.outDir).toBe(pagesDir);
    expect(await state()).toEqual(before);
  });

  it('by a job that fails without saying why: its exit code', async () => {
    const { context, state } = setUp(async () => ({ code: 2, output: 'Segmentation fault\n' }));
    const before = await state();
    expect(await refusal(release(context, 'legal', legalBuild()))).toMatch(/- the prerender job exited with 2$/);
    expect(await state()).toEqual(before);
  });

  it('when another release changes the live document during every check: after three attempts, saying so', async () => {
    const { context, store, calls } = setUp(async () => {
      // Another operator's switch lands while this one renders.
      const live = await readLiveDocument(store);
      await commitLiveDocument(store, live, { target: 'shell', action: 'release', from: null, to: 'aaaaaaaaaaaa', at: new Date().toISOString() });
      const resultFile = argument(calls.at(-1)!, '--result');
      fs.writeFileSync(resultFile, JSON.stringify({ rendered: [], removed: [], owns: ['/gdpr'] }));
      return { code: 0, output: '' };
    });
    const message = await refusal(release(context, 'legal', legalBuild()));
    expect(message).toMatch(/changed .*, 3 times; run it again$/);
    expect(calls).toHaveLength(3);
    expect((await readLiveDocument(store)).areas?.legal).toBeUndefined();
    expect(await storedVersions(store, 'legal')).toEqual([]);
  });
});

describe('the live document a release reads', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the one its command read, passed down: read again only to compare and swap it', async () => {
    const { context, store } = setUp(async (call) => {
      // A job that rendered nothing: its empty output staged, as the job stages it.
      await stage(argument(call, '--staging'), { pages: new Map(), files: new Map(), index: { pages: {}, dynamic: [], articles: {} } });
      fs.writeFileSync(argument(call, '--result'), JSON.stringify({ rendered: [], removed: [], owns: ['/gdpr'] }));
      return { code: 0, output: '' };
    });
    const live = await readLiveDocument(store);
    const readFile = vi.spyOn(fs.promises, 'readFile');
    const outcome = await release(context, 'legal', legalBuild(), live);
    expect(outcome).toMatchObject({ target: 'legal', from: null });
    expect(readFile.mock.calls.filter(([file]) => file === store.settingsFile)).toHaveLength(1);
  });
});
