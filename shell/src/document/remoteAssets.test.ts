import { describe, expect, it } from 'vitest';
import { exposeAssets } from './remoteAssets';

describe('exposeAssets', () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'routes', assets: { js: { sync: ['expose.1.js'] }, css: { sync: ['styles.2.css'] } } }],
  };

  it('resolves the entry, chunks and stylesheets against the manifest’s folder', () => {
    expect(exposeAssets('https://cdn.example.com/legal/v2/mf-manifest.json', manifest, 'routes', 'https://www.stayvia.com')).toEqual({
      css: [{ href: 'https://cdn.example.com/legal/v2/styles.2.css' }],
      js: ['https://cdn.example.com/legal/v2/remoteEntry.js', 'https://cdn.example.com/legal/v2/expose.1.js'],
    });
  });

  it('names files on the site’s own origin from the root, whatever host name the job fetched them through', () => {
    expect(exposeAssets('http://localhost:8080/releases/legal/0123456789ab/mf-manifest.json', manifest, 'routes', 'http://localhost:8080')).toEqual({
      css: [{ href: '/releases/legal/0123456789ab/styles.2.css' }],
      js: ['/releases/legal/0123456789ab/remoteEntry.js', '/releases/legal/0123456789ab/expose.1.js'],
    });
  });

  it('marks each stylesheet as the remote’s own CSS chunk loading will look for it, so it is not linked twice', () => {
    const marked = { ...manifest, metaData: { ...manifest.metaData, stylesheetMarkers: { 'styles.2.css': 'mf_legal_abc:chunk-4014' } } };
    expect(exposeAssets('http://localhost:8080/releases/legal/0123456789ab/mf-manifest.json', marked, 'routes', 'http://localhost:8080').css).toEqual([
      { href: '/releases/legal/0123456789ab/styles.2.css', marker: 'mf_legal_abc:chunk-4014' },
    ]);
  });

  it('names the module a manifest lacks', () => {
    expect(() => exposeAssets('https://cdn.example.com/m.json', manifest, 'LatestNews', 'https://www.stayvia.com')).toThrow(/exposes no "LatestNews"/);
  });
});
