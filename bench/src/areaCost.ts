/**
 * Cost per area: a page's JavaScript bytes and main-thread time, attributed by URL to the
 * shell and to each area remote of the registry.
 *
 * Which URLs are an area's: the folder of the manifest the live settings document names for it (a release's
 * `releases/<area>/<version>/mf-manifest.json`, relative to the document; a development document's
 * `/remotes/<workspace>/…` works the same way), so the mapping follows the releases actually served. Any
 * other URL of the site's origin is the shell's: its files, the page itself (inline scripts) and shared
 * modules the shell provides. What matches neither (another origin, Lighthouse's "Unattributable" time:
 * garbage collection, microtasks it cannot tie to a script) is kept apart as `unattributed`.
 */
import { areaIds, type AreaId } from 'platform/registry/apps';
import type { SettingsDocument } from 'platform/settings/reader';
import { manifestUrl } from 'shared/areas';
import { kb } from './units';

export interface Cost {
  /** The gzip size of the app's scripts the page loaded, KB (scriptSizes.ts). */
  jsKB: number;
  /** Script evaluation + parse/compile on the main thread (Lighthouse `bootup-time`), ms. */
  mainThreadMs: number;
}

export interface PageCost {
  shell: Cost;
  /** Every area of the registry, in its order (zero for an area the page does not load). */
  areas: Record<AreaId, Cost>;
  unattributed: Cost;
}

export type Owner = 'shell' | AreaId | 'unattributed';

export interface Owners {
  /** The site's origin: the shell's. */
  origin: string;
  /** Each live area's URL prefix (its manifest's folder, absolute). */
  areas: { id: AreaId; prefix: string }[];
}

/** The owners of URLs from the settings document served at `documentUrl` (its relative URLs resolve against it). */
export function ownersOf(document: SettingsDocument, documentUrl: string): Owners {
  return {
    origin: new URL(documentUrl).origin,
    areas: areaIds.flatMap((id) => {
      const entry = document.areas?.[id];
      return entry ? [{ id, prefix: new URL('.', manifestUrl(entry, documentUrl)).href }] : [];
    }),
  };
}

export function ownerOf(url: string, owners: Owners): Owner {
  const area = owners.areas.filter((candidate) => url.startsWith(candidate.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (area) return area.id;
  try {
    return new URL(url).origin === owners.origin ? 'shell' : 'unattributed';
  } catch {
    return 'unattributed'; // Lighthouse's "Unattributable"
  }
}

/** A script's gzip bytes, or its main-thread time, by URL. */
export interface UrlFigure {
  url: string;
  value: number;
}

/** A page's JS: the gzip bytes of all the scripts it loaded, KB (the page's total beside each app's share). */
export const jsKBOf = (scriptBytes: UrlFigure[]) => kb(scriptBytes.reduce((sum, script) => sum + script.value, 0));

/** Sums bytes (then rounds to 0.1 KB) and milliseconds (whole) per owner. */
export function pageCostOf(scriptBytes: UrlFigure[], scriptMs: UrlFigure[], owners: Owners): PageCost {
  const bytes = new Map<Owner, number>();
  const ms = new Map<Owner, number>();
  for (const { url, value } of scriptBytes) bytes.set(ownerOf(url, owners), (bytes.get(ownerOf(url, owners)) ?? 0) + value);
  for (const { url, value } of scriptMs) ms.set(ownerOf(url, owners), (ms.get(ownerOf(url, owners)) ?? 0) + value);
  const cost = (owner: Owner): Cost => ({ jsKB: kb(bytes.get(owner) ?? 0), mainThreadMs: Math.round(ms.get(owner) ?? 0) });
  return {
    shell: cost('shell'),
    areas: Object.fromEntries(areaIds.map((id) => [id, cost(id)])) as Record<AreaId, Cost>,
    unattributed: cost('unattributed'),
  };
}

/** Each owner's median over runs (at least one), figure by figure. */
export function medianPageCost(costs: PageCost[], median: (values: number[]) => number): PageCost {
  const of = (pick: (cost: PageCost) => Cost): Cost => ({
    jsKB: median(costs.map((cost) => pick(cost).jsKB)),
    mainThreadMs: median(costs.map((cost) => pick(cost).mainThreadMs)),
  });
  return {
    shell: of((cost) => cost.shell),
    areas: Object.fromEntries(areaIds.map((id) => [id, of((cost) => cost.areas[id])])) as Record<AreaId, Cost>,
    unattributed: of((cost) => cost.unattributed),
  };
}
