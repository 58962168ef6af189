import { describe, expect, it } from 'vitest';
import { untrustedRemotes } from './trustedRemotes';

const settingsUrl = 'https://www.example.com/settings.json';

describe('untrustedRemotes', () => {
  it('trusts relative manifests and listed origins, and refuses any other origin', () => {
    const document = {
      areas: {
        legal: { manifest: 'releases/legal/0123456789ab/mf-manifest.json' },
        news: { manifest: 'https://cdn.example.com/news/v3/mf-manifest.json' },
        support: { manifest: 'https://evil.example.net/mf-manifest.json' },
        software: { manifest: '//evil.example.org/mf-manifest.json' },
      },
      prerender: { trustedOrigins: ['https://cdn.example.com'] },
    };
    expect(untrustedRemotes(document, settingsUrl)).toEqual([
      { area: 'support', url: 'https://evil.example.net/mf-manifest.json' },
      { area: 'software', url: 'https://evil.example.org/mf-manifest.json' },
    ]);
  });

  it('trusts only the document’s own origin when nothing is listed', () => {
    const document = { areas: { news: { manifest: 'https://cdn.example.com/news/mf-manifest.json' } } };
    expect(untrustedRemotes(document, settingsUrl)).toEqual([{ area: 'news', url: 'https://cdn.example.com/news/mf-manifest.json' }]);
    expect(untrustedRemotes(null, settingsUrl)).toEqual([]);
  });
});
