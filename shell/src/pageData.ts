/** Id of the script element that carries a prerendered page's data (written by the job, read at hydration). */
export const pageDataId = 'page-data';
/**
 * Id of the script element that names the releases a prerendered page was rendered with
 * (`{ [areaId]: { version, manifest } }`, manifests as the settings document wrote them): the page hydrates
 * with exactly those, whatever has been released since.
 */
export const pageReleasesId = 'page-releases';

export type PageReleases = Record<string, { version: string; manifest: string }>;
