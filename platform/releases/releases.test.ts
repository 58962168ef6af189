import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentChange, contentReaches, pagesReached, releaseReaches } from '../prerender/dependencies';
import type { PageEntry } from '../prerender/publish';
import { ownedPaths, ownershipProblems } from '../prerender/ownership';
import { exposeProblems, packageOf, runtimeProblems, sharedRangeProblems, type FederationManifest } from './sharedRanges';
import { settingsProblems, type SettingsDocument } from '../settings/reader';
import { withRelease } from './settingsDocument';
import { publishVersion, versionOf, releaseStore } from './store';
import { prune } from './release';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const live0: SettingsDocument = {
  site: { url: 'https://www.stayvia.com' },
};
const live: SettingsDocument = {
  site: { url: 'https://www.stayvia.com' },
  areas: {
    legal: { container: 'mf_legal', label: 'Legal', version: 'aaaaaaaaaaaa', manifest: 'releases/legal/aaaaaaaaaaaa/mf-manifest.json', owns: ['/gdpr'] },
  },
};

describe('ownership', () => {
  it('derives the top-level paths an area owns from its routes', () => {
    expect(ownedPaths(['/support/status', '/support/updates', '/about', '/security'])).toEqual(['/about', '/security', '/support']);
    expect(ownedPaths(['/hospitality-industry-news', '/hospitality-industry-news/:slug'])).toEqual(['/hospitality-industry-news']);
  });

  it('refuses routes outside what the registry lets the area claim, and paths another area owns', () => {
    expect(ownershipProblems('support', ['/support/status', '/security'], live)).toEqual([]);
    expect(ownershipProblems('support', ['/pricing/enterprise'], live)).toEqual([expect.stringMatching(/route \/pricing\/enterprise is outside the paths the support area may own/)]);
    expect(ownershipProblems('support', ['/'], live)).toEqual(['route / is not inside a top-level path of its own']);
    const clash = { ...live, areas: { ...live.areas, legal: { ...live.areas!.legal!, owns: ['/security'] } } };
    expect(ownershipProblems('support', ['/security'], clash)).toEqual(['/security is already owned by the legal area']);
  });
});

