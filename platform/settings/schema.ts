/**
 * The settings document (`/settings.json`) as one schema. Everything else about the document is made from it
 * (generatedFiles.ts): the JSON Schema file served beside the document, and the page's side — its types and its
 * JSON Schema its check interprets (shared/src/settingsCheck.ts, shared/src/jsonSchemaCheck.ts), so zod never ships to the browser. Node reads the document only
 * through reader.ts, which parses with this schema held to the registry's areas; a document that does not parse
 * is refused, each problem naming the field and what it must be ("areas.legal.version must be a release
 * version: 12 hex digits, or dev or override").
 *
 * Objects are loose: a field this version does not know is kept and ignored, so a document written by newer
 * tooling still parses in an open tab with an older shell. Every constraint is one JSON Schema can state (types,
 * patterns, minimums), so the schema file and the page's check say all the parser checks.
 */
import * as z from 'zod/mini';
import type { SettingsDocument } from 'shared/settingsCheck';
import { areaDefinitions } from '../registry/apps';
import { areaVersion, releaseVersion } from 'shared/releaseVersion';

// Zod's object parser otherwise probes `new Function` once, which a strict CSP reports as a violation.
z.config({ jitless: true });

/** What each field must be: the parser's message and the JSON Schema's description. */
export const must = {
  document: 'must be a JSON object',
  object: 'must be an object',
  siteUrl: 'must be the public origin of the site, e.g. "https://www.stayvia.com"',
  revision: 'must be a whole number of writes (0 or more)',
  shellVersion: 'must be a release version: 12 hex digits',
  areas: 'must be an object of area releases by area id',
  areaVersion: 'must be a release version: 12 hex digits, or dev or override',
  container: "must be the area's federation container name",
  label: "must be the area's name, a string",
  manifest: "must be the URL of the release's mf-manifest.json (absolute, or relative to the document)",
  owns: 'must be a list of top-level paths, e.g. ["/support"]',
  ownedPath: 'must be a top-level path, e.g. "/support"',
  url: 'must be a URL (absolute, or relative to the document)',
  text: 'must be a string',
  texts: 'must be an object of strings',
  flag: 'must be true or false',
  keep: 'must be a whole number of earlier versions to keep (0 or more)',
  sampleRate: 'must be the share of page views that report field signals, from 0 to 1',
  origins: 'must be a list of http(s) origins, e.g. ["https://cdn.stayvia.example"]',
  origin: 'must be an http(s) origin, e.g. "https://cdn.stayvia.example"',
  site: 'must be an object with the public origin of the site: { "url": "https://www.stayvia.com" }',
  tolerance: "must be how many percentage points more of the canary's clients may have errors than stable's, from 0.01 to 100",
  marginRatio: "must be how much worse the canary's p75 may be, as a share of stable's: 0 or more (0.2 is 20 %)",
  marginFloor: "must be how much worse the canary's p75 may be, in the vital's unit (ms; thousandths for CLS): 0 or more",
} as const;

const text = (message: string, pattern?: RegExp) =>
  pattern ? z.string({ error: message }).check(z.regex(pattern, { error: message })) : z.string({ error: message });
const object = <T extends z.core.$ZodLooseShape>(shape: T, message: string = must.object) => z.looseObject(shape, { error: message });
const wholeNumber = (message: string) => z.int({ error: message }).check(z.minimum(0, { error: message }));
/** A URL as the document writes it: relative ones resolve against the document. */
const url = (message: string = must.url) => text(message, /^\S+$/);

/** The registry's facts the schema holds the areas to, where the registry is at hand (the platform; not the page). */
export interface RegistryAreas {
  /** Area id → its federation container. */
  containers: Readonly<Record<string, string>>;
}

/**
 * The settings document's schema. Given the registry's areas, an area must be one of them, with its container;
 * without (the page's runtime, which never imports the registry), any id and container name.
 */
