import { describe, expect, it } from 'vitest';
import { superLinearShapes, unitCostBound } from 'e2e/hostileInputs';
import type { Area } from './areas';
import { allowedOverrides, applyAreaOverrides, documentAreaIds, formatAreaOverrides, overrideDocumentAreas, overriddenSinceRendered, overridesAllowed, parseAreaOverrides } from './areaOverrides';

const area = (id: Area['id']): Area => ({ id, remote: `mf_${id}`, label: id, owns: [`/${id}`], manifest: `https://site.example/releases/${id}/abc/mf-manifest.json`, version: 'abc' });

describe('area overrides', () => {
  const ids = ['software', 'news', 'legal'];

  it('reads and writes the area=manifest list', () => {
    const text = 'legal=http://localhost:3005/mf-manifest.json,news=https://preview.example/news/mf-manifest.json';
    expect(parseAreaOverrides(text, ids)).toEqual({ legal: 'http://localhost:3005/mf-manifest.json', news: 'https://preview.example/news/mf-manifest.json' });
    expect(formatAreaOverrides(parseAreaOverrides(text, ids))).toBe(text);
    expect(parseAreaOverrides('legal=not a url,=http://x.example/,news', ids)).toEqual({});
    expect(parseAreaOverrides(undefined, ids)).toEqual({});
    expect(parseAreaOverrides(' legal = HTTP://LocalHost:3005/mf-manifest.json ', ids)).toEqual({ legal: 'http://localhost:3005/mf-manifest.json' });
  });

  it('an override names one of the given areas and an http(s) URL with a plain origin; anything else is ignored', () => {
    for (const pair of [
      'nosuch=http://x.example/mf-manifest.json',
      '__proto__=http://x.example/mf-manifest.json',
      'legal=http://a.example;sandbox/mf-manifest.json',
      'legal=http://a.example/x;sandbox',
      'legal=http://a.example/m.json sandbox',
      "legal=http://a.example/'unsafe-inline'",
      'legal=http://a.example/\\m.json',
      'legal=javascript:alert(1)',
      'legal=data:text/javascript,alert(1)',
      'legal=ftp://x.example/m.json',
      'legal=ws://x.example/m.json',
      'legal=/relative/mf-manifest.json',
      'legal=http://user:pw@x.example/m.json',
    ]) {
      expect(parseAreaOverrides(pair, ids), pair).toEqual({});
    }
    expect(parseAreaOverrides('nosuch=http://x.example/m.json,legal=http://localhost:3005/m.json', ids)).toEqual({ legal: 'http://localhost:3005/m.json' });
  });

  it('the shell checks overrides against the areas of its settings document', () => {
    const entry = { container: 'mf_x', label: 'X', version: 'dev', manifest: 'm.json', owns: [] };
    expect(documentAreaIds({ areas: { legal: entry, news: entry } })).toEqual(['legal', 'news']);
    expect(documentAreaIds(undefined)).toEqual([]);
    expect(parseAreaOverrides('software=http://x.example/m.json', documentAreaIds({ areas: { legal: entry } }))).toEqual({});
  });

  it('replaces only the overridden area, keeping the paths the document gives it', () => {
    const areas = applyAreaOverrides([area('legal'), area('news')], { legal: 'http://localhost:3005/mf-manifest.json', software: 'http://x.example/m.json' });
    expect(areas[0]).toEqual({ ...area('legal'), manifest: 'http://localhost:3005/mf-manifest.json', version: 'override' });
    expect(areas[1]).toEqual(area('news'));
    expect(areas).toHaveLength(2);
  });

  it('applies only where the settings document allows it: a production document turns it off', () => {
    const overrides = { legal: 'http://localhost:3005/mf-manifest.json' };
    expect(overridesAllowed({ overrides: { allowed: true } })).toBe(true);
    expect(allowedOverrides({ overrides: { allowed: true } }, overrides)).toEqual(overrides);
    // A document that does not parse (`allowed: 'yes'`) reaches no one: the shell and the job read it as none.
    for (const production of [{}, { overrides: { allowed: false } }, { overrides: {} }, undefined]) {
      expect(allowedOverrides(production, overrides)).toEqual({});
    }
  });

  it('gives the prerender job the same override, in the document it reads, and only where allowed', () => {
    const legal = { container: 'mf_legal', label: 'Legal', version: 'abc', manifest: 'releases/legal/abc/mf-manifest.json', owns: ['/gdpr'] };
    const document = { site: { url: 'http://localhost:8080' }, overrides: { allowed: true }, areas: { legal } };
    const overridden = overrideDocumentAreas(document, { legal: 'http://localhost:3005/mf-manifest.json', news: 'http://x.example/m.json' });
    expect(overridden.areas.legal).toEqual({ ...legal, manifest: 'http://localhost:3005/mf-manifest.json', version: 'override' });
    expect(overridden.areas).not.toHaveProperty('news');
    expect(document.areas.legal).toBe(legal);
    const production = { ...document, overrides: { allowed: false } };
    expect(overrideDocumentAreas(production, { legal: 'http://localhost:3005/mf-manifest.json' })).toBe(production);
  });

  it('has a prerendered page rendered again only where the tab overrides an area it shows with another build', () => {
    const base = 'http://localhost:3000/settings.json';
    const dev = 'http://localhost:3005/mf-manifest.json';
    const live = { legal: { manifest: 'releases/legal/0123456789ab/mf-manifest.json' }, news: { manifest: 'releases/news/ba9876543210/mf-manifest.json' } };
    // Rendered with the live release of the overridden area: its markup is not the tab's build.
    expect(overriddenSinceRendered(live, { legal: dev }, base)).toEqual(['legal']);
    // Rendered by the job with the same override (`npm run dev -- legal`): it hydrates.
    expect(overriddenSinceRendered({ ...live, legal: { manifest: dev } }, { legal: dev }, base)).toEqual([]);
    // The same manifest written relative to the document, and a page that does not show the area.
    expect(overriddenSinceRendered(live, { news: 'http://localhost:3000/releases/news/ba9876543210/mf-manifest.json' }, base)).toEqual([]);
    expect(overriddenSinceRendered({ news: live.news }, { legal: dev }, base)).toEqual([]);
    expect(overriddenSinceRendered({}, {}, base)).toEqual([]);
  });
});

describe('area overrides on hostile input', () => {
  it('are read in time linear in the text, whatever its shape', async () => {
    const ids = ['legal', 'news'];
    expect(await superLinearShapes((text) => parseAreaOverrides(text, ids), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => parseAreaOverrides(`legal=http://a.example/${text},${text}=${text}`, ids), unitCostBound)).toEqual([]);
  });
});
