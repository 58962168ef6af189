import { describe, expect, it, vi } from 'vitest';
import { manifestUrl } from './areas';
import { emptySettings, readSettings, siteSettings } from './settings';

const base = 'https://cdn.example.com/site/settings.json';
const site = { url: 'https://www.stayvia.com/' };

describe('siteSettings', () => {
  it('gives the defaults without a document, the origin it was read from standing in for the site URL', () => {
    expect(siteSettings(undefined, base)).toEqual({ ...emptySettings, siteUrl: 'https://cdn.example.com' });
  });

  it('gives absent parts their defaults and reads the rest', () => {
    const settings = siteSettings({ site, leads: { endpoint: 'https://crm.example.com/lead', leadSources: { website: 'Web' } }, links: { login: 'https://app.example.com' } }, base);
    expect(settings.siteUrl).toBe('https://www.stayvia.com');
    expect(settings.backend).toEqual(emptySettings.backend);
    expect(settings.leads).toEqual({ endpoint: 'https://crm.example.com/lead', fixedFields: {}, leadSourceField: 'Lead Source', leadSources: { website: 'Web', freeTrial: 'Landing-Singapore' }, testSink: false });
    expect(settings.links).toEqual({ login: 'https://app.example.com', japaneseSite: '' });
    expect(settings.analytics).toEqual(emptySettings.analytics);
  });

  it('resolves relative URLs against the document, and leaves absolute ones as they are; an area\'s manifest stays as written (resolved where it is fetched)', () => {
    const settings = siteSettings(
      {
        site,
        backend: { url: '/', anonKey: 'anon' },
        leads: { endpoint: 'leads/submit' },
        downloads: { 'vm-image': 'files/vm.ova', other: 'https://files.example.com/x.zip' },
        areas: { legal: { container: 'mf_legal', label: 'Legal', version: '0123456789ab', manifest: 'releases/legal/0123456789ab/mf-manifest.json', owns: ['/gdpr'] } },
      },
      base,
    );
    expect(settings.backend).toEqual({ url: 'https://cdn.example.com/', anonKey: 'anon' });
    expect(settings.leads.endpoint).toBe('https://cdn.example.com/site/leads/submit');
    expect(settings.downloads).toEqual({ 'vm-image': 'https://cdn.example.com/site/files/vm.ova', other: 'https://files.example.com/x.zip' });
    expect(settings.areas).toEqual([{ id: 'legal', remote: 'mf_legal', label: 'Legal', version: '0123456789ab', owns: ['/gdpr'], manifest: 'releases/legal/0123456789ab/mf-manifest.json' }]);
    expect(manifestUrl(settings.areas[0]!, base)).toBe('https://cdn.example.com/site/releases/legal/0123456789ab/mf-manifest.json');
  });
});

describe('readSettings', () => {
  it('reads a document that parses', () => {
    const document = { site, areas: {} };
    expect(readSettings(document, base)).toEqual({ document, settings: siteSettings(document, base) });
  });

  it('reads a document that does not parse as none, logging each problem by its field; none read is no problem', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const read = readSettings({ site, areas: { legal: { container: 'mf_legal', manifest: 'x.json' } }, backend: 'https://backend.example.com' }, base);
      expect(read).toEqual({ document: undefined, settings: siteSettings(undefined, base) });
      expect(error).toHaveBeenCalledTimes(1);
      const [line] = error.mock.calls[0]!;
      for (const field of ['areas.legal.label', 'areas.legal.version', 'areas.legal.owns', 'backend']) expect(line).toContain(field);
      expect(readSettings(undefined, base).document).toBeUndefined();
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });
});
