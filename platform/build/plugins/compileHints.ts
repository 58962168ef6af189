import { rspack } from '@rspack/core';

/**
 * V8's explicit compile hint: every function of a file that starts with `//# allFunctionsCalledOnLoad` is
 * compiled while the script streams in, off the main thread, instead of lazily on its first call. Almost
 * every script the site sends runs at once (the framework, the federation runtime, a page's modules as it
 * hydrates), and the lazy compiles were about a third of each start-up task (Lighthouse at 4× on /pricing:
 * the framework's task 93–114 → 67–69 ms, main.js's 86–112 → 56–73 ms; benchmarkIndex about 2,800).
 * Added after minification (which drops comments) and before the source maps are made (so their lines count it)
 * and the content hashes are computed.
 */
export const compileHints = () =>
  new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
