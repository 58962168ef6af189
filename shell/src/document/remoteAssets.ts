/** The files of a remote's exposed module that a prerendered page links (stylesheets) and preloads (scripts). */

/** A remote's stylesheet, with the marker its own CSS chunk loading finds it by (platform/build/plugins/ManifestMetaDataPlugin.ts, `stylesheetMarkers`). */
export interface Stylesheet {
  href: string;
  marker?: string;
}

export interface RemoteAssets {
  css: Stylesheet[];
  js: string[];
}

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}

export interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string }; stylesheetMarkers?: Record<string, string> };
  exposes: { name: string; assets: ManifestAssets }[];
}

/**
 * A URL as a page of the site names it: root-relative when it is on the site's own origin (`origin`), so the page
 * works whatever host name it is opened through and names no origin the job reached the site through.
 */
export function pageUrl(url: string | URL, origin: string): string {
  const absolute = new URL(url);
  return absolute.origin === new URL(origin).origin ? `${absolute.pathname}${absolute.search}` : absolute.href;
}

/** A remote's entry, the chunks of one exposed module and its stylesheets, as the page names them (`pageUrl`). */
export function exposeAssets(manifestUrl: string, manifest: RemoteManifest, expose: string, origin: string): RemoteAssets {
  const { publicPath = 'auto', remoteEntry, stylesheetMarkers = {} } = manifest.metaData;
  const base = publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(publicPath, manifestUrl).href;
  const found = manifest.exposes.find((candidate) => candidate.name === expose);
  if (!found) throw new Error(`${manifestUrl} exposes no "${expose}".`);
  const url = (file: string) => pageUrl(new URL(file, base), origin);
  return {
    css: found.assets.css.sync.map((file) => ({ href: url(file), ...(Object.hasOwn(stylesheetMarkers, file) && { marker: stylesheetMarkers[file] }) })),
    js: [url(`${remoteEntry.path}${remoteEntry.name}`), ...found.assets.js.sync.map(url)],
  };
}
