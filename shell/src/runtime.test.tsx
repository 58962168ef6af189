import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { use } from 'react';
import { HydrationContext } from 'shared/loading';
import { SiteDataContext } from 'shared/siteData';
import type { Area } from 'shared/areas';
import { createShellRuntime, ShellRuntimeProvider, useLiveAreas, useShellRuntime, type ShellRuntime } from './runtime';

const news: Area = { id: 'news', remote: 'mf_news', label: 'Industry news', owns: ['/hospitality-industry-news'], manifest: 'http://localhost/m.json', version: 'v1' };
const legal: Area = { id: 'legal', remote: 'mf_legal', label: 'Legal', owns: ['/privacy'], manifest: 'http://localhost/l.json', version: 'v1' };
const settingsUrl = 'http://localhost/settings.json';

describe('the shell runtime', () => {
  it('is one object per tab or render: two share no state, only the area modules they are given', () => {
    const one = createShellRuntime({ areas: [news], pathname: '/', settingsUrl });
    const two = createShellRuntime({ areas: [legal], pathname: '/privacy', settingsUrl, modules: one.modules });
    expect(two.modules).toBe(one.modules);
    for (const part of ['areas', 'data', 'hydration', 'islands'] as const) expect(two[part], part).not.toBe(one[part]);
    expect(one.areas.list()).toEqual([news]);
    expect(two.areas.list()).toEqual([legal]);
    one.hydration.pageChanged();
    expect([one.hydration.page(), two.hydration.page()]).toEqual([1, 0]);
    expect(createShellRuntime({ areas: [], pathname: '/', settingsUrl }).modules).not.toBe(one.modules);
  });

  it('starts where its first page is: rendering it (or another page of its area) reads no settings document', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const runtime = createShellRuntime({ areas: [news], pathname: '/hospitality-industry-news', settingsUrl });
    await runtime.areas.entering('/hospitality-industry-news/some-post');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('keeps static islands per tab, for the path they were kept at', () => {
    const [one, two] = [createShellRuntime({ areas: [news], pathname: '/', settingsUrl }), createShellRuntime({ areas: [news], pathname: '/', settingsUrl })];
    const root = { querySelector: () => ({ innerHTML: '<p>Kept</p>' }) } as unknown as ParentNode;
    one.islands.keep('mf_news', '/hospitality-industry-news', root);
    expect(one.islands.at('mf_news', '/hospitality-industry-news')).toBe('<p>Kept</p>');
    expect(one.islands.at('mf_news', '/elsewhere')).toBeUndefined();
    expect(two.islands.at('mf_news', '/hospitality-industry-news')).toBeUndefined();
    one.islands.drop('mf_news');
    expect(one.islands.at('mf_news', '/hospitality-industry-news')).toBeUndefined();
  });

  it('reaches the components below its provider, the areas’ shared parts included', () => {
    const runtime = createShellRuntime({ areas: [news], pathname: '/', settingsUrl });
    const seen: { shell?: ShellRuntime; areas?: readonly Area[]; data?: unknown; hydration?: unknown } = {};
    function Probe() {
      seen.shell = useShellRuntime();
      seen.areas = useLiveAreas();
      seen.data = use(SiteDataContext);
      seen.hydration = use(HydrationContext);
      return null;
    }
    renderToString(
      <ShellRuntimeProvider runtime={runtime}>
        <Probe />
      </ShellRuntimeProvider>,
    );
    expect(seen).toEqual({ shell: runtime, areas: [news], data: runtime.data, hydration: runtime.hydration });
  });

  it('is required: a shell component rendered without one says so', () => {
    function Probe() {
      useShellRuntime();
      return null;
    }
    expect(() => renderToString(<Probe />)).toThrow(/outside ShellRuntimeProvider/);
  });
});
