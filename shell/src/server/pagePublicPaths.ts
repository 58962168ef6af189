/**
 * Runtime plugin of the renderer's federation instance: as it initializes a remote's Node container, it gives the
 * container the public path the page names the remote's files by (`NodeContainerInit`, applied by
 * platform/build/ssrPublicPath.ts): the folder of the manifest it registered, as a page names it (`pageUrl`).
 * So the remote's asset URLs (a PDF a page links to) are root-relative when the remote is on the site's origin,
 * whatever address the job reached the site through, and absolute when it is elsewhere.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { NodeContainerInit } from 'platform/build/nodeContainer';
import { pageUrl } from '../document/remoteAssets';

export function pagePublicPaths(origin: string): ModuleFederationRuntimePlugin {
  return {
    name: 'page-public-paths',
    beforeInitContainer(args) {
      const registered = args.origin.options.remotes.find((remote) => remote.name === args.remoteInfo.name);
      if (!registered || !('entry' in registered)) throw new Error(`The remote ${args.remoteInfo.name} was not registered with its manifest's URL.`);
      const init: NodeContainerInit = { pagePublicPath: pageUrl(new URL('.', registered.entry), origin) };
      Object.assign(args.remoteEntryInitOptions, init);
      return args;
    },
  };
}
