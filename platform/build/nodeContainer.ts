/** Where a remote's Node container lies beside its browser build (the manifest's `metaData.ssrRemoteEntry`). */

/** Each app's Node build goes inside its browser build's folder, so both ship (and deploy) together. */
export const serverDir = 'server';
/** The Node container's file name. */
export const serverRemoteEntry = 'remoteEntry.js';
/** The Node container's path relative to the manifest's folder. */
export const nodeContainerPath = `${serverDir}/${serverRemoteEntry}`;

/**
 * What the renderer gives a remote's Node container as it initializes it (its federation init options;
 * platform/build/ssrPublicPath.ts applies it, shell/src/server/pagePublicPaths.ts sends it).
 */
export interface NodeContainerInit {
  /**
   * The public path the page names the container's files by: its manifest's folder, root-relative when that is on
   * the site's origin (as the page's scripts and stylesheets are named), so an asset URL (a PDF a page links to)
   * names no origin the renderer reached the site through.
   */
  pagePublicPath: string;
}
