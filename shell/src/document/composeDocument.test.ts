import { describe, expect, it } from 'vitest';
import { composeDocument, type PageParts } from './composeDocument';
import type { PageHandOff } from './handOff';
import type { RemoteAssets } from './remoteAssets';

const loader = { source: '(()=>{/* the compiled loader */})();' };
const noData: PageHandOff = { data: { queries: [], mutations: [] }, releases: {} };
const compose = (template: string, page: PageParts, assets: RemoteAssets, handOff: PageHandOff = noData) => composeDocument(template, page, assets, handOff, loader);

const template =
  '<!doctype html><html><head><link rel="preload" href="/settings.json" as="fetch" crossorigin="anonymous" /><title data-fallback-head>Fallback</title><meta data-fallback-head name="description" content="x"><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

describe('composeDocument', () => {
  it('puts the page into the root, its tags and the remote stylesheets into the head, and drops the fallbacks', () => {
    const html = compose(
      template,
      { head: '<title>GDPR | Stayvia</title>', body: '<main><h1>GDPR</h1></main>' },
      { css: [{ href: 'https://cdn.example.com/legal/styles.css', marker: 'mf_legal_abc:chunk-4014' }], js: ['https://cdn.example.com/legal/remoteEntry.js'] },
      { data: { queries: [], mutations: [] }, releases: { legal: { version: '0123456789ab', manifest: '/releases/legal/0123456789ab/mf-manifest.json' } } },
    );
    expect(html).not.toContain('Fallback');
    expect(html).not.toContain('data-fallback-head');
    expect(html).toContain(
      '<title>GDPR | Stayvia</title><link rel="stylesheet" href="https://cdn.example.com/legal/styles.css" data-rspack="mf_legal_abc:chunk-4014"></head>',
    );
    expect(html).toContain(
      '<div id="root"><main><h1>GDPR</h1></main></div><script type="application/json" id="page-data">{"queries":[],"mutations":[]}</script>' +
        '<script type="application/json" id="page-releases">{"legal":{"version":"0123456789ab","manifest":"/releases/legal/0123456789ab/mf-manifest.json"}}</script>',
    );
    // The shell's script starts after the load and the first paint, not with the page (e2e checks the order
    // in a browser), so its settings document is not fetched ahead of the page's own resources either.
    expect(html).not.toContain('<script defer src="/main.js">');
    // The area's scripts are preloaded by the loader with the shell's script, not from the head.
    expect(html).not.toContain('<link rel="preload" as="script"');
    expect(html).toContain(`<script data-src="/main.js" data-preload="https://cdn.example.com/legal/remoteEntry.js">${loader.source}</script></body>`);
    expect(html).toContain('<link rel="preload" href="/settings.json" as="fetch" fetchpriority="low" crossorigin="anonymous" />');
  });

  it("hands the loader the shell's start files, named on its entry script, apart from the area's scripts", () => {
    const withStart = template.replace('<script defer src="/main.js">', '<script data-start="/react.1.js /router.2.js /start.3.js" defer src="/main.js">');
    const html = compose(withStart, { head: '', body: '<main></main>' }, { css: [], js: ['/releases/legal/1/remoteEntry.js'] });
    expect(html).toContain(
      `<script data-src="/main.js" data-start="/react.1.js /router.2.js /start.3.js" data-preload="/releases/legal/1/remoteEntry.js">${loader.source}</script>`,
    );
    expect(html).not.toContain('defer');
  });

  it('keeps markup in the data inert, and `$` patterns in the page literal', () => {
    const hostile = { queries: [], mutations: [], title: '</script><script>alert(1)</script><!--' } as unknown as PageHandOff['data'];
    const html = compose(template, { head: '', body: '<p>$& $1</p>' }, { css: [], js: [] }, { data: hostile, releases: {} });
    expect(html).toContain('<p>$& $1</p>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--');
    const json = /id="page-data">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('refuses a template without an empty root or an entry script', () => {
    expect(() => compose(template.replace('<script defer src="/main.js"></script>', ''), { head: '', body: '' }, { css: [], js: [] })).toThrow(/entry script/);
    expect(() => compose('<html></html>', { head: '', body: '' }, { css: [], js: [] })).toThrow(/root/);
  });

  it('refuses a template that starts two scripts: the second would load with the page, before its paint', () => {
    const split = template.replace('<script defer src="/main.js"></script>', '<script defer src="/framework.js"></script><script defer src="/main.js"></script>');
    expect(() => compose(split, { head: '', body: '' }, { css: [], js: [] })).toThrow(/exactly one script/);
  });
});
