import { describe, expect, it } from 'vitest';
import type { NodeContainerInit } from 'platform/build/nodeContainer';
import { pagePublicPaths } from './pagePublicPaths';

type InitArgs = Parameters<NonNullable<ReturnType<typeof pagePublicPaths>['beforeInitContainer']>>[0];

/** What the renderer gives the mf_legal container it registered at `manifest`, on a site at `origin`. */
async function initOf(manifest: string, origin: string) {
  const args = {
    shareScope: {},
    initScope: [],
    remoteEntryInitOptions: { version: '', shareScopeKeys: 'default' },
    remoteInfo: { name: 'mf_legal', entry: new URL('server/remoteEntry.js', manifest).href },
    origin: { options: { remotes: [{ name: 'mf_news', entry: 'http://127.0.0.1:40497/remotes/mf-news/mf-manifest.json' }, { name: 'mf_legal', entry: manifest }] } },
  } as unknown as InitArgs;
  // The hook is a waterfall: it hands the arguments on.
  expect(await pagePublicPaths(origin).beforeInitContainer!(args)).toBe(args);
  return args.remoteEntryInitOptions as InitArgs['remoteEntryInitOptions'] & NodeContainerInit;
}

describe('pagePublicPaths', () => {
  it('gives a remote on the site’s origin its manifest’s folder from the root, for a release and for a dist the site serves', async () => {
    const origin = 'http://127.0.0.1:40497';
    expect(await initOf(`${origin}/releases/legal/0123456789ab/mf-manifest.json`, origin)).toEqual({
      version: '',
      shareScopeKeys: 'default',
      pagePublicPath: '/releases/legal/0123456789ab/',
    });
    expect((await initOf(`${origin}/remotes/mf-legal/mf-manifest.json`, `${origin}/`)).pagePublicPath).toBe('/remotes/mf-legal/');
  });

  it('gives a remote elsewhere (another origin, another port) its absolute address', async () => {
    expect((await initOf('https://cdn.example.com/legal/v2/mf-manifest.json', 'http://127.0.0.1:40497')).pagePublicPath).toBe('https://cdn.example.com/legal/v2/');
    expect((await initOf('http://127.0.0.1:3005/mf-manifest.json', 'http://127.0.0.1:40497')).pagePublicPath).toBe('http://127.0.0.1:3005/');
  });

  it('refuses a remote it was not given by its manifest', () => {
    const args = { remoteEntryInitOptions: {}, remoteInfo: { name: 'mf_other', entry: '' }, origin: { options: { remotes: [] } } } as unknown as InitArgs;
    expect(() => pagePublicPaths('http://127.0.0.1:40497').beforeInitContainer!(args)).toThrow("The remote mf_other was not registered with its manifest's URL.");
  });
});
