/**
 * The deploy-time settings document (`/settings.json`), read once by the shell at start-up and shared
 * with every remote through React context. Nothing here is baked into a build: one build is promoted
 * unchanged from environment to environment.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Area } from './areas';
import { checkSettingsDocument, type SettingsDocument } from './settingsCheck';

/** A part of the document as the site reads it: every field given (an absent one takes its default, below). */
type Given<T> = T extends readonly (infer Item)[] ? Given<Item>[] : T extends object ? { [K in keyof T]-?: Given<NonNullable<T[K]>> } : T;

/**
 * The site's settings: the document's parts every page reads (their types the schema's, platform/settings/schema.ts),
 * with defaults in place and URLs resolved against the document (but an area's manifest: shared/src/areas.ts).
 */
export type SiteSettings = Given<Pick<SettingsDocument, 'backend' | 'leads' | 'links' | 'analytics' | 'downloads'>> & {
  /**
   * Public origin of the site (`site.url`, no trailing slash): every canonical link, og:url, structured
   * data, sitemap, robots and feed link, whatever host name a page was opened through.
   */
  siteUrl: string;
  /** The released areas: remote, release and owned paths of each. */
  areas: Area[];
};

/** The lead forms' settings: endpoint, the CRM's fixed fields, its lead-source field and values, the test sink. */
export type LeadSettings = SiteSettings['leads'];

export const emptySettings: SiteSettings = {
  siteUrl: '',
  areas: [],
  backend: { url: '', anonKey: '' },
  leads: {
    endpoint: '',
    fixedFields: {},
    leadSourceField: 'Lead Source',
    leadSources: { website: 'Website', freeTrial: 'Landing-Singapore' },
    testSink: false,
  },
  links: { login: '', japaneseSite: '' },
  analytics: { id: '', scriptUrl: '' },
  downloads: {},
};

/**
 * The site's settings from a checked document (read by `readSettings`, or by Node's reader): absent parts take their defaults, relative
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
      area ? [{ id, remote: area.container, label: area.label, owns: area.owns, manifest: area.manifest, version: area.version }] : [],
    ),
    backend: { url: resolve(backend?.url), anonKey: backend?.anonKey ?? '' },
    leads: {
      endpoint: resolve(leads?.endpoint),
      fixedFields: leads?.fixedFields ?? {},
      leadSourceField: leads?.leadSourceField ?? defaults.leads.leadSourceField,
      leadSources: { ...defaults.leads.leadSources, ...leads?.leadSources },
      testSink: leads?.testSink ?? defaults.leads.testSink,
    },
    links: { login: links?.login ?? '', japaneseSite: links?.japaneseSite ?? '' },
    analytics: { id: analytics?.id ?? '', scriptUrl: analytics?.scriptUrl ?? '' },
    downloads: Object.fromEntries(Object.entries(document.downloads ?? {}).map(([id, url]) => [id, resolve(url)])),
  };
}

/**
 * The page's one reader of the settings document: its JSON value (undefined: none was read) checked
 * (settingsCheck.ts), the document and the site's settings from it; a document that does not parse is logged, each problem naming its
 * field, and read as none.
 */
export function readSettings(raw: unknown, base: string): { document: SettingsDocument | undefined; settings: SiteSettings } {
  const parsed = raw === undefined ? undefined : checkSettingsDocument(raw);
  if (parsed && !parsed.ok) console.error(`[settings] ${base} is not a valid settings document: ${parsed.problems.join('; ')}`);
  const document = parsed?.ok ? parsed.document : undefined;
  return { document, settings: siteSettings(document, base) };
}

const SettingsContext = createContext<SiteSettings>(emptySettings);

export function SettingsProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return createElement(SettingsContext.Provider, { value: settings }, children);
}

export function useSettings(): SiteSettings {
  return useContext(SettingsContext);
}
