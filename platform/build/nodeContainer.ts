/** Where a remote's Node container lies beside its browser build (the manifest's `metaData.ssrRemoteEntry`). */

/** Each app's Node build goes inside its browser build's folder, so both ship (and deploy) together. */
export const serverDir = 'server';
/** The Node container's file name. */
export const serverRemoteEntry = 'remoteEntry.js';
/** The Node container's path relative to the manifest's folder. */
export const nodeContainerPath = `${serverDir}/${serverRemoteEntry}`;
