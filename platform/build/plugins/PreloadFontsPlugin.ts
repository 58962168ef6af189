import { rspack, type Compiler } from '@rspack/core';

/**
 * Adds `<link rel="preload" as="font">` for the Latin variable font to the document, so the text's font
 * is fetched with the stylesheet rather than after it.
 */
export class PreloadFontsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadFontsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadFontsPlugin', async (data) => {
        const fonts = Object.keys(compilation.assets).filter((name) => /latin-wght-normal.*\.woff2$/.test(name));
        data.assetTags.styles.unshift(
          ...fonts.map((name) => ({
            tagName: 'link',
            attributes: { rel: 'preload', href: `${data.publicPath}${name}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            voidTag: true,
          })),
        );
        return data;
      });
    });
  }
}
