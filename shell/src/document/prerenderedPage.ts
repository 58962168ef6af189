/**
 * A prerendered page's document: the shell's template (shellDocument.ts) with the build's tags but its entry
 * script, the tags React hoisted out of the page in the head with each remote's stylesheet, the page's markup in
 * the app root, and after it the hand-off and the page loader, which starts the entry script after the paint.
 */
import type { PageLoader } from 'platform/build/documentFiles';
import { entryAndOthers, type DocumentTags, type ShellEntry } from './buildTags';
import { handOffScripts, type PageHandOff } from './handOff';
import { element } from './html';
import type { RemoteAssets } from './remoteAssets';
import { shellDocument } from './shellDocument';

export type { PageLoader };

/** The page as React rendered it: the tags it hoisted (title, meta, link) and its markup. */
export interface PageParts {
  head: string;
  body: string;
}

/**
 * The loader's text is the same on every page of a build (the script's URL travels in its `data-src`, the shell's
 * start files in its `data-start`, the area scripts in its `data-preload`), so the Content-Security-Policy allows
 * it by one hash, the build's.
 */
const loaderElement = (loader: PageLoader, entry: ShellEntry, preload: string[]) => {
  const list = (files: string[]) => (files.length ? files.join(' ') : undefined);
  return element('script', { 'data-src': entry.src, 'data-start': list(entry.start), 'data-preload': list(preload) }, loader.source);
};

export function prerenderedPage(tags: DocumentTags, page: PageParts, assets: RemoteAssets, handOff: PageHandOff, loader: PageLoader): string {
  const { entry, others } = entryAndOthers(tags);
  const stylesheets = assets.css.map(({ href, marker }) => element('link', { rel: 'stylesheet', href, 'data-rspack': marker }));
  return shellDocument({
    fallbackHead: '',
    settingsPriority: 'low',
    buildHead: others,
    pageHead: page.head + stylesheets.join(''),
    root: page.body,
    afterRoot: handOffScripts(handOff) + loaderElement(loader, entry, assets.js),
  });
}
