import { rspack, type Compiler } from '@rspack/core';

/**
 * What the shell needs to start: React, the router and the `shared` package. Each shared module is otherwise
 * a chunk of its own (two dozen scripts to insert and run at start-up); in the shell they are three files,
 * React, the router and `shared`, each evaluated in a task of its own as it arrives (one file of all three was
 * one 50 ms task at 4× slowdown, most of it V8 re-parsing the file for the source positions of a trace's stacks).
 * TanStack Query stays apart: the shell loads it only for a page that reads data. Remotes keep their own
 * split: they only fall back to their copies.
 */
export const frameworkChunks = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  router: /[\\/]node_modules[\\/]react-router[\\/]/,
  // Except the lead forms' schemas and client (shared/src/leads.ts): they run only as a form is submitted, with
  // zod, which loads then too; in this file they were 1.6 KB gzip of every page. With the two small packages only
  // `shared`'s start modules import (cookie for the area-override cookie, clsx for `cn`): each was a file of its
  // own on every page, 0.36 KB gzip and two requests more than in this one.
  shared: /[\\/]shared[\\/]src[\\/](?!leads\.ts$)|[\\/]node_modules[\\/](?:cookie|clsx)[\\/]/,
};

/**
 * The shared blocks only some pages draw (the home page, the areas' marketing sub-pages): the closing call to
 * action and the marketing figures. In `shared` they were 0.7 KB gzip of every page, the news list and the legal
 * pages included, which draw neither; here they are one file of their own, loaded by the pages that draw them.
 * None may be reached by the start itself, nor by the code an area's page loads with its chunk (the news list's
 * skeleton cards are: it draws them as it filters): StartFilesPlugin.test.ts.
 */
export const pageSharedChunk = 'page-shared';
export const pageSharedModules = /[\\/]shared[\\/]src[\\/](?:ui[\\/]CallToAction\.tsx|marketingFigures\.ts)$/;

/** The chunk that starts the app: shell/src/index.ts names its import so. */
export const startChunk = 'start';

/**
 * The shell's start files: its framework files (frameworkChunks) and the chunk that starts the app
 * (shell/src/index.ts names it `start`). The entry's script tag names them (`data-start`), and a prerendered
 * page's loader preloads them with the entry (shell/src/document/prerenderedPage.ts): they download beside main.js
 * instead of after it has run and asked for them, a chain of round trips before the page is interactive.
 */
export class StartFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('StartFilesPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('StartFilesPlugin', async (data) => {
        const startChunks = [...Object.keys(frameworkChunks), startChunk];
        const chunks = new Map([...compilation.chunks].map((chunk) => [chunk.name, chunk]));
        const missing = startChunks.filter((name) => !chunks.has(name));
        if (missing.length) throw new Error(`The shell's start chunks ${missing.join(', ')} are missing: see platform/build/plugins/StartFilesPlugin.ts.`);
        // Every chunk the start loads with it: the framework files and the chunks split out of `start` (modules it
        // shares with a page's code, such as the home page's), in the order the group lists them.
        const group = compilation.namedChunkGroups.get(startChunk);
        const startGroup = [...startChunks.map((name) => chunks.get(name)!), ...(group?.chunks ?? [])];
        const files = [...new Set(startGroup.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))];
        const entry = data.assetTags.scripts.find((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string');
        if (!entry) throw new Error('The shell document has no entry script to name its start files on.');
        entry.attributes['data-start'] = files.map((file) => `${data.publicPath}${file}`).join(' ');
        return data;
      });
    });
  }
}