describe('shared singletons', () => {
  const manifest = (react: string, required = `^${react}`): FederationManifest => ({
    exposes: [{ name: 'routes' }],
    shared: [
      { name: 'react', version: react, requiredVersion: required },
      { name: 'react-dom/client', version: react, requiredVersion: required },
      { name: 'shared/ui/Button', version: '1.0.0', requiredVersion: '' },
      { name: 'zod', version: '4.0.0', requiredVersion: '^4' },
    ],
  });

  it('accepts a remote built against the shell’s React, refuses another major, naming both', () => {
    expect(sharedRangeProblems(manifest('19.3.1'), manifest('19.3.1'))).toEqual([]);
    expect(sharedRangeProblems(manifest('19.2.0', '^19.0.0'), manifest('19.3.1'))).toEqual([]);
    const problems = sharedRangeProblems(manifest('18.3.1'), manifest('19.3.1'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^react: the live shell shares 19\.3\.1 .* built with 18\.3\.1 and needs \^18\.3\.1/);
  });

  it('refuses a remote whose icons the live shell’s icon factory would not draw', () => {
    const icons = (version: string): FederationManifest => ({ exposes: [], shared: [{ name: 'lucide-react/createLucideIcon', version, requiredVersion: `^${version}` }] });
    expect(sharedRangeProblems(icons('1.75.0'), icons('1.80.0'))).toEqual([]);
    expect(sharedRangeProblems(icons('1.75.0'), icons('2.0.0'))).toEqual([
      'lucide-react: the live shell shares 2.0.0 (accepts ^2.0.0), the candidate was built with 1.75.0 and needs ^1.75.0',
    ]);
  });

  it('maps module names to packages and names missing exposes', () => {
    expect(['react-dom/client', '@tanstack/react-query', 'shared/ui/Button'].map(packageOf)).toEqual(['react-dom', '@tanstack/react-query', 'shared']);
    expect(exposeProblems(manifest('19.3.1'), ['./routes', './LatestNews'])).toEqual(['it does not expose ./LatestNews']);
  });
});

describe('the federation runtime', () => {
  const build = (metaData: FederationManifest['metaData']): FederationManifest => ({ exposes: [], shared: [], metaData });
  const area = build({ pluginVersion: '2.9.2', externalRuntime: true });

  it('lets an area without a runtime core of its own in only where the shell provides the same release’s', () => {
    expect(runtimeProblems(area, build({ pluginVersion: '2.9.2', provideExternalRuntime: true }))).toEqual([]);
    expect(runtimeProblems(area, build({ pluginVersion: '2.9.2' }))).toEqual(['federation runtime: the area takes its runtime core from the shell, which provides none']);
    expect(runtimeProblems(area, build({ pluginVersion: '2.10.0', provideExternalRuntime: true }))).toEqual([
      'federation runtime: the shell provides the core of Module Federation 2.10.0, the area was built for 2.9.2',
    ]);
  });

  it('lets an area that carries its own core run with any shell', () => {
    expect(runtimeProblems(build({ pluginVersion: '2.8.0' }), build({ pluginVersion: '2.9.2' }))).toEqual([]);
    expect(runtimeProblems(build(undefined), build({ pluginVersion: '2.9.2', provideExternalRuntime: true }))).toEqual([]);
  });
});

describe('the settings document', () => {
  it('requires the site URL and areas of the registry with their container', () => {
    expect(settingsProblems(live)).toEqual([]);
    expect(settingsProblems({ ...live, site: {} })).toEqual([expect.stringMatching(/site\.url/)]);
    expect(settingsProblems({ ...live, areas: { blog: {} } })).toEqual([expect.stringMatching(/areas\.blog is not an area of the registry/)]);
    expect(settingsProblems({ ...live, areas: { legal: { ...live.areas!.legal, container: 'mf_other' } } })).toEqual(['areas.legal.container must be mf_legal']);
  });

  it('points an area at a release relative to the document, with the paths it owns', () => {
    const next = withRelease(live, 'support', 'bbbbbbbbbbbb', ['/about', '/support']);
    expect(next.areas!.support).toEqual({
      container: 'mf_support',
      label: 'Support',
      version: 'bbbbbbbbbbbb',
      manifest: 'releases/support/bbbbbbbbbbbb/mf-manifest.json',
      owns: ['/about', '/support'],
    });
    expect(next.areas!.legal).toBe(live.areas!.legal);
    expect(withRelease(live, 'shell', 'cccccccccccc').shell).toEqual({ version: 'cccccccccccc' });
  });
});

describe('the store', () => {
  it('is named by an absolute folder, whatever RELEASES_DIR was given as (a relative one is from the working directory)', () => {
    // The shell's Node build is loaded from it with require(): a relative path there names a package, not a file.
    expect(releaseStore('some/relative/store').dir).toBe(path.resolve('some/relative/store'));
    expect(releaseStore('some/relative/store').settingsFile).toBe(path.resolve('some/relative/store/settings.json'));
  });

  it('derives the version from the build’s content and publishes each version once', async () => {
    const build = tempDir();
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"shared":[]}');
    fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'x'.repeat(600));
    const version = await versionOf(build);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    const store = releaseStore(tempDir());
    expect(await publishVersion(store, 'legal', build)).toEqual({ version, created: true });
    expect(fs.existsSync(path.join(store.dir, 'legal', version, 'remoteEntry.js.br'))).toBe(true);
    expect(await versionOf(path.join(store.dir, 'legal', version))).toBe(version); // compressed copies are not content
    expect(await publishVersion(store, 'legal', build)).toEqual({ version, created: false });
    fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'y'.repeat(600));
    expect(await versionOf(build)).not.toBe(version);
  });
});

describe('what a change re-renders', () => {
  const release = (version: string) => ({ version, manifest: `releases/x/${version}/mf-manifest.json` });
  const entry = (overrides: Partial<PageEntry>): PageEntry => ({ releases: {}, modules: [], posts: [], listsPosts: false, lastModified: '', ...overrides });
  const pages: Record<string, PageEntry> = {
    '/': entry({ releases: { news: release('v1') }, modules: ['news/LatestNews'], posts: ['a', 'b', 'c'], listsPosts: true }),
    '/hospitality-industry-news': entry({ releases: { news: release('v1') }, posts: ['a', 'b'], listsPosts: true }),
    '/hospitality-industry-news/a': entry({ releases: { news: release('v1') }, posts: ['a'] }),
    '/hospitality-industry-news/z': entry({ releases: { news: release('v1') }, posts: ['z'] }),
    '/gdpr': entry({ releases: { legal: release('v1') } }),
    '/pricing': entry({ releases: { solutions: release('v1') } }),
  };
  const reached = (test: (entry: PageEntry) => boolean) => Object.keys(pages).filter((sitePath) => test(pages[sitePath]!));

  it('a release: the pages that used the area, embeds included, and those under the paths it owns', () => {
    expect(pagesReached({ pages }, { id: 'legal', owns: ['/gdpr'] })).toEqual(['/gdpr']);
    expect(pagesReached({ pages }, { id: 'news', owns: [] })).toEqual(['/', '/hospitality-industry-news', '/hospitality-industry-news/a', '/hospitality-industry-news/z']);
    // A page of a path the area owns, whoever rendered it before, and none it does not.
    expect(pagesReached({ pages }, { id: 'legal', owns: ['/pricing'] })).toEqual(['/gdpr', '/pricing']);
    expect(pagesReached({ pages }, { id: 'legal', owns: ['/pric'] })).toEqual(['/gdpr']);
    expect(releaseReaches('/support/faq', undefined, { id: 'support', owns: ['/support'] })).toBe(true);
  });

  it('a content sync: the changed and deleted articles and the lists of posts, nothing else', () => {
    const index = { generatedAt: '', pages, dynamic: [], articles: { a: 't1', z: 't1', q: 't1' } };
    const change = contentChange(new Map([['a', 't2'], ['z', 't1'], ['new', 't1']]), index);
    expect(change).toEqual({ changed: new Set(['a', 'new']), deleted: new Set(['q']) });
    expect(reached((page) => contentReaches(page, change))).toEqual(['/', '/hospitality-industry-news', '/hospitality-industry-news/a']);
    expect(reached((page) => contentReaches(page, contentChange(new Map([['a', 't1'], ['z', 't1'], ['q', 't1']]), index)))).toEqual([]);
  });
});