export function settingsSchema(registry?: RegistryAreas) {
  const area = (container: z.ZodMiniType<string>) =>
    object({
      container,
      label: text(must.label),
      version: text(must.areaVersion, areaVersion),
      manifest: url(must.manifest),
      owns: z.array(text(must.ownedPath, /^\/[^/\s]+$/), { error: must.owns }),
    }, 'must be an area release: container, label, version, manifest, owns');
  const margin = object({
    ratio: z.optional(z.number({ error: must.marginRatio }).check(z.minimum(0, { error: must.marginRatio }))),
    floor: z.optional(z.number({ error: must.marginFloor }).check(z.minimum(0, { error: must.marginFloor }))),
  });
  const anyArea = z.record(z.string(), area(text(must.container, /^\S+$/)), { error: must.areas });
  // The registry's areas are the same records to the types (an id the registry knows is a string).
  const areas = registry
    ? (z.strictObject(
        Object.fromEntries(
          Object.entries(registry.containers).map(([id, container]) => [id, z.optional(area(z.literal(container, { error: `must be ${container}` })))]),
        ),
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys' ? `is not an area of the registry (platform/registry/apps.ts): ${Object.keys(registry.containers).join(', ')}` : must.areas,
        },
      ) as unknown as typeof anyArea)
    : anyArea;
  return object(
    {
      $schema: z.optional(url()),
      site: object({ url: text(must.siteUrl, /^https?:\/\/[^/\s]+\/?$/) }, must.site),
      revision: z.optional(wholeNumber(must.revision)),
      shell: z.optional(object({ version: text(must.shellVersion, releaseVersion) })),
      areas: z.optional(areas),
      backend: z.optional(object({ url: url(), anonKey: text(must.text) })),
      leads: z.optional(
        object({
          endpoint: url(),
          fixedFields: z.optional(z.record(z.string(), text(must.text), { error: must.texts })),
          leadSourceField: z.optional(text(must.text)),
          leadSources: z.optional(object({ website: z.optional(text(must.text)), freeTrial: z.optional(text(must.text)) })),
          testSink: z.optional(z.boolean({ error: must.flag })),
        }),
      ),
      links: z.optional(object({ login: z.optional(url()), japaneseSite: z.optional(url()) })),
      analytics: z.optional(object({ id: z.optional(text(must.text)), scriptUrl: z.optional(url()) })),
      downloads: z.optional(z.record(z.string(), url(), { error: 'must be an object of download URLs by file id' })),
      releases: z.optional(object({ keep: z.optional(wholeNumber(must.keep)) })),
      overrides: z.optional(object({ allowed: z.optional(z.boolean({ error: must.flag })) })),
      // Field signals (shell/src/field): the share of page views that send them. (A visitor's canary cohort is its
      // cookie's, read by the site server: the document does not say it.)
      field: z.optional(
        object({
          sampleRate: z.optional(z.number({ error: must.sampleRate }).check(z.minimum(0, { error: must.sampleRate }), z.maximum(1, { error: must.sampleRate }))),
        }),
      ),
      // The canary verdict's defaults (platform/canary/verdict.ts): a canary's own --tolerance wins.
      canary: z.optional(
        object({
          tolerance: z.optional(z.number({ error: must.tolerance }).check(z.minimum(0.01, { error: must.tolerance }), z.maximum(100, { error: must.tolerance }))),
          margins: z.optional(object(Object.fromEntries(['lcp', 'inp', 'cls'].map((vital) => [vital, z.optional(margin)])) as Record<'lcp' | 'inp' | 'cls', z.ZodMiniOptional<typeof margin>>)),
        }),
      ),
      prerender: z.optional(object({ trustedOrigins: z.optional(z.array(text(must.origin, /^https?:\/\/[^/\s]+$/), { error: must.origins })) })),
    },
    must.document,
  );
}

/** The schema of any areas (what the page checks), and the one held to the registry's (what Node reads with). */
export const anyAreasSchema = settingsSchema();
export const registrySettingsSchema = settingsSchema({ containers: Object.fromEntries(areaDefinitions.map((area) => [area.id, area.container])) });

/** The page's types of the document, generated from this schema, agree with the schema's own, both ways (tsc fails otherwise). */
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const generatedTypesAgree: Agree<z.infer<typeof anyAreasSchema>, SettingsDocument> = true;

export type ParsedSettings = { ok: true; document: SettingsDocument } | { ok: false; problems: string[] };

/** `areas.legal.version must be …`; the document itself is "the settings document". */
function problemOf(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  // An area the registry does not know: one problem per id.
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${path ? `${path}.` : ''}${key} ${issue.message}`).join('; ');
  return `${path || 'the settings document'} ${issue.message}`;
}

/** Parses a settings document (its JSON value): the document, or every problem, each naming its field. */
export function parseSettingsDocument(raw: unknown, schema: ReturnType<typeof settingsSchema> = registrySettingsSchema): ParsedSettings {
  const result = z.safeParse(schema, raw);
  return result.success ? { ok: true, document: result.data } : { ok: false, problems: result.error.issues.map(problemOf) };
}
