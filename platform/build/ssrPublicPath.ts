/**
 * Runtime plugin of every remote's Node container. In Node a container cannot find its own URL (the browser's
 * automatic public path reads the script element), so the renderer gives it the public path the page names its
 * files by as it initializes the container (`NodeContainerInit`): asset URLs (a PDF a page links to) are made with
 * it at their source, root-relative when the remote is on the site's origin, as the browser's are on the page's host.
 *
 * Chunks still load from the absolute address the renderer reached the container at: the federation runtime in
 * Node (@module-federation/node's chunk loading) resolves a chunk against the public path when that is an absolute
 * URL, and otherwise against the URL of the container's entry (`server/remoteEntry.js`), up the `rootOutputDir`
 * the build writes (`../`) to where the chunks' names (`server/…`) start. shell/src/server/remoteAssetUrls.test.ts
 * holds both.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { NodeContainerInit } from './nodeContainer';

declare let __webpack_public_path__: string;

export default function ssrPublicPath(): ModuleFederationRuntimePlugin {
  return {
    name: 'ssr-public-path',
    beforeInit(args) {
      // The renderer's init of the container carries it (the container's own set-up, the first call, does not).
      const { pagePublicPath } = args.userOptions as Partial<NodeContainerInit>;
      if (typeof pagePublicPath === 'string') __webpack_public_path__ = pagePublicPath;
      return args;
    },
  };
}
