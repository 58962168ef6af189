/**
 * Runtime plugin of every remote's Node container. In Node a container cannot find its own URL (the
 * browser's automatic public path reads the script element), so it takes the directory of the manifest
 * the host registered it with: its chunks (`server/…`) and assets (`assets/…`) then resolve exactly as
 * in the browser, and asset URLs in prerendered HTML match those the browser renders.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare let __webpack_public_path__: string;

interface RegisteredRemote {
  name: string;
  entry?: string;
}

export default function ssrPublicPath(): ModuleFederationRuntimePlugin {
  return {
    name: 'ssr-public-path',
    beforeInit(args) {
      const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__?: { options: { remotes: RegisteredRemote[] } }[] } })
        .__FEDERATION__;
      const instances = federation?.__INSTANCES__ ?? [];
      const registered = instances
        .flatMap((instance) => instance.options.remotes)
        .find((remote) => remote.name === args.options.name && remote.entry);
      if (registered) __webpack_public_path__ = new URL('.', registered.entry).href;
      return args;
    },
  };
}
