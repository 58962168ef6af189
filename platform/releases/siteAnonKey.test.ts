import { describe, expect, it } from 'vitest';
import { readSettingsFile } from '../settings/reader';
import { AnonKeyMismatch, backendIsTheSite, checkAnonKey, withServerAnonKey } from './siteAnonKey';
import { baseSettingsFile } from './store';

const site = { url: 'https://www.stayvia.example' };

describe('the anon key of the site’s own backend', () => {
  it('follows the server’s own key in the committed base document, so keys of one’s own need nothing more', async () => {
    const base = await readSettingsFile(baseSettingsFile);
    expect(base.backend).toEqual({ url: '/', anonKey: 'local-anon-key' });
    expect(withServerAnonKey(base, { anonKey: 'own-anon' }).backend).toEqual({ url: '/', anonKey: 'own-anon' });
    expect(withServerAnonKey(base, { anonKey: 'local-anon-key' })).toBe(base);
  });

  it('leaves a key someone chose, and another backend’s, as they are', () => {
    const chosen = { site, backend: { url: '/', anonKey: 'chosen' } };
    expect(withServerAnonKey(chosen, { anonKey: 'own-anon' })).toBe(chosen);
    const hosted = { site, backend: { url: 'https://abc.supabase.co', anonKey: 'local-anon-key' } };
    expect(withServerAnonKey(hosted, { anonKey: 'own-anon' })).toBe(hosted);
  });

  it('knows the site’s own backend by its origin, relative or absolute', () => {
    for (const url of ['/', '/base/', 'https://www.stayvia.example/', 'https://www.stayvia.example/api/']) expect(backendIsTheSite({ site, backend: { url, anonKey: 'k' } }), url).toBe(true);
    for (const url of ['https://abc.supabase.co', 'http://www.stayvia.example/', 'https://www.stayvia.example:8443/', '//cdn.example/']) expect(backendIsTheSite({ site, backend: { url, anonKey: 'k' } }), url).toBe(false);
    expect(backendIsTheSite({ site })).toBe(false);
  });

  it('refuses a document naming another key than the server’s, naming both', () => {
    expect(() => checkAnonKey({ site, backend: { url: '/', anonKey: 'local-anon-key' } }, 'settings.json', { anonKey: 'own' })).toThrow(AnonKeyMismatch);
    expect(() => checkAnonKey({ site, backend: { url: '/', anonKey: 'local-anon-key' } }, 'settings.json', { anonKey: 'own' })).toThrow(
      /settings\.json names backend\.anonKey "local-anon-key", but this server answers to the key of BACKEND_ANON_KEY/,
    );
    expect(() => checkAnonKey({ site, backend: { url: '/', anonKey: 'own' } }, 'settings.json', { anonKey: 'own' })).not.toThrow();
    expect(() => checkAnonKey({ site, backend: { url: 'https://abc.supabase.co', anonKey: 'x' } }, 'settings.json', { anonKey: 'own' })).not.toThrow();
  });
});
