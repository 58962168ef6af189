// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { overrideFromCookies } from 'shared/areaOverrides';
import type { SettingsDocument } from 'shared/settingsCheck';
import { adoptOverrideParameter, tabOverrides } from './areaOverrides';

const preview = {
  overrides: { allowed: true },
  areas: { legal: { container: 'mf_legal', label: 'Legal', version: '0123456789ab', manifest: '/releases/legal/0123456789ab/mf-manifest.json', owns: ['/gdpr'] } },
} as unknown as SettingsDocument;
const dev = 'legal=http://localhost:3005/mf-manifest.json';

const setCookie = (text: string) => void (document.cookie = text);
afterEach(() => setCookie('area-override=; Max-Age=0; Path=/'));

describe('the tab’s area override cookie', () => {
  it('is read when well formed', () => {
    setCookie(`area-override=${encodeURIComponent(dev)}; Path=/`);
    expect(tabOverrides(preview)).toEqual({ legal: 'http://localhost:3005/mf-manifest.json' });
  });

  it('is ignored, not thrown, when it is not valid percent-encoding, where overrides are allowed or not', () => {
    setCookie('area-override=%E0%A4%A; Path=/');
    expect(document.cookie).toContain('area-override=%E0%A4%A');
    expect(tabOverrides(preview)).toEqual({});
    expect(tabOverrides({ ...preview, overrides: { allowed: false } } as SettingsDocument)).toEqual({});
    expect(tabOverrides(undefined)).toEqual({});
  });

  it('is written from the URL parameter so that it reads back as given, and cleared by an empty one', () => {
    window.history.replaceState(null, '', `/gdpr?area-override=${encodeURIComponent(dev)}&x=1`);
    adoptOverrideParameter();
    expect(window.location.search).toBe('?x=1');
    expect(overrideFromCookies(document.cookie)).toBe(dev);
    window.history.replaceState(null, '', '/gdpr?area-override=');
    adoptOverrideParameter();
    // (happy-dom keeps a Max-Age=0 cookie as empty where a browser deletes it: either way no override is left.)
    expect(tabOverrides(preview)).toEqual({});
  });
});
