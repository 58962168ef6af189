/**
 * What the shell's build writes for its document, read by the shell's renderer (shell/src/server/renderer.tsx):
 * the tags the build adds to the document (plugins/DocumentTagsPlugin.ts) and the page loader with its
 * Content-Security-Policy hash (targets/pageLoader.ts). Names and shapes only: the renderer's bundle takes this
 * module, and nothing of the build with it.
 */

/** A tag the build adds to the shell's document, as HtmlRspackPlugin describes it (the stylesheet, a font preload, the entry script). */
export interface DocumentTag {
  tagName: string;
  attributes: Record<string, string | boolean | null | undefined>;
  innerHTML?: string | null;
}

/** The tags for the document's head and for its body, in their order. */
export interface DocumentTags {
  headTags: DocumentTag[];
  bodyTags: DocumentTag[];
}

/** Where the shell's build writes its document's tags, in its dist. */
export const documentTagsFile = 'document-tags.json';

/** Where the page loader is written in the shell's dist (kept by the browser build's clean). */
export const pageLoaderDir = 'loader';
export const pageLoaderFile = 'page-loader.json';

/** What `pageLoaderFile` holds: the script's text, inlined as it is, and the CSP source that allows exactly it. */
export interface PageLoader {
  source: string;
  /** `'sha256-…'` of `source`. */
  hash: string;
}
