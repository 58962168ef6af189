import { describe, expect, it } from 'vitest';
import type { SettingsDocument } from '../settings/reader';
import { remotesToRender, untrustedRemotes } from './trustedRemotes';

const settingsUrl = 'https://www.example.com/settings.json';

const area = (container: string, manifest: string) => ({ container, label: container, version: '0123456789ab', manifest, owns: [] });
const site = { url: 'https://www.example.com' };

describe('untrustedRemotes', () => {
  it('trusts relative manifests and listed origins, and refuses any other origin', () => {
    const document: SettingsDocument = {
      site,
      areas: {
        legal: area('mf_legal', 'releases/legal/0123456789ab/mf-manifest.json'),
        news: area('mf_news', 'https://cdn.example.com/news/v3/mf-manifest.json'),
        support: area('mf_support', 'https://evil.example.net/mf-manifest.json'),
        software: area('mf_software', '//evil.example.org/mf-manifest.json'),
      },
      prerender: { trustedOrigins: ['https://cdn.example.com'] },
    };
    expect(untrustedRemotes(document, settingsUrl)).toEqual([
      { area: 'support', url: 'https://evil.example.net/mf-manifest.json' },
      { area: 'software', url: 'https://evil.example.org/mf-manifest.json' },
    ]);
  });

  it('trusts only the document’s own origin when nothing is listed', () => {
    const document: SettingsDocument = { site, areas: { news: area('mf_news', 'https://cdn.example.com/news/mf-manifest.json') } };
    expect(untrustedRemotes(document, settingsUrl)).toEqual([{ area: 'news', url: 'https://cdn.example.com/news/mf-manifest.json' }]);
    expect(untrustedRemotes({ site }, settingsUrl)).toEqual([]);
  });
});

describe('remotesToRender', () => {
  const localUrl = 'http://localhost:3000/settings.json';
  const entry = (manifest: string) => ({ container: 'mf_legal', label: 'Legal', version: '0123456789ab', manifest, owns: ['/gdpr'] });
  const devServer = { legal: 'http://localhost:3005/mf-manifest.json' };

  it('renders a development document’s area from the dev server its override names, on another origin', () => {
    const document = { areas: { legal: entry('releases/legal/0123456789ab/mf-manifest.json') }, overrides: { allowed: true } } as unknown as SettingsDocument;
    const result = remotesToRender(document, devServer, localUrl);
    expect(result.refused).toEqual([]);
    expect(result.document.areas?.legal).toMatchObject({ manifest: 'http://localhost:3005/mf-manifest.json', version: 'override' });
  });

  it('ignores the override under a production document, which keeps refusing what it does not trust', () => {
    const production = {
      areas: { legal: entry('releases/legal/0123456789ab/mf-manifest.json'), news: { ...entry('https://cdn.example.net/news/mf-manifest.json'), container: 'mf_news' } },
    } as unknown as SettingsDocument;
    const result = remotesToRender(production, devServer, settingsUrl);
    expect(result.document).toBe(production);
    expect(result.refused).toEqual([{ area: 'news', url: 'https://cdn.example.net/news/mf-manifest.json' }]);
  });

  it('never lets an override hide an untrusted area of the document', () => {
    const document = { areas: { legal: entry('https://evil.example.net/mf-manifest.json') }, overrides: { allowed: true } } as unknown as SettingsDocument;
    expect(remotesToRender(document, devServer, localUrl).refused).toEqual([{ area: 'legal', url: 'https://evil.example.net/mf-manifest.json' }]);
  });
});
