/**
 * Which area and release a field signal is counted to. A page's view and vitals: the area that owns its route
 * (the shell for the home page and the 404 page). An error: the area whose script its stack points into — the
 * first URL in it under an area's release folder (where its manifest is) — else the area it is known to belong
 * to (a remote that did not load), else the shell.
 */
import { areaForPath, manifestUrl, type Area } from 'shared/areas';
import { areaVersion } from 'shared/releaseVersion';

export interface Attribution {
  area: string;
  release: string;
}

/** The release a beacon names for an area's version (fieldBeacon.ts on the server): the version, or `none` when there is none. */
const beaconRelease = (version: string | undefined) => (version && areaVersion.test(version) ? version : 'none');

export const shellAttribution = (shellVersion: string | undefined): Attribution => ({ area: 'shell', release: beaconRelease(shellVersion) });

export function routeOwner(areas: readonly Area[], pathname: string, shellVersion: string | undefined): Attribution {
  const area = areaForPath(areas, pathname);
  return area ? { area: area.id, release: beaconRelease(area.version) } : shellAttribution(shellVersion);
}

/** The folder an area's release is served from: its manifest's (as the document names it, resolved against it). */
const releaseFolder = (area: Area, settingsUrl: string) => {
  try {
    return new URL('.', manifestUrl(area, settingsUrl)).href;
  } catch {
    return undefined;
  }
};

export function errorOwner(source: string, known: string | undefined, areas: readonly Area[], shellVersion: string | undefined, settingsUrl: string): Attribution {
  const folders = areas.flatMap((area) => {
    const folder = releaseFolder(area, settingsUrl);
    return folder ? [{ area, folder }] : [];
  });
  for (const [url] of source.matchAll(/https?:\/\/[^\s()'"<>]+/g)) {
    const match = folders.find(({ folder }) => url.startsWith(folder));
    if (match) return { area: match.area.id, release: beaconRelease(match.area.version) };
  }
  const area = areas.find((candidate) => candidate.id === known);
  return area ? { area: area.id, release: beaconRelease(area.version) } : shellAttribution(shellVersion);
}
