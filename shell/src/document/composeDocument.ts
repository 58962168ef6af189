/**
 * A prerendered page's document: the shell's built index.html (its own template, shell/src/index.html, as the
 * build wrote it) with the page's markup in the app root, the tags React hoisted out of it in <head>, each
 * remote's stylesheet linked, the hand-off after the root, and the page loader in place of the entry script.
 */
import { handOffScripts, type PageHandOff } from './handOff';
import type { RemoteAssets } from './remoteAssets';

export interface PageParts {
  head: string;
  body: string;
}

/** The compiled page loader (platform/build/targets/pageLoader.ts), inlined as it is. */
export interface PageLoader {
  source: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shell's entry script, with the files it starts with (`data-start`, see platform/build/plugins/StartFilesPlugin.ts). */
const deferredScript = /<script [^>]*\bdefer\b[^>]*><\/script>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The loader's text is the same on every page of a build (the script's URL travels in its `data-src`, the shell's
 * start files in its `data-start`, the area scripts in its `data-preload`), so the Content-Security-Policy allows
 * it by one hash.
 */
const loaderElement = (loader: PageLoader, src: string, start: string[], preload: string[]) => {
  const list = (name: string, files: string[]) => (files.length ? ` ${name}="${escapeAttribute(files.join(' '))}"` : '');
  return `<script data-src="${escapeAttribute(src)}"${list('data-start', start)}${list('data-preload', preload)}>${loader.source}</script>`;
};

/** The settings document is preloaded for the shell's script, which a prerendered page starts late. */
const settingsPreload = /(<link rel="preload" href="[^"]*settings\.json" as="fetch")/;

export function composeDocument(template: string, page: PageParts, assets: RemoteAssets, handOff: PageHandOff, loader: PageLoader): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('The shell template has no empty <div id="root">.');
  const scripts = template.match(deferredScript) ?? [];
  const script = scripts[0];
  const src = script && attribute(script, 'src');
  if (!src) throw new Error('The shell template has no deferred entry script.');
  // The loader starts one script after the paint; a second would load with the page (an import from `shared`
  // in the shell's entry splits the entry chunk in two).
  if (scripts.length !== 1) throw new Error(`The shell template must start exactly one script, its entry; it starts ${scripts.length}.`);
  const startFiles = attribute(script, 'data-start')?.split(' ').filter(Boolean) ?? [];
  const links = assets.css
    .map(({ href, marker }) => `<link rel="stylesheet" href="${escapeAttribute(href)}"${marker ? ` data-rspack="${escapeAttribute(marker)}"` : ''}>`)
    .join('');
  return (
    template
      .replace(script, '')
      .replace(settingsPreload, '$1 fetchpriority="low"')
      // The page names its own title and description.
      .replace(/<title data-fallback-head>[\s\S]*?<\/title>/, '')
      .replace(/<meta data-fallback-head[^>]*>/, '')
      .replace('</head>', () => `${page.head}${links}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${handOffScripts(handOff)}${loaderElement(loader, src, startFiles, assets.js)}`)
  );
}
