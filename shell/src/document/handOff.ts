/**
 * What a prerendered page hands from the server to the browser, in one place: the data the page was rendered
 * with (for the data client) and the area releases it was rendered with (it hydrates with exactly those). The
 * server writes them (`handOffScripts`), the browser reads them (`readHandOff`). The third part, the clicks the
 * page's loader holds until the shell has hydrated, travels on `window` (shared/loading/heldClickKeys.ts).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { PageReleases } from 'shared/areas';
import { element, scriptJson } from './html';

export interface PageHandOff {
  data: DehydratedState;
  /** The release of each area the page was rendered with (shared/src/areas.ts). */
  releases: PageReleases;
}

const elementIds = { data: 'page-data', releases: 'page-releases' } as const satisfies Record<keyof PageHandOff, string>;

/** The server's side: the script elements that carry the hand-off, placed after the app root. */
export function handOffScripts(handOff: PageHandOff): string {
  return (Object.keys(elementIds) as (keyof PageHandOff)[])
    .map((part) => element('script', { type: 'application/json', id: elementIds[part] }, scriptJson(handOff[part])))
    .join('');
}

/** The browser's side: one part of what the page carries (none on the plain shell page, which carries nothing). */
export function readHandOff<Part extends keyof PageHandOff>(part: Part, from: ParentNode = document): PageHandOff[Part] | undefined {
  const text = from.querySelector(`#${elementIds[part]}`)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageHandOff[Part];
  } catch (error) {
    console.error(`[hydration] The page's ${part} is not valid JSON.`, error);
    return undefined;
  }
}

