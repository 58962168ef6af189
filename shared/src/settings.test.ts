import { describe, expect, it } from 'vitest';
import { emptySettings, parseSettings } from './settings';

const base = 'https://cdn.example.com/site/settings.json';

describe('parseSettings', () => {
  it('gives the defaults for a document that is not an object, the origin it was read from standing in for the site URL', () => {
    for (const raw of [null, 'text', 42, [], {}]) {
      expect(parseSettings(raw, base)).toEqual({ ...emptySettings, siteUrl: 'https://cdn.example.com' });
    }
  });

  it('keeps a malformed part to its default and reads the rest', () => {
    const settings = parseSettings(
      {
        site: { url: 'https://www.stayvia.com/' },
        backend: 'https://backend.example.com',
        leads: { endpoint: 7, fixedFields: { oid: '00D', retries: 3 }, leadSources: { website: 'Web' } },
        links: { login: 'https://app.example.com', japaneseSite: null },
        analytics: [],
      },
      base,
    );
    expect(settings.siteUrl).toBe('https://www.stayvia.com');
    expect(settings.backend).toEqual(emptySettings.backend);
    expect(settings.leads).toEqual({
      endpoint: '',
      fixedFields: { oid: '00D' },
      leadSourceField: 'Lead Source',
      leadSources: { website: 'Web', freeTrial: 'Landing-Singapore' },
    });
    expect(settings.links).toEqual({ login: 'https://app.example.com', japaneseSite: '' });
    expect(settings.analytics).toEqual(emptySettings.analytics);
  });

  it('resolves relative URLs against the document, and leaves absolute ones as they are', () => {
    const settings = parseSettings(
      {
        backend: { url: '/', anonKey: 'anon' },
        leads: { endpoint: 'leads/submit' },
        downloads: { 'vm-image': 'files/vm.ova', other: 'https://files.example.com/x.zip', broken: 1 },
        areas: { legal: { container: 'mf_legal', label: 'Legal', version: 'abc', manifest: 'releases/legal/abc/mf-manifest.json', owns: ['/gdpr', 3] } },
      },
      base,
    );
    expect(settings.backend).toEqual({ url: 'https://cdn.example.com/', anonKey: 'anon' });
    expect(settings.leads.endpoint).toBe('https://cdn.example.com/site/leads/submit');
    expect(settings.downloads).toEqual({ 'vm-image': 'https://cdn.example.com/site/files/vm.ova', other: 'https://files.example.com/x.zip' });
    expect(settings.areas).toEqual([
      { id: 'legal', remote: 'mf_legal', label: 'Legal', version: 'abc', owns: ['/gdpr'], manifest: 'https://cdn.example.com/site/releases/legal/abc/mf-manifest.json' },
    ]);
  });

  it('drops an area without a manifest or a container, and names one without a label by its id', () => {
    const settings = parseSettings(
      {
        areas: {
          legal: { container: 'mf_legal', version: 'v1' },
          news: { manifest: 'releases/news/v1/mf-manifest.json' },
          support: 'mf_support',
          software: { container: 'mf_software', manifest: 'https://remote.example.com/mf-manifest.json' },
        },
      },
      base,
    );
    expect(settings.areas).toEqual([
      { id: 'software', remote: 'mf_software', label: 'software', version: '', owns: [], manifest: 'https://remote.example.com/mf-manifest.json' },
    ]);
    expect(parseSettings({ areas: ['legal'] }, base).areas).toEqual([]);
  });
});