describe('retention', () => {
  it('keeps the live version and the newest earlier ones, and any version a published page still names', async () => {
    const store = releaseStore(tempDir());
    const pagesDir = tempDir();
    const versions = ['a', 'b', 'c', 'd', 'e'].map((letter) => letter.repeat(12));
    versions.forEach((version, i) => {
      const dir = path.join(store.dir, 'legal', version);
      fs.mkdirSync(dir, { recursive: true });
      fs.utimesSync(dir, 1_700_000_000 + i, 1_700_000_000 + i);
    });
    const entry = (legal: string): PageEntry => ({ releases: { legal: { version: legal, manifest: `releases/legal/${legal}/mf-manifest.json` } }, modules: ['legal/routes'], posts: [], listsPosts: false, lastModified: '' });
    // A page rendered before the last releases still names the oldest one.
    fs.writeFileSync(path.join(pagesDir, 'pages.json'), JSON.stringify({ generatedAt: '', pages: { '/gdpr': entry(versions[0]!), '/privacy-policy': entry(versions[4]!) }, dynamic: [], articles: {} }));
    const live = withRelease(live0, 'legal', versions[4]!, ['/gdpr']);
    expect(await prune({ store, pagesDir, keep: 2 }, live, 'legal')).toEqual([versions[1]]);
    expect(fs.readdirSync(path.join(store.dir, 'legal')).sort()).toEqual([versions[0], versions[2], versions[3], versions[4]]);
  });

  it('keeps a version an index of an older job names (its releases by version only): a site upgraded in place loses no page\'s release', async () => {
    const store = releaseStore(tempDir());
    const pagesDir = tempDir();
    const versions = ['a', 'b', 'c'].map((letter) => letter.repeat(12));
    for (const version of versions) fs.mkdirSync(path.join(store.dir, 'legal', version), { recursive: true });
    const older = { releases: { legal: versions[0] }, modules: ['legal/routes'], posts: [], listsPosts: false, lastModified: '' };
    fs.writeFileSync(path.join(pagesDir, 'pages.json'), JSON.stringify({ generatedAt: '', pages: { '/gdpr': older }, dynamic: [], articles: {} }));
    const live = withRelease(live0, 'legal', versions[2]!, ['/gdpr']);
    expect(await prune({ store, pagesDir, keep: 0 }, live, 'legal')).toEqual([versions[1]]);
    expect(fs.readdirSync(path.join(store.dir, 'legal')).sort()).toEqual([versions[0], versions[2]]);
  });

    it('prunes nothing while the page index is damaged: which versions pages name is unknown', async () => {
    const store = releaseStore(tempDir());
    const pagesDir = tempDir();
    const versions = ['a', 'b', 'c', 'd', 'e'].map((letter) => letter.repeat(12));
    for (const version of versions) fs.mkdirSync(path.join(store.dir, 'legal', version), { recursive: true });
    fs.writeFileSync(path.join(pagesDir, 'pages.json'), '{"generatedAt":"","pages":{"/gdpr":{"releases":{"legal":"aaaa');
    const live = withRelease(live0, 'legal', versions[4]!, ['/gdpr']);
    expect(await prune({ store, pagesDir, keep: 1 }, live, 'legal')).toEqual([]);
    expect(fs.readdirSync(path.join(store.dir, 'legal')).sort()).toEqual(versions);
  });
});
