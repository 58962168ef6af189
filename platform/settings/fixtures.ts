/** Settings documents for the parsers' tests: a valid one using every field, and each invalid field with its problem. */
export const area = { container: 'mf_legal', label: 'Legal', version: '0123456789ab', manifest: 'releases/legal/0123456789ab/mf-manifest.json', owns: ['/gdpr'] };
export const valid = {
  $schema: 'settings.schema.json',
  site: { url: 'https://www.stayvia.com' },
  revision: 3,
  shell: { version: 'ba9876543210' },
  areas: { legal: area },
  backend: { url: '/', anonKey: 'anon' },
  leads: { endpoint: '/api/leads', fixedFields: { oid: '00D' }, leadSourceField: 'LEADCF1', leadSources: { website: 'Website', freeTrial: 'Trial' }, testSink: true },
  links: { login: 'https://app.stayvia.example/login', japaneseSite: 'https://jp.stayvia.example/' },
  analytics: { id: 'G-1', scriptUrl: 'https://www.googletagmanager.com/gtag/js' },
  downloads: { 'hyper-v': 'https://downloads.stayvia.example/hv.zip' },
  releases: { keep: 0 },
  field: { sampleRate: 0.5 },
  overrides: { allowed: false },
  prerender: { trustedOrigins: ['https://cdn.stayvia.example'] },
};

/** Each invalid field, and the whole problem the parser must give for it. */
export const invalidFields: [string, (document: Record<string, any>) => void, string][] = [
  ['no site', (d) => delete d.site, 'site must be an object with the public origin of the site: { "url": "https://www.stayvia.com" }'],
  ['a site URL with a path', (d) => (d.site.url = 'https://www.stayvia.com/home'), 'site.url must be the public origin of the site, e.g. "https://www.stayvia.com"'],
  ['a negative revision', (d) => (d.revision = -1), 'revision must be a whole number of writes (0 or more)'],
  ['a fractional revision', (d) => (d.revision = 1.5), 'revision must be a whole number of writes (0 or more)'],
  ['a shell version that is no release', (d) => (d.shell.version = 'latest'), 'shell.version must be a release version: 12 hex digits'],
  ['areas as a list', (d) => (d.areas = ['legal']), 'areas must be an object of area releases by area id'],
  ['an area version that is no release', (d) => (d.areas.legal.version = 'v1'), 'areas.legal.version must be a release version: 12 hex digits, or dev or override'],
  ['an area without a manifest', (d) => delete d.areas.legal.manifest, "areas.legal.manifest must be the URL of the release's mf-manifest.json (absolute, or relative to the document)"],
  ['an area owning a nested path', (d) => (d.areas.legal.owns = ['/legal/gdpr']), 'areas.legal.owns.0 must be a top-level path, e.g. "/support"'],
  ['an area owning no list', (d) => (d.areas.legal.owns = '/gdpr'), 'areas.legal.owns must be a list of top-level paths, e.g. ["/support"]'],
  ['an area without a label', (d) => delete d.areas.legal.label, "areas.legal.label must be the area's name, a string"],
  ['a backend URL that is no string', (d) => (d.backend.url = 1), 'backend.url must be a URL (absolute, or relative to the document)'],
  ['a lead endpoint with a space', (d) => (d.leads.endpoint = '/api/ leads'), 'leads.endpoint must be a URL (absolute, or relative to the document)'],
  ['a fixed lead field that is a number', (d) => (d.leads.fixedFields.retries = 3), 'leads.fixedFields.retries must be a string'],
  ['a test sink that is a string', (d) => (d.leads.testSink = 'yes'), 'leads.testSink must be true or false'],
  ['a download URL that is no string', (d) => (d.downloads['hyper-v'] = null), 'downloads.hyper-v must be a URL (absolute, or relative to the document)'],
  ['a sample rate above 1', (d) => (d.field.sampleRate = 1.5), 'field.sampleRate must be the share of page views that report field signals, from 0 to 1'],
  ['a sample rate that is no number', (d) => (d.field.sampleRate = '1'), 'field.sampleRate must be the share of page views that report field signals, from 0 to 1'],
  ['a keep count below 0', (d) => (d.releases.keep = -2), 'releases.keep must be a whole number of earlier versions to keep (0 or more)'],
  ['overrides allowed as a string', (d) => (d.overrides.allowed = 'yes'), 'overrides.allowed must be true or false'],
  ['a trusted origin with a path', (d) => (d.prerender.trustedOrigins = ['https://cdn.stayvia.example/x']), 'prerender.trustedOrigins.0 must be an http(s) origin, e.g. "https://cdn.stayvia.example"'],
];

export const validDocument = () => structuredClone(valid);

