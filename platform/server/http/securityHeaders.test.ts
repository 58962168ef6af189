import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { superLinearShapes, unitCostBound } from 'e2e/hostileInputs';
import type { SettingsDocument } from '../../settings/reader';
import { contentSecurityPolicy, extraOrigins, isScriptOrStylesheet, scriptOrStylesheetPolicy, securityHeaders } from './securityHeaders';

/** A loader's CSP source, as the page index names it. */
const loaderHash = "'sha256-K5fq3nB0Yd2GmUdAqD1XZWsAj0ZO3vTqKx4N7rFyb1c='";

const site = { url: 'https://www.stayvia.com' };
const area = (container: string, manifest: string) => ({ container, label: container, version: '0123456789ab', manifest, owns: [] as string[] });

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('Content-Security-Policy from the settings document', () => {
  it("same-origin settings: this origin, the pages' loader hashes, no inline script", () => {
    const document = { site, areas: { news: area('mf_news', 'releases/news/0123456789ab/mf-manifest.json') }, backend: { url: '/', anonKey: 'anon' }, leads: { endpoint: '/api/leads' }, analytics: { id: '' } };
    const policy = directives(contentSecurityPolicy(document, [], [], [loaderHash]));
    expect(policy['script-src']).toEqual(["'self'", loaderHash]);
    // Only hashes: anything else in the page index cannot widen the policy.
    expect(directives(contentSecurityPolicy(document, [], [], ["'unsafe-inline'", 'https://evil.example', "'sha256-x'; script-src *"]))['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('remotes, backend, lead endpoint and analytics on other origins are allowed where each is used', () => {
    const policy = directives(
      contentSecurityPolicy({
        site,
        areas: {
          news: area('mf_news', 'https://cdn.example.com/news/v3/mf-manifest.json'),
          legal: area('mf_legal', 'https://legal.example.com/mf-manifest.json'),
          bad: area('mf_bad', 'javascript:alert(1)'),
        },
        backend: { url: 'https://abc.supabase.co', anonKey: 'anon' },
        leads: { endpoint: 'https://crm.example.com/WebToLeadForm' },
        analytics: { id: 'G-1', scriptUrl: 'https://www.googletagmanager.com/gtag/js' },
      }),
    );
    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://cdn.example.com', 'https://legal.example.com', 'https://www.googletagmanager.com']));
    expect(policy['style-src']).toEqual(expect.arrayContaining(['https://cdn.example.com', 'https://legal.example.com']));
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://abc.supabase.co', 'https://crm.example.com', 'https://cdn.example.com']));
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https://abc.supabase.co']));
    expect(policy['form-action']).toEqual(["'self'", 'https://crm.example.com']);
    expect(policy['script-src'].join(' ')).not.toContain('javascript');
    expect(policy['script-src']).not.toContain('https://abc.supabase.co');
  });

  it('no analytics id, no analytics hosts', () => {
    const policy = contentSecurityPolicy({ site, analytics: { id: '', scriptUrl: 'https://www.googletagmanager.com/gtag/js' } });
    expect(policy).not.toContain('google');
  });

  it('no document (none read yet) allows this origin only', () => {
    expect(directives(contentSecurityPolicy(undefined))['connect-src']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy(undefined))['script-src']).toEqual(["'self'"]);
    const remote = { site, areas: { news: area('mf_news', 'https://cdn.example.com/news/v3/mf-manifest.json') } };
    expect(directives(contentSecurityPolicy(remote))['script-src']).toContain('https://cdn.example.com');
  });

  it('extra origins from the environment', () => {
    expect(extraOrigins('http://localhost:4174, http://localhost:4175/x  ftp://no')).toEqual(['http://localhost:4174', 'http://localhost:4175']);
    const policy = directives(contentSecurityPolicy({ site }, ['http://localhost:4174']));
    expect(policy['script-src']).toContain('http://localhost:4174');
  });
});

describe('an area override in the policy', () => {
  const headersFor = (document: SettingsDocument, request: { url: string; cookie?: string }, serverOverride?: string) => {
    const set: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => void (set[name] = value) } as unknown as http.ServerResponse;
    const req = { url: request.url, headers: { cookie: request.cookie } } as unknown as http.IncomingMessage;
    securityHeaders(() => document, [], serverOverride, () => [loaderHash])(res, req);
    return directives(set['Content-Security-Policy']!);
  };
  const preview = { site, overrides: { allowed: true }, areas: { legal: area('mf_legal', 'releases/legal/0123456789ab/mf-manifest.json') } };
  const dev = 'legal=http://localhost:3005/mf-manifest.json';

  it('allows the overriding build’s origin where the document allows overrides: parameter, cookie or the server’s own', () => {
    expect(headersFor(preview, { url: `/gdpr?area-override=${encodeURIComponent(dev)}` })['script-src']).toContain('http://localhost:3005');
    expect(headersFor(preview, { url: '/gdpr', cookie: `x=1; area-override=${encodeURIComponent(dev)}` })['connect-src']).toContain('http://localhost:3005');
    expect(headersFor(preview, { url: '/gdpr' }, dev)['script-src']).toContain('http://localhost:3005');
    expect(headersFor(preview, { url: '/gdpr?area-override=' }, dev)['script-src']).not.toContain('http://localhost:3005');
  });

  it('reads the cookie by its whole name and ignores a malformed one, for the server’s own override', () => {
    const other = 'legal=http://localhost:4999/mf-manifest.json';
    for (const cookie of ['area-override=%E0%A4%A', `area-override=${encodeURIComponent(other)}%`, `note=area-override=${other}`, `xarea-override=${encodeURIComponent(other)}`, 'area-override']) {
      const policy = headersFor(preview, { url: '/gdpr', cookie }, dev);
      expect(policy['script-src'], cookie).toContain('http://localhost:3005');
      expect(policy['script-src'], cookie).not.toContain('http://localhost:4999');
    }
    expect(headersFor(preview, { url: '/gdpr', cookie: `x=%E0%A4%A; area-override=${encodeURIComponent(other)}` }, dev)['script-src']).toContain('http://localhost:4999');
  });

  it('lets the page reach the overriding dev server’s live-reload socket, and no other', () => {
    const connect = headersFor(preview, { url: '/gdpr' }, dev)['connect-src'];
    expect(connect).toContain('ws://localhost:3005');
    expect(connect.filter((source) => source.startsWith('ws'))).toEqual(['ws://localhost:3005']);
    expect(headersFor(preview, { url: '/gdpr' })['connect-src']!.some((source) => source.startsWith('ws'))).toBe(false);
  });

  it('only a registry area and a plain http(s) origin: nothing can add a directive or push the loader’s hash out', () => {
    const hostile = [
      'legal=http://a.example;sandbox/mf-manifest.json',
      "legal=http://a.example;script-src 'unsafe-inline'/m.json",
      'legal=http://a.example/x;sandbox allow-scripts',
      'legal=http://a.example/m.json sandbox',
      'nosuch=http://evil.example/mf-manifest.json',
      'legal=javascript:alert(1)',
      'legal=data:text/javascript,alert(1)',
      'legal=ftp://evil.example/m.json',
      'legal=//evil.example/m.json',
      "legal=http://evil.example/'unsafe-inline'",
    ];
    for (const value of hostile) {
      for (const policy of [
        headersFor(preview, { url: `/gdpr?area-override=${encodeURIComponent(value)}` }),
        headersFor(preview, { url: '/gdpr', cookie: `area-override=${encodeURIComponent(value)}` }),
        headersFor(preview, { url: '/gdpr' }, value),
      ]) {
        expect(Object.keys(policy), value).toEqual(['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'form-action', 'manifest-src', 'object-src', 'base-uri', 'frame-ancestors']);
        expect(policy['script-src'], value).toEqual(["'self'", loaderHash]);
        expect(policy['connect-src'], value).toEqual(["'self'"]);
      }
    }
  });

  it('allows nothing more where the document does not allow overrides (production)', () => {
    const production = { ...preview, overrides: { allowed: false } };
    expect(headersFor(production, { url: `/gdpr?area-override=${encodeURIComponent(dev)}` })['script-src']).not.toContain('http://localhost:3005');
    expect(headersFor(production, { url: '/gdpr' }, dev)['script-src']).not.toContain('http://localhost:3005');
    expect(headersFor(production, { url: '/gdpr' }, dev)['connect-src']).not.toContain('ws://localhost:3005');
  });
});

describe('the policy of script and stylesheet files', () => {
  it('allows nothing, framing included', () => {
    expect(directives(scriptOrStylesheetPolicy)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  });

  it('is for scripts and stylesheets only: documents, data, images and fonts keep the page policy', () => {
    for (const file of ['/main.1f8c870e4e.js', '/releases/news/922f7dad5ea7/remoteEntry.js', '/x.mjs', '/main.3643397229.css']) expect(isScriptOrStylesheet(file), file).toBe(true);
    for (const file of ['/', '/gdpr', '/index.html', '/settings.json', '/releases/news/922f7dad5ea7/mf-manifest.json', '/social-card.png', '/assets/font.woff2', '/js', '/x.css.map']) expect(isScriptOrStylesheet(file), file).toBe(false);
  });
});

describe('security headers on hostile requests', () => {
  it('are set on a request whose target is no URL path (`//`, `/\\`), which the server answers 400, instead of throwing', () => {
    const set: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => void (set[name] = value) } as unknown as http.ServerResponse;
    for (const url of ['//', '/\\', '//%']) {
      securityHeaders(() => undefined, [])(res, { url, headers: {} } as unknown as http.IncomingMessage);
      expect(set['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('cost time linear in the path, query and cookie, whatever their shape, overrides allowed or not', async () => {
    const document = { site, overrides: { allowed: true }, areas: { legal: area('mf_legal', 'releases/legal/0123456789ab/mf-manifest.json') } };
    const set = securityHeaders(() => document, []);
    const res = { setHeader: () => undefined } as unknown as http.ServerResponse;
    const request = (url: string, cookie?: string) => set(res, { url, headers: { cookie } } as unknown as http.IncomingMessage);
    expect(await superLinearShapes((text) => request(`/${text}`), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => request(`/gdpr?area-override=${text}`), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => request(`/gdpr?area-override=legal=http://a.example/${text}`), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => request('/gdpr', `area-override=${text}`), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => request('/gdpr', `a=${text}; area-override=legal=http://a.example/,${text}`), unitCostBound)).toEqual([]);
    // Five request kinds × 54 inputs × two lengths: the bound is each input's ratio, not the whole test's time.
  }, 60_000);
});
