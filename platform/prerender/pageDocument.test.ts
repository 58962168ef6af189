import { describe, expect, it } from 'vitest';
import { pageDataId } from 'shell/pageData';
import { composePage, exposeAssets, shellLoaderScript } from './pageDocument';

const template =
  '<!doctype html><html><head><link rel="preload" href="/settings.json" as="fetch" crossorigin="anonymous" /><title data-fallback-head>Fallback</title><meta data-fallback-head name="description" content="x"><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

describe('composePage', () => {
  it('puts the page into the root, its tags and the remote stylesheets into the head, and drops the fallbacks', () => {
    const html = composePage(
      template,
      { head: '<title>GDPR | Stayvia</title>', body: '<main><h1>GDPR</h1></main>', data: { queries: [] } },
      { css: [{ href: 'https://cdn.example.com/legal/styles.css', marker: 'mf_legal_abc:chunk-4014' }], js: ['https://cdn.example.com/legal/remoteEntry.js'] },
    );
    expect(html).not.toContain('Fallback');
    expect(html).not.toContain('data-fallback-head');
    expect(html).toContain(
      '<title>GDPR | Stayvia</title><link rel="stylesheet" href="https://cdn.example.com/legal/styles.css" data-rspack="mf_legal_abc:chunk-4014"></head>',
    );
    expect(html).toContain(`<div id="root"><main><h1>GDPR</h1></main></div><script type="application/json" id="${pageDataId}">{"queries":[]}</script>`);
    // The shell's script starts after the load and the first paint, not with the page (e2e checks the order
    // in a browser), so its settings document is not fetched ahead of the page's own resources either.
    expect(html).not.toContain('<script defer src="/main.js">');
    // The area's scripts are preloaded by the loader with the shell's script, not from the head.
    expect(html).not.toContain('<link rel="preload" as="script"');
    expect(html).toContain(`<script data-src="/main.js" data-preload="https://cdn.example.com/legal/remoteEntry.js">${shellLoaderScript}</script></body>`);
    expect(shellLoaderScript).toMatch(/^\(function\(\)\{var me=document\.currentScript,src=me\.getAttribute\('data-src'\),.*addEventListener\('load',painted\)\}\)\(\)$/);
    expect(html).toContain('<link rel="preload" href="/settings.json" as="fetch" fetchpriority="low" crossorigin="anonymous" />');
  });

  it("preloads the shell's start files, named on its entry script, before the area's", () => {
    const withStart = template.replace('<script defer src="/main.js">', '<script data-start="/react.1.js /router.2.js /start.3.js" defer src="/main.js">');
    const html = composePage(withStart, { head: '', body: '<main></main>', data: { queries: [] } }, { css: [], js: ['/releases/legal/1/remoteEntry.js'] });
    expect(html).toContain(`<script data-src="/main.js" data-preload="/react.1.js /router.2.js /start.3.js /releases/legal/1/remoteEntry.js">${shellLoaderScript}</script>`);
    expect(html).not.toContain('data-start');
  });

  it('keeps markup in the data inert, and `$` patterns in the page literal', () => {
    const html = composePage(template, { head: '', body: '<p>$& $1</p>', data: { title: '</script><script>alert(1)</script><!--' } }, { css: [], js: [] });
    expect(html).toContain('<p>$& $1</p>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--');
    const json = /id="page-data">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });

  it('refuses a template without an empty root or an entry script', () => {
    expect(() => composePage(template.replace('<script defer src="/main.js"></script>', ''), { head: '', body: '', data: null }, { css: [], js: [] })).toThrow(/entry script/);
    expect(() => composePage('<html></html>', { head: '', body: '', data: null }, { css: [], js: [] })).toThrow(/root/);
  });

  it('refuses a template that starts two scripts: the second would load with the page, before its paint', () => {
    const split = template.replace('<script defer src="/main.js"></script>', '<script defer src="/framework.js"></script><script defer src="/main.js"></script>');
    expect(() => composePage(split, { head: '', body: '', data: null }, { css: [], js: [] })).toThrow(/exactly one script/);
  });
});

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
