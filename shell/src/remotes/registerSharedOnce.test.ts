import { createInstance, registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { registerSharedOnce, registerSharedOncePlugin } from './registerSharedOnce';

const names = ['react', 'react-dom', 'shared/loading', 'shared/settings'];

/** A host providing `names` (loaded-first, as the site's apps), counting the runtime's registrations. */
function host(name: string) {
  let registrations = 0;
  const counter = { name: 'count-registrations', afterRegisterShare: (args: unknown) => ((registrations += 1), args) } as ModuleFederationRuntimePlugin;
  const instance = createInstance({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [counter],
    shared: Object.fromEntries(names.map((pkg) => [pkg, { version: '1.0.0', lib: () => ({ pkg }), shareConfig: { singleton: true, requiredVersion: '^1.0.0' } }])),
  });
  return { instance, registrations: () => registrations };
}

/** Every shared module asked for twice, as a page's chunks ask for them. */
async function loadAll(instance: ReturnType<typeof host>['instance']) {
  const loaded = [];
  for (let round = 0; round < 2; round += 1) for (const pkg of names) loaded.push(((await instance.loadShare<{ pkg: string }>(pkg)) as () => { pkg: string })());
  return loaded;
}

/** The share scope as the runtime resolves from it: per module and version, who provided it and its state. */
const scopeOf = (instance: ReturnType<typeof host>['instance']) =>
  Object.fromEntries(
    Object.entries(instance.sharedHandler.shareScopeMap.default).map(([pkg, versions]) => [
      pkg,
      Object.fromEntries(Object.entries(versions).map(([version, shared]) => [version, { from: shared.from, loaded: Boolean(shared.loaded) }])),
    ]),
  );

describe('registerSharedOnce', () => {
  it('registers the host’s shared modules once, leaving the share scope and the modules loaded as the runtime’s own would', async () => {
    const plain = host('plain_host');
    const once = host('once_host');
    registerSharedOnce(once.instance);

    const [plainLoaded, onceLoaded] = [await loadAll(plain.instance), await loadAll(once.instance)];

    expect(onceLoaded).toEqual(plainLoaded);
    expect(scopeOf(once.instance)).toEqual(Object.fromEntries(Object.entries(scopeOf(plain.instance)).map(([pkg, versions]) => [pkg, Object.fromEntries(Object.entries(versions).map(([version, shared]) => [version, { ...shared, from: 'once_host' }]))])));
    // Both register each module as the host is created. Then the runtime alone registers every module again for
    // each module asked for (its guard never holds); with the patch, once.
    expect(plain.registrations()).toBe(names.length + names.length * names.length * 2);
    expect(once.registrations()).toBe(names.length * 2);
  });

  it('a shared module added to the host after the start loads (the host’s options change)', async () => {
    const once = host('changing_host');
    registerSharedOnce(once.instance);
    await once.instance.loadShare('react');
    once.instance.initOptions({ name: 'changing_host', remotes: [], shared: { sonner: { version: '2.0.0', lib: () => ({ pkg: 'sonner' }), shareConfig: { singleton: true, requiredVersion: '^2.0.0' } } } });
    const factory = (await once.instance.loadShare<{ pkg: string }>('sonner')) as () => { pkg: string };
    expect(factory()).toEqual({ pkg: 'sonner' });
    expect(Object.keys(once.instance.sharedHandler.shareScopeMap.default)).toContain('sonner');
  });

  // Last: a global plugin stays registered for every instance created after it.
  it('as a global plugin, applies to each instance created afterwards (an area’s, as its entry loads), once', async () => {
    registerGlobalPlugins([registerSharedOncePlugin()]);
    const area = host('area_instance');
    area.instance.initOptions({ name: 'area_instance', remotes: [] });
    await loadAll(area.instance);
    expect(area.registrations()).toBe(names.length * 2);
  });
});
