// @vitest-environment happy-dom
/**
 * Skew-safe hydration: a prerendered page hydrates with exactly the releases it was rendered with (its hand-off),
 * even after a newer release of its area went live, and the federation runtime is given those releases' manifests.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from 'shared/settings';
import type { PageReleases } from 'shared/areas';
import { handOffScripts } from './document/handOff';
import { pageReleases, withPageReleases } from './hydration';
import { registerAreaRemotes } from './remotes/federation';

const federation = vi.hoisted(() => ({ registerRemotes: vi.fn(), registerPlugins: vi.fn(), getInstance: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => federation);

const settingsUrl = 'https://www.stayvia.test/settings.json';
const rendered = '0123456789ab';
const newer = 'ba9876543210';
const manifestOf = (area: string, version: string) => `releases/${area}/${version}/mf-manifest.json`;
const entry = (area: string, container: string, version: string, owns: string[]) => ({ container, label: area, version, manifest: manifestOf(area, version), owns });

/** The live settings, as the tab reads them: legal and news both released since the page was rendered. */
const live = () =>
  readSettings({ site: { url: 'https://www.stayvia.test' }, areas: { legal: entry('legal', 'mf_legal', newer, ['/gdpr']), news: entry('news', 'mf_news', newer, ['/news']) } }, settingsUrl).settings.areas;

/** The page as the server sent it: its root, then the hand-off the renderer wrote (handOff.ts). */
function servePage(releases: PageReleases | string) {
  const handOff = typeof releases === 'string' ? `<script type="application/json" id="page-releases">${releases}</script>` : handOffScripts({ data: { mutations: [], queries: [] }, releases });
  document.body.innerHTML = `<div id="root"><p>prerendered</p></div>${handOff}`;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('withPageReleases', () => {
  it('composes an area the page shows at the release it was rendered with, not the newer live one', () => {
    servePage({ legal: { version: rendered, manifest: manifestOf('legal', rendered) } });
    const legal = withPageReleases(live()).find((area) => area.id === 'legal');
    expect(legal).toEqual({ id: 'legal', remote: 'mf_legal', label: 'legal', owns: ['/gdpr'], version: rendered, manifest: manifestOf('legal', rendered) });
  });

  it('keeps the live release of an area the page does not show', () => {
    servePage({ legal: { version: rendered, manifest: manifestOf('legal', rendered) } });
    expect(withPageReleases(live()).find((area) => area.id === 'news')).toEqual(live().find((area) => area.id === 'news'));
  });

  it('registers the rendered releases’ manifests with the federation runtime, resolved against the settings document', () => {
    servePage({ legal: { version: rendered, manifest: manifestOf('legal', rendered) }, news: { version: rendered, manifest: `https://cdn.stayvia.test/${manifestOf('news', rendered)}` } });
    registerAreaRemotes(withPageReleases(live()), settingsUrl);
    expect(federation.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_legal', entry: `https://www.stayvia.test/releases/legal/${rendered}/mf-manifest.json` },
      { name: 'mf_news', entry: `https://cdn.stayvia.test/releases/news/${rendered}/mf-manifest.json` },
    ]);
  });

  it('takes only the release from the hand-off: its version and manifest, nothing else it may carry', () => {
    servePage({ legal: { version: rendered, manifest: manifestOf('legal', rendered), owns: ['/everything'], remote: 'mf_other' } as PageReleases[string] });
    const legal = withPageReleases(live()).find((area) => area.id === 'legal');
    expect(legal).toMatchObject({ remote: 'mf_legal', owns: ['/gdpr'], version: rendered });
  });

  it('leaves the live areas as they are on the plain shell page, which carries no hand-off', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(pageReleases()).toEqual({});
    expect(withPageReleases(live())).toEqual(live());
  });

  it('leaves the live areas as they are when the hand-off is not JSON, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    servePage('{"legal": {"version"');
    expect(withPageReleases(live())).toEqual(live());
    expect(error).toHaveBeenCalledWith("[hydration] The page's releases is not valid JSON.", expect.any(SyntaxError));
  });
});
