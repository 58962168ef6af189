import { describe, expect, it } from 'vitest';
import { localCopyOfDeployed } from './deployedSettings';

describe('a deployed settings document copied for npm run dev -- <area> --settings <url>', () => {
  it('keeps the deployed areas, backend and lead endpoint, serves the local shell and allows overrides', () => {
    const deployed = {
      site: { url: 'https://www.stayvia.example' },
      shell: { version: 'aaaaaaaaaaaa' },
      overrides: { allowed: false },
      backend: { url: '/', anonKey: 'k' },
      leads: { endpoint: '/api/leads' },
      downloads: { 'hyper-v': 'files/hv.zip' },
      areas: { legal: { container: 'mf_legal', label: 'Legal', version: 'bbbbbbbbbbbb', manifest: 'releases/legal/bbbbbbbbbbbb/mf-manifest.json', owns: ['/gdpr'] } },
    };
    const copy = localCopyOfDeployed(deployed, 'https://www.stayvia.example/settings.json');
    expect(copy.areas?.legal?.manifest).toBe('https://www.stayvia.example/releases/legal/bbbbbbbbbbbb/mf-manifest.json');
    expect(copy.backend).toEqual({ url: 'https://www.stayvia.example/', anonKey: 'k' });
    expect(copy.leads).toEqual({ endpoint: 'https://www.stayvia.example/api/leads' });
    expect(copy.downloads).toEqual({ 'hyper-v': 'https://www.stayvia.example/files/hv.zip' });
    expect(copy.shell).toBeUndefined();
    expect(copy.overrides).toEqual({ allowed: true });
    expect(deployed.areas.legal.manifest).toBe('releases/legal/bbbbbbbbbbbb/mf-manifest.json');
  });

  it('lets the local prerender job trust the deployed origin, as the deployed job does, and the origins it lists', () => {
    const deployed = {
      site: { url: 'https://www.stayvia.example' },
      prerender: { trustedOrigins: ['https://cdn.stayvia.example'] },
      areas: { news: { container: 'mf_news', label: 'News', version: 'cccccccccccc', manifest: 'https://cdn.stayvia.example/news/mf-manifest.json', owns: ['/hospitality-industry-news'] } },
    };
    const copy = localCopyOfDeployed(deployed, 'https://preview.stayvia.example/settings.json');
    expect(copy.prerender).toEqual({ trustedOrigins: ['https://cdn.stayvia.example', 'https://preview.stayvia.example'] });
    expect(localCopyOfDeployed({ site: deployed.site }, 'https://preview.stayvia.example/settings.json').prerender).toEqual({
      trustedOrigins: ['https://preview.stayvia.example'],
    });
  });
});
