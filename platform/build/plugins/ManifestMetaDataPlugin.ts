import { rspack, type Compilation, type Compiler } from '@rspack/core';

/**
 * What the manifest plugin does not write itself, added to a browser build's `metaData`:
 * - a remote's Node container (`ssrRemoteEntry`), so the federation runtime in Node picks the Node build from
 *   the same manifest URL the browser uses: one settings document drives both;
 * - how the build comes by its federation runtime core (`externalRuntime`: from the host; or
 *   `provideExternalRuntime`: it provides it), for the release checks (platform/releases/sharedRanges.ts);
 * - a remote's stylesheets as its own CSS chunk loading names them (`stylesheetMarkers`, see below).
 */
export class ManifestMetaDataPlugin {
  readonly metaData: Record<string, unknown>;
  readonly withStylesheetMarkers: boolean;

  constructor(metaData: Record<string, unknown>, { withStylesheetMarkers = false } = {}) {
    this.metaData = metaData;
    this.withStylesheetMarkers = withStylesheetMarkers;
  }

  /**
   * Each stylesheet file → the `data-rspack` value Rspack's CSS chunk loading looks for (`<uniqueName>:chunk-<id>`).
   * The prerender job marks the stylesheet links it writes with it, so a remote finds the page's link to its
   * stylesheet instead of adding a second one (the href alone does not match: the page's is root-relative,
   * the runtime's absolute), which cost a whole-page style recalculation after hydration and doubled the rules.
   */
  static stylesheetMarkers(compilation: Compilation): Record<string, string> {
    const markers: Record<string, string> = {};
    for (const chunk of compilation.chunks) {
      for (const file of chunk.files) if (file.endsWith('.css')) markers[file] = `${compilation.outputOptions.uniqueName}:chunk-${chunk.id}`;
    }
    return markers;
  }

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ManifestMetaDataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestMetaDataPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const file of ['mf-manifest.json', 'mf-stats.json']) {
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            const manifest = JSON.parse(asset.source.source().toString());
            Object.assign(manifest.metaData, this.metaData);
            if (this.withStylesheetMarkers) manifest.metaData.stylesheetMarkers = ManifestMetaDataPlugin.stylesheetMarkers(compilation);
            compilation.updateAsset(file, new rspack.sources.RawSource(JSON.stringify(manifest)));
          }
        },
      );
    });
  }
}
