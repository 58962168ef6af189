/**
 * The deploy-time settings document (`/settings.json`), read once by the shell at start-up and shared
 * with every remote through React context. Nothing here is baked into a build: one build is promoted
 * unchanged from environment to environment.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Area, AreaId } from './areas';

export interface LeadSettings {
  /** Web-to-lead endpoint the lead forms post to (multipart, no-cors). */
  endpoint: string;
  /** Fixed fields the CRM expects with every lead (form identifiers, action type, return URL). */
  fixedFields: Record<string, string>;
  /** Name of the CRM's lead-source custom field. */
  leadSourceField: string;
  /** Lead-source values: the website's forms and the free-trial landing form. */
  leadSources: { website: string; freeTrial: string };
}

export interface SiteSettings {
  /**
   * Public origin of the site (`site.url`, no trailing slash): every canonical link, og:url, structured
   * data, sitemap, robots and feed link, whatever host name a page was opened through.
   */
  siteUrl: string;
  /** The released areas: remote, version and owned paths of each (URLs resolved against the document). */
  areas: Area[];
  /** Supabase project URL and its public anon key. */
  backend: { url: string; anonKey: string };
  leads: LeadSettings;
  links: { login: string; japaneseSite: string };
  /** Google Analytics measurement id and the gtag script URL; empty id means no analytics. */
  analytics: { id: string; scriptUrl: string };
  /**
   * Download URLs by file id (e.g. the VM images of /downloads). Optional in the document (parsed to `{}`);
   * an id without a URL shows no link.
   */
  downloads: Record<string, string>;
}

export const emptySettings: SiteSettings = {
  siteUrl: '',
  areas: [],
  backend: { url: '', anonKey: '' },
  leads: {
    endpoint: '',
    fixedFields: {},
    leadSourceField: 'Lead Source',
    leadSources: { website: 'Website', freeTrial: 'Landing-Singapore' },
  },
  links: { login: '', japaneseSite: '' },
  analytics: { id: '', scriptUrl: '' },
  downloads: {},
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const strList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const strRecord = (value: unknown): Record<string, string> =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

/**
 * Reads a settings document leniently: a missing or malformed part falls back to its empty default,
 * so one bad field costs that feature only, never the whole site. Relative URLs resolve against `base`.
 */
export function parseSettings(raw: unknown, base: string): SiteSettings {
  const doc = isObject(raw) ? raw : {};
  const resolve = (url: string) => (url ? new URL(url, base).href : '');
  const backend = isObject(doc.backend) ? doc.backend : {};
  const leads = isObject(doc.leads) ? doc.leads : {};
  const sources = isObject(leads.leadSources) ? leads.leadSources : {};
  const links = isObject(doc.links) ? doc.links : {};
  const analytics = isObject(doc.analytics) ? doc.analytics : {};
  const site = isObject(doc.site) ? doc.site : {};
  const defaults = emptySettings;
  return {
    // Required by the release tooling; a document without it still renders (links then name its origin).
    siteUrl: str(site.url, new URL(base).origin).replace(/\/$/, ''),
    areas: parseAreas(doc.areas, resolve),
    backend: { url: resolve(str(backend.url, '')), anonKey: str(backend.anonKey, '') },
    leads: {
      endpoint: resolve(str(leads.endpoint, '')),
      fixedFields: strRecord(leads.fixedFields),
      leadSourceField: str(leads.leadSourceField, defaults.leads.leadSourceField),
      leadSources: {
        website: str(sources.website, defaults.leads.leadSources.website),
        freeTrial: str(sources.freeTrial, defaults.leads.leadSources.freeTrial),
      },
    },
    links: { login: str(links.login, ''), japaneseSite: str(links.japaneseSite, '') },
    analytics: { id: str(analytics.id, ''), scriptUrl: str(analytics.scriptUrl, '') },
    downloads: Object.fromEntries(
      Object.entries(strRecord(doc.downloads)).map(([id, url]) => [id, resolve(url)]),
    ),
  };
}

/** The `areas` part: `{ [id]: { container, label, version, manifest, owns } }`; an entry without a manifest is left out. */
function parseAreas(raw: unknown, resolve: (url: string) => string): Area[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([id, value]) => {
    const area = isObject(value) ? value : {};
    const manifest = str(area.manifest, '');
    const remote = str(area.container, '');
    if (!manifest || !remote) return [];
    return [{ id: id as AreaId, remote, label: str(area.label, id), owns: strList(area.owns), manifest: resolve(manifest), version: str(area.version, '') }];
  });
}

const SettingsContext = createContext<SiteSettings>(emptySettings);

export function SettingsProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return createElement(SettingsContext.Provider, { value: settings }, children);
}

export function useSettings(): SiteSettings {
  return useContext(SettingsContext);
}
