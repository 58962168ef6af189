import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commitLiveDocument, DocumentChanged, readLiveDocument } from './settingsDocument';
import { appendLog, publishVersion, readLog, readLogLines, releaseStore, type ReleaseLogEntry } from './store';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

describe('the live document', () => {
  const entry: ReleaseLogEntry = { target: 'legal', action: 'release', from: null, to: 'aaaaaaaaaaaa', at: '2026-11-26T00:00:00.000Z' };
  const legal = { container: 'mf_legal', label: 'Legal', version: 'aaaaaaaaaaaa', manifest: 'releases/legal/aaaaaaaaaaaa/mf-manifest.json', owns: ['/gdpr'] };

  function storeWith(document: unknown) {
    const store = releaseStore(tempDir());
    fs.writeFileSync(store.settingsFile, JSON.stringify(document));
    return store;
  }

  it('is written with the next revision, and the log line names it', async () => {
    const store = storeWith({ site: { url: 'https://www.stayvia.com' } });
    const live = await readLiveDocument(store);
    const written = await commitLiveDocument(store, { ...live, areas: { legal } }, entry);
    expect(written.revision).toBe(1);
    expect(await readLiveDocument(store)).toEqual({ site: { url: 'https://www.stayvia.com' }, areas: { legal }, revision: 1 });
    expect(await readLog(store)).toEqual([{ ...entry, revision: 1 }]);
    expect(fs.readdirSync(store.dir).sort()).toEqual(['log.jsonl', 'settings.json']);
  });

  it('is not written over a revision other than the one checked, saying so', async () => {
    const store = storeWith({ site: { url: 'https://www.stayvia.com' }, revision: 4 });
    const before = fs.readFileSync(store.settingsFile, 'utf8');
    const checked = { site: { url: 'https://www.stayvia.com' }, revision: 3, areas: { legal } };
    const refusal = commitLiveDocument(store, checked, entry);
    await expect(refusal).rejects.toBeInstanceOf(DocumentChanged);
    await expect(refusal).rejects.toThrow('the live settings document changed while this ran (revision 3 checked, 4 live now: another release or rollback)');
    expect(fs.readFileSync(store.settingsFile, 'utf8')).toBe(before);
    expect(await readLog(store)).toEqual([]);
  });

  it('is never replaced by a broken one, and a broken live one is refused when read, naming the problem', async () => {
    const store = storeWith({ site: { url: 'https://www.stayvia.com' } });
    const before = fs.readFileSync(store.settingsFile, 'utf8');
    await expect(commitLiveDocument(store, { site: { url: 'www.stayvia.com' } }, entry)).rejects.toThrow(
      'Refusing to write a broken settings document: site.url must be the public origin of the site',
    );
    await expect(commitLiveDocument(store, { site: { url: 'https://www.stayvia.com' }, areas: { legal: { ...legal, container: 'mf_news' } } }, entry)).rejects.toThrow(
      'areas.legal.container must be mf_legal',
    );
    expect(fs.readFileSync(store.settingsFile, 'utf8')).toBe(before);
    expect(await readLog(store)).toEqual([]);

    fs.writeFileSync(store.settingsFile, JSON.stringify({ site: { url: 'https://www.stayvia.com' }, revision: -1 }));
    await expect(readLiveDocument(store)).rejects.toThrow(`${store.settingsFile}: revision must be a whole number of writes`);
  });
});

describe('the log', () => {
  const entry = (to: string): ReleaseLogEntry => ({ target: 'legal', action: 'release', from: null, to, at: '2026-11-26T00:00:00.000Z' });

  it('keeps every whole entry when a crash tore one mid-append, and the next append reads again', async () => {
    const store = releaseStore(tempDir());
    await appendLog(store, entry('aaaaaaaaaaaa'));
    // A process killed mid-write (or a full disk) leaves the start of an entry and no newline.
    fs.appendFileSync(store.logFile, '\n{"target":"legal","action":"rel');
    await appendLog(store, entry('bbbbbbbbbbbb'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await readLogLines(store)).map((line) => line.to)).toEqual(['aaaaaaaaaaaa', 'bbbbbbbbbbbb']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('skipped 1 torn line(s) of the release log'));
  });

  it('reads a log in the earlier framing (one entry per line)', async () => {
    const store = releaseStore(tempDir());
    fs.writeFileSync(store.logFile, `${JSON.stringify(entry('aaaaaaaaaaaa'))}\n${JSON.stringify(entry('bbbbbbbbbbbb'))}\n`);
    expect((await readLog(store)).map((line) => line.to)).toEqual(['aaaaaaaaaaaa', 'bbbbbbbbbbbb']);
  });
});

describe('a published version', () => {
  it('is flushed to the disk, every file and folder, before it is renamed into place, and its folder after', async () => {
    const store = releaseStore(tempDir());
    const build = tempDir();
    fs.mkdirSync(path.join(build, 'static', 'js'), { recursive: true });
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"name":"mf_legal"}');
    fs.writeFileSync(path.join(build, 'static', 'js', 'main.js'), 'console.log(1)'.repeat(100));
    const synced: string[] = [];
    const realOpen = fsPromises.open;
    vi.spyOn(fsPromises, 'open').mockImplementation(async (...args: Parameters<typeof fsPromises.open>) => {
      const handle = await realOpen(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        synced.push(path.relative(store.dir, String(args[0])).replace(/\.incoming-[^/]+/, '<incoming>'));
        return sync();
      };
      return handle;
    });
    const renames: string[] = [];
    const realRename = fsPromises.rename;
    vi.spyOn(fsPromises, 'rename').mockImplementation(async (from, to) => {
      renames.push(`rename after ${synced.length} flushes`);
      return realRename(from, to);
    });
    const { version, created } = await publishVersion(store, 'legal', build);
    expect(created).toBe(true);
    const beforeRename = synced.slice(0, Number(/after (\d+)/.exec(renames[0]!)![1]));
    expect(beforeRename).toEqual(
      expect.arrayContaining(['legal/<incoming>/mf-manifest.json', 'legal/<incoming>/static/js/main.js', 'legal/<incoming>/static/js', 'legal/<incoming>']),
    );
    expect(beforeRename.filter((file) => file.endsWith('.br') || file.endsWith('.gz'))).not.toEqual([]);
    expect(synced.slice(beforeRename.length)).toEqual(['legal']);
    expect(fs.existsSync(path.join(store.dir, 'legal', version, 'static', 'js', 'main.js'))).toBe(true);
  });
});
