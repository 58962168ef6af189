/**
 * A site for the canary's lifecycle tests: a store whose live document has legal and support releases, a pages
 * folder, and a fake prerender job that renders each page as the versions of the document it was given (so a test
 * reads which releases a page was rendered with), staging it as the real job does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stage } from '../prerender/publish';
import type { ReleaseContext } from '../releases/release';
import { versionDir, releaseStore, type ReleaseStore } from '../releases/store';
import { withRelease } from '../releases/settingsDocument';
import type { SettingsDocument } from '../settings/reader';
import type { Canary } from './state';

export const versions = { legal: ['aaaaaaaaaaa1', 'aaaaaaaaaaa2'], support: ['bbbbbbbbbbb1', 'bbbbbbbbbbb2'] } as const;

/** The pages each area's release renders. */
const pagesOf: Record<string, string> = { legal: '/gdpr', support: '/support' };

export type JobCall = Parameters<NonNullable<ReleaseContext['runJob']>>[0];
const argument = (call: JobCall, name: string) => call.args![call.args!.indexOf(name) + 1]!;

/** What the fake job renders for a page: the versions of the document it was given. */
export const pageText = (document: SettingsDocument) => `legal ${document.areas?.legal?.version} support ${document.areas?.support?.version}`;

/** The fake job: renders the scope's page, or does what `fault` returns instead. */
export function fakeJob(calls: JobCall[], fault?: (call: JobCall, document: SettingsDocument) => Promise<{ code: number; output: string }> | undefined) {
  return async (call: JobCall) => {
    calls.push(call);
    const document = JSON.parse(fs.readFileSync(argument(call, '--settings-file'), 'utf8')) as SettingsDocument;
    const faulted = fault?.(call, document);
    if (faulted) return faulted;
    const area = argument(call, '--scope').replace('release:', '');
    const sitePath = pagesOf[area]!;
    const releases = { [area]: { version: document.areas![area]!.version, manifest: document.areas![area]!.manifest } };
    const entry = { releases, modules: [`${area}/routes`], posts: [], listsPosts: false, lastModified: '2026-11-27T00:00:00.000Z' };
    await stage(argument(call, '--staging'), { pages: new Map([[sitePath, `<p>${pageText(document)}</p>`]]), files: new Map(), index: { pages: { [sitePath]: entry }, dynamic: [], articles: {} } });
    fs.writeFileSync(argument(call, '--result'), JSON.stringify({ rendered: [sitePath], removed: [], owns: [sitePath] }));
    return { code: 0, output: `[prerender] staged 1 page` };
  };
}

export function canarySite(tempDir: (name: string) => string) {
  const store: ReleaseStore = releaseStore(tempDir('store'));
  for (const [area, list] of Object.entries(versions)) {
    for (const version of list) {
      fs.mkdirSync(versionDir(store, area as 'legal', version), { recursive: true });
      fs.writeFileSync(path.join(versionDir(store, area as 'legal', version), 'mf-manifest.json'), JSON.stringify({ metaData: {}, shared: [], exposes: [{ name: 'routes' }] }));
    }
  }
  const live = withRelease(withRelease({ site: { url: 'https://www.stayvia.com' } }, 'legal', versions.legal[0], ['/gdpr']), 'support', versions.support[0], ['/support']);
  fs.writeFileSync(store.settingsFile, JSON.stringify(live));
  const pagesDir = tempDir('pages');
  const canary: Canary = {
    id: `legal-${versions.legal[1]}-x`,
    area: 'legal',
    version: versions.legal[1],
    from: versions.legal[0],
    entry: withRelease(live, 'legal', versions.legal[1], ['/gdpr']).areas!.legal!,
    pages: ['/gdpr'],
    percent: 50,
    minViews: 5,
    minClients: 3,
    startedAt: '2026-11-27T12:00:00.000Z',
    status: 'running',
  };
  return { store, pagesDir, live, canary };
}
