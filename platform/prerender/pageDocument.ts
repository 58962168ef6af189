/**
 * A prerendered page: the shell's built index.html with the page's markup in the app root, the tags React
 * hoisted out of it in <head>, each remote's stylesheet linked and its scripts preloaded, and the data
 * the page was rendered with for the hydration.
 */
import { heldClickTargets, pageHeldClicksKey } from 'shared/loading/heldClicks';
import { pageDataId, pageReleasesId, type PageReleases } from 'shell/pageData';

export interface PageParts {
  head: string;
  body: string;
  data: unknown;
}

/** A remote's stylesheet, with the marker its own CSS chunk loading finds it by (platform/build/plugins/ManifestMetaDataPlugin.ts, `stylesheetMarkers`). */
export interface Stylesheet {
  href: string;
  marker?: string;
}

export interface RemoteAssets {
  css: Stylesheet[];
  js: string[];
}


const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot close its script element or open a comment, whatever the CMS wrote. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The shell's entry script, with the files it starts with (`data-start`, see StartFilesPlugin in platform/build). */
const deferredScript = /<script [^>]*\bdefer\b[^>]*><\/script>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Starts the shell's script once the page has loaded and its first contentful paint has happened: the
 * prerendered page is complete without it, and a script fetched with the page competes with the stylesheets and
 * the first paint (on a throttled phone it delayed the largest paint by about a second). With it, the loader
 * preloads the shell's start files and the page's area scripts (`data-preload`, at low priority), so they
 * arrive while main.js loads and runs rather than one round trip after another; from
 * the head, even at low priority, they delayed the home page's largest paint by about 150 ms (Lighthouse,
 * slow 4G). Hydration follows. Without PerformanceObserver, a frame after the load stands in for the paint.
 * Clicks on buttons before the page is hydrated are held and replayed by the shell, not lost.
 */
export const shellLoaderScript =
  `(function(){var me=document.currentScript,src=me.getAttribute('data-src'),pre=(me.getAttribute('data-preload')||'').split(' ');` +
  // One preload per task: each insertion starts a request, a few milliseconds of main thread on a slow phone, and
  // a page's dozen of them in one task was a long task of its own (15–40 ms on a 2-core machine, ×4 in Lighthouse).
  // Once main.js has run, its runtime asks for the rest itself: a preload after that would go unused.
  `function go(){var s=document.createElement('script');s.src=src;s.onload=function(){pre=[]};document.head.appendChild(s);setTimeout(preload)}` +
  `function preload(){var href=pre.shift();if(href){var l=document.createElement('link');l.rel='preload';l.as='script';l.fetchPriority='low';l.href=href;document.head.appendChild(l)}if(pre.length)setTimeout(preload)}` +
  // Until the shell has hydrated the page (shared/src/loading/heldClicks.ts), a click on a control is held for it.
  `var held=window.${pageHeldClicksKey}=[];document.addEventListener('click',function(e){if(window.${pageHeldClicksKey}!==held)return;` +
  `var t=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(heldClickTargets)});if(t){e.preventDefault();e.stopPropagation();if(held.indexOf(t)<0)held.push(t)}},true);` +
  `function painted(){try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true})}` +
  `catch(e){requestAnimationFrame(function(){setTimeout(go)})}}` +
  `if(document.readyState==='complete')painted();else addEventListener('load',painted)})()`;

/**
 * The loader's text is the same on every page and in every build (the script's URL travels in its
 * `data-src`, the area scripts' in its `data-preload`), so the Content-Security-Policy allows it by one hash
 * (platform/server/http/securityHeaders.ts).
 */
const scriptAfterPaint = (src: string, preload: string[]) =>
  `<script data-src="${escapeAttribute(src)}"${preload.length ? ` data-preload="${escapeAttribute(preload.join(' '))}"` : ''}>${shellLoaderScript}</script>`;

/** The settings document is preloaded for the shell's script, which a prerendered page starts late. */
const settingsPreload = /(<link rel="preload" href="[^"]*settings\.json" as="fetch")/;

export function composePage(template: string, page: PageParts, assets: RemoteAssets, releases: PageReleases = {}): string {
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
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.body}</div><script type="application/json" id="${pageDataId}">${scriptJson(page.data)}</script>` +
          `<script type="application/json" id="${pageReleasesId}">${scriptJson(releases)}</script>` +
          scriptAfterPaint(src, [...startFiles, ...assets.js]),
      )
  );
}

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}

interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string }; stylesheetMarkers?: Record<string, string> };
  exposes: { name: string; assets: ManifestAssets }[];
}

/**
 * A remote's entry, the chunks of one exposed module and its stylesheets: root-relative when they are on
 * the site's own origin (`origin`), so the page works whatever host name it is opened through.
 */
export function exposeAssets(manifestUrl: string, manifest: RemoteManifest, expose: string, origin: string): RemoteAssets {
  const { publicPath = 'auto', remoteEntry, stylesheetMarkers = {} } = manifest.metaData;
  const base = publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(publicPath, manifestUrl).href;
  const found = manifest.exposes.find((candidate) => candidate.name === expose);
  if (!found) throw new Error(`${manifestUrl} exposes no "${expose}".`);
  const url = (file: string) => {
    const absolute = new URL(file, base);
    return absolute.origin === new URL(origin).origin ? `${absolute.pathname}${absolute.search}` : absolute.href;
  };
  return {
    css: found.assets.css.sync.map((file) => ({ href: url(file), ...(Object.hasOwn(stylesheetMarkers, file) && { marker: stylesheetMarkers[file] }) })),
    js: [url(`${remoteEntry.path}${remoteEntry.name}`), ...found.assets.js.sync.map(url)],
  };
}
