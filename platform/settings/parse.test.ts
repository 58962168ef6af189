import { describe, expect, it } from 'vitest';
import { parseSettingsDocument, settingsSchema } from './schema';
import { area, invalidFields, valid, validDocument } from './fixtures';

describe('parseSettingsDocument', () => {
  it('gives a valid document back as it was written, fields it does not know included', () => {
    expect(parseSettingsDocument(valid)).toEqual({ ok: true, document: valid });
    const newer = { ...valid, features: { chat: true } };
    expect(parseSettingsDocument(newer)).toEqual({ ok: true, document: newer });
    expect(parseSettingsDocument({ site: { url: 'http://localhost:8080/' } }).ok).toBe(true);
  });

  it.each(invalidFields)('names the field and what it must be: %s', (_, damage, problem) => {
    const document = validDocument();
    damage(document);
    expect(parseSettingsDocument(document)).toEqual({ ok: false, problems: [problem] });
  });

  it('refuses a document that is no object', () => {
    for (const raw of [null, 'settings', 42, []]) expect(parseSettingsDocument(raw)).toEqual({ ok: false, problems: ['the settings document must be a JSON object'] });
  });

  it('names every bad field of a document at once', () => {
    const document = validDocument();
    document.revision = -1;
    (document.areas.legal as Record<string, unknown>).version = 'v1';
    expect(parseSettingsDocument(document)).toEqual({ ok: false, problems: [expect.stringMatching(/^revision /), expect.stringMatching(/^areas\.legal\.version /)] });
  });

  it('holds areas to the registry where it is given: its ids, each with its container', () => {
    const registry = settingsSchema({ containers: { legal: 'mf_legal', news: 'mf_news' } });
    expect(parseSettingsDocument(valid, registry).ok).toBe(true);
    expect(parseSettingsDocument({ ...valid, areas: { legal: { ...area, container: 'mf_other' } } }, registry)).toEqual({ ok: false, problems: ['areas.legal.container must be mf_legal'] });
    expect(parseSettingsDocument({ ...valid, areas: { blog: area } }, registry)).toEqual({
      ok: false,
      problems: ['areas.blog is not an area of the registry (platform/registry/apps.ts): legal, news'],
    });
  });
});
