/**
 * The deploy-time settings document (`/settings.json`), read once by the shell at start-up and shared
 * with every remote through React context. Nothing here is baked into a build: one build is promoted
 * unchanged from environment to environment.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Area } from './areas';
import { checkSettingsDocument } from './settingsCheck';
import type { SettingsDocument } from './settingsSchema';

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

/**
 * The site's settings from a parsed document (settingsSchema.ts): absent parts take their defaults, relative
 * URLs resolve against `base` (where the document was read). Without a document (none could be read, or it did
 * not parse) the defaults, the origin it was read from standing in for the site URL: the shell still renders.
 */
export function siteSettings(document: SettingsDocument | undefined, base: string): SiteSettings {
  const resolve = (url: string | undefined) => (url ? new URL(url, base).href : '');
  const defaults = emptySettings;
  if (!document) return { ...defaults, siteUrl: new URL(base).origin };
  const { backend, leads, links, analytics } = document;
  return {
    siteUrl: document.site.url.replace(/\/$/, ''),
    areas: Object.entries(document.areas ?? {}).flatMap(([id, area]) =>
      area ? [{ id, remote: area.container, label: area.label, owns: area.owns, manifest: resolve(area.manifest), version: area.version }] : [],
    ),
    backend: { url: resolve(backend?.url), anonKey: backend?.anonKey ?? '' },
    leads: {
      endpoint: resolve(leads?.endpoint),
      fixedFields: leads?.fixedFields ?? {},
      leadSourceField: leads?.leadSourceField ?? defaults.leads.leadSourceField,
      leadSources: { ...defaults.leads.leadSources, ...leads?.leadSources },
    },
    links: { login: links?.login ?? '', japaneseSite: links?.japaneseSite ?? '' },
    analytics: { id: analytics?.id ?? '', scriptUrl: analytics?.scriptUrl ?? '' },
    downloads: Object.fromEntries(Object.entries(document.downloads ?? {}).map(([id, url]) => [id, resolve(url)])),
  };
}

/**
 * A settings document's JSON value (undefined: none was read) parsed through the schema (settingsCheck.ts): the
 * document and the site's settings from it; a document that does not parse is logged, each problem naming its
 * field, and read as none.
 */
export function readSettings(raw: unknown, base: string): { document: SettingsDocument | undefined; settings: SiteSettings } {
  const parsed = raw === undefined ? undefined : checkSettingsDocument(raw);
  if (parsed && !parsed.ok) console.error(`[settings] ${base} is not a valid settings document: ${parsed.problems.join('; ')}`);
  const document = parsed?.ok ? parsed.document : undefined;
  return { document, settings: siteSettings(document, base) };
}

/** The site's settings of a settings document's JSON value (readSettings). */
export const parseSettings = (raw: unknown, base: string): SiteSettings => readSettings(raw, base).settings;

const SettingsContext = createContext<SiteSettings>(emptySettings);

export function SettingsProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return createElement(SettingsContext.Provider, { value: settings }, children);
}

export function useSettings(): SiteSettings {
  return useContext(SettingsContext);
}
