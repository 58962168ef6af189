/** Id of the script element that carries a prerendered page's data (written by the job, read at hydration). */
export const pageDataId = 'page-data';
/**
 * Id of the script element that names the releases a prerendered page was rendered with
 * (`{ [areaId]: { version, manifest } }`, manifests as the settings document wrote them): the page hydrates
 * with exactly those, whatever has been released since.
 */
export const pageReleasesId = 'page-releases';

export type PageReleases = Record<string, { version: string; manifest: string }>;

/** The module an area renders its pages with (`./routes`); any other module a page renders is an embed. */
export const pageExpose = 'routes';

/**
 * Whether a module a page renders is an embed, a remote block below a shell page's content (the home page's
 * latest news). A prerendered page does not load an embed's code with its own: the block loads it when it is
 * hydrated, as it comes near the viewport (shell/src/home/LatestNewsSection.tsx).
 */
export const isEmbed = (module: { expose: string }) => module.expose !== pageExpose;
