import { rspack, type Compiler } from '@rspack/core';
import { documentTagsFile, type DocumentTag, type DocumentTags } from '../documentFiles';

/**
 * Writes the tags the build adds to the shell's document (after every plugin that alters them: the start files,
 * the font preloads) as data (`documentTagsFile`), so the renderer fills the same template the plain page is made of
 * (shell/src/document/shellDocument.ts) without reading the built page.
 */
export class DocumentTagsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('DocumentTagsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise({ name: 'DocumentTagsPlugin', stage: Number.MAX_SAFE_INTEGER }, async (data) => {
        const tag = ({ tagName, attributes, innerHTML }: DocumentTag): DocumentTag => ({ tagName, attributes, ...(innerHTML && { innerHTML }) });
        const tags: DocumentTags = { headTags: data.headTags.map(tag), bodyTags: data.bodyTags.map(tag) };
        compilation.emitAsset(documentTagsFile, new rspack.sources.RawSource(JSON.stringify(tags)));
        return data;
      });
    });
  }
}
