import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, getGlobalDispatcher, RetryAgent, setGlobalDispatcher } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runReleaseCommand } from './releaseCommand';
import { release, rollback } from '../releases/release';
import { InvalidSettingsDocument } from '../settings/reader';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { releaseStore } from '../releases/store';
import { releaseCanary } from '../canary/endItFirst';

const problem = 'areas.legal.version must be a release version: 12 hex digits, or dev or override';
const invalid = {
  site: { url: 'https://www.stayvia.com' },
  areas: { legal: { container: 'mf_legal', label: 'Legal', version: 'v1', manifest: 'releases/legal/v1/mf-manifest.json', owns: ['/gdpr'] } },
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function storeWithInvalidDocument() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-refused-'));
  const store = releaseStore(path.join(dir, 'releases'));
  await writeFileAtomically(store.settingsFile, `${JSON.stringify(invalid)}\n`);
  const build = path.join(dir, 'dist');
  fs.mkdirSync(build);
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"metaData":{}}');
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return { dir, store, build, before: fs.readFileSync(store.settingsFile, 'utf8') };
}

describe('a live settings document that does not parse', () => {
  it('is refused by `npm run release` and `npm run rollback` before anything is built, served or published', async () => {
    const { store, before } = await storeWithInvalidDocument();
    vi.stubEnv('RELEASES_DIR', store.dir);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(() => {
      vi.unstubAllEnvs();
      error.mockRestore();
      process.exitCode = undefined;
    });
    const run = vi.fn();
    setGlobalDispatcher(new Agent());
    await runReleaseCommand(undefined, run);
    // Its requests to the site go through the site client (platform/prerender/siteClient.ts).
    expect(getGlobalDispatcher()).toBeInstanceOf(RetryAgent);
    expect(run).not.toHaveBeenCalled();
    expect(process.exitCode).toBe(1);
    expect(error).toHaveBeenCalledWith(`Nothing changed: ${store.settingsFile}: ${problem}`);
    expect(fs.readdirSync(store.dir)).toEqual(['settings.json']);
    expect(fs.readFileSync(store.settingsFile, 'utf8')).toBe(before);
  });

  it('is refused by a release and a rollback, which publish and write nothing', async () => {
    const { dir, store, build, before } = await storeWithInvalidDocument();
    const context = { store, origin: 'http://127.0.0.1:5702', pagesDir: path.join(dir, 'pages'), canary: releaseCanary };
    // One at a time: a second attempt started beside the first would reject while nothing awaits it.
    for (const start of [() => release(context, 'legal', build), () => rollback(context, 'legal')]) {
      const attempt = start();
      await expect(attempt).rejects.toThrow(InvalidSettingsDocument);
      await expect(attempt).rejects.toThrow(`${store.settingsFile}: ${problem}`);
    }
    expect(fs.readdirSync(store.dir)).toEqual(['settings.json']);
    expect(fs.readFileSync(store.settingsFile, 'utf8')).toBe(before);
    expect(fs.existsSync(context.pagesDir)).toBe(false);
  });
});

describe('a setting in the environment that the site refuses', () => {
  it('is refused by `npm run release` and `npm run rollback` before a site is served for them, naming it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-env-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    for (const [name, value] of [['BACKEND_LEADS_PER_MINUTE', '-1'], ['BACKEND_TRUSTED_PROXIES', 'proxy.example']]) {
      vi.stubEnv('RELEASES_DIR', path.join(dir, 'releases'));
      vi.stubEnv('BACKEND_DATA_DIR', path.join(dir, 'db'));
      vi.stubEnv('PRERENDER_DIR', path.join(dir, 'pages'));
      vi.stubEnv(name, value);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const run = vi.fn();
      try {
        await runReleaseCommand(undefined, run);
        expect(run).not.toHaveBeenCalled();
        expect(process.exitCode).toBe(1);
        expect(error).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^Nothing changed: ${name} must `)));
      } finally {
        vi.unstubAllEnvs();
        error.mockRestore();
        process.exitCode = undefined;
      }
    }
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
