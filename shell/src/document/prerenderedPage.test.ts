import { describe, expect, it } from 'vitest';
import type { DocumentTags } from './buildTags';
import type { PageHandOff } from './handOff';
import plainPage from './plainPage';
import { prerenderedPage, type PageParts } from './prerenderedPage';
import type { RemoteAssets } from './remoteAssets';
import { shellDocument, type DocumentSlots } from './shellDocument';

const loader = { source: '(()=>{/* the compiled loader */})();', hash: "'sha256-x'" };
const noData: PageHandOff = { data: { queries: [], mutations: [] }, releases: {} };
const entry = { tagName: 'script', attributes: { defer: true, src: '/main.js', 'data-start': '/react.1.js /router.2.js /start.3.js' }, innerHTML: null };
const tags: DocumentTags = {
  headTags: [entry, { tagName: 'link', attributes: { rel: 'stylesheet', href: '/main.css' } }],
  bodyTags: [],
};
const compose = (page: PageParts, assets: RemoteAssets, handOff: PageHandOff = noData, build: DocumentTags = tags) => prerenderedPage(build, page, assets, handOff, loader);

describe('the plain page', () => {
  it('has the fallback title and description, the build tags with the entry script, and an empty root', () => {
    const html = plainPage(tags);
    expect(html).toContain('<title data-fallback-head>');
    expect(html).toContain('<meta data-fallback-head name="description"');
    expect(html).toContain('<script defer src="/main.js" data-start="/react.1.js /router.2.js /start.3.js"></script><link rel="stylesheet" href="/main.css"></head>');
    expect(html).toContain('<link rel="preload" href="/settings.json" as="fetch" crossorigin="anonymous">');
    expect(html).toContain('<div id="root"></div><noscript>');
  });
});

describe('the template', () => {
  it('fails when a slot is not filled', () => {
    const slots = { fallbackHead: '', settingsPriority: 'auto', buildHead: '', pageHead: '', afterRoot: '' } as unknown as DocumentSlots;
    expect(() => shellDocument(slots)).toThrow(/slots root are not filled/);
  });
});

describe('a prerendered page', () => {
  it('puts the page into the root, its tags and the remote stylesheets into the head, and has no fallbacks', () => {
    const html = compose(
      { head: '<title>GDPR | Stayvia</title>', body: '<main><h1>GDPR</h1></main>' },
      { css: [{ href: 'https://cdn.example.com/legal/styles.css', marker: 'mf_legal_abc:chunk-4014' }], js: ['https://cdn.example.com/legal/remoteEntry.js'] },
      { data: { queries: [], mutations: [] }, releases: { legal: { version: '0123456789ab', manifest: '/releases/legal/0123456789ab/mf-manifest.json' } } },
    );
    expect(html).not.toContain('data-fallback-head');
    expect(html).toContain(
      '<link rel="stylesheet" href="/main.css"><title>GDPR | Stayvia</title><link rel="stylesheet" href="https://cdn.example.com/legal/styles.css" data-rspack="mf_legal_abc:chunk-4014"></head>',
    );
    expect(html).toContain(
      '<div id="root"><main><h1>GDPR</h1></main></div><script type="application/json" id="page-data">{"queries":[],"mutations":[]}</script>' +
        '<script type="application/json" id="page-releases">{"legal":{"version":"0123456789ab","manifest":"/releases/legal/0123456789ab/mf-manifest.json"}}</script>',
    );
    // The shell's script starts after the load and the first paint, not with the page (e2e checks the order
    // in a browser), so its settings document is not fetched ahead of the page's own resources either.
    expect(html).not.toContain('<script defer');
    // The area's scripts are preloaded by the loader with the shell's script, not from the head.
    expect(html).not.toContain('<link rel="preload" as="script"');
    expect(html).toContain(
      `<script data-src="/main.js" data-start="/react.1.js /router.2.js /start.3.js" data-preload="https://cdn.example.com/legal/remoteEntry.js">${loader.source}</script><noscript>`,
    );
    expect(html).toContain('<link rel="preload" href="/settings.json" as="fetch" fetchpriority="low" crossorigin="anonymous">');
  });

  it('names no start files or preloads the build and the page do not have', () => {
    const bare = { ...tags, headTags: [{ tagName: 'script', attributes: { defer: true, src: '/main.js' } }] };
    expect(compose({ head: '', body: '' }, { css: [], js: [] }, noData, bare)).toContain(`<script data-src="/main.js">${loader.source}</script>`);
  });

  it('keeps markup in the data inert, and `$` patterns in the page literal', () => {
    const hostile = { queries: [], mutations: [], title: '</script><script>alert(1)</script><!--\u2028' } as unknown as PageHandOff['data'];
    const html = compose({ head: '', body: '<p>$& $1</p>' }, { css: [], js: [] }, { data: hostile, releases: {} });
    expect(html).toContain('<p>$& $1</p>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--');
    const json = html.slice(html.indexOf('id="page-data">') + 'id="page-data">'.length, html.indexOf('</script>', html.indexOf('id="page-data">')));
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('escapes what the page and the build put in attributes', () => {
    const html = compose({ head: '', body: '' }, { css: [{ href: '/a.css?x="><script>', marker: 'm&n' }], js: [] });
    expect(html).toContain('<link rel="stylesheet" href="/a.css?x=&quot;&gt;&lt;script&gt;" data-rspack="m&amp;n">');
  });

  it('refuses a build without an entry script, or with two: the second would load with the page, before its paint', () => {
    expect(() => compose({ head: '', body: '' }, { css: [], js: [] }, noData, { ...tags, headTags: tags.headTags.slice(1) })).toThrow(/exactly one script/);
    const split = { ...tags, bodyTags: [{ tagName: 'script', attributes: { defer: true, src: '/framework.js' } }] };
    expect(() => compose({ head: '', body: '' }, { css: [], js: [] }, noData, split)).toThrow(/exactly one script, its entry; the build gives it 2/);
  });
});
