// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Area } from 'shared/areas';
import { createLiveAreas } from './liveAreas';

const legal = (version: string) => ({ container: 'mf_legal', label: 'Legal', version, manifest: `releases/legal/${version}/mf-manifest.json`, owns: ['/gdpr'] });
const document = (version: string) => ({ site: { url: 'https://www.stayvia.com' }, areas: { legal: legal(version) } });
const area = (version: string): Area => ({ id: 'legal', remote: 'mf_legal', label: 'Legal', version, owns: ['/gdpr'], manifest: `releases/legal/${version}/mf-manifest.json` });

const serve = (body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a tab reading the live settings document again', () => {
  it('adopts a release made since, and keeps the last good document when the live one does not parse', async () => {
    const live = createLiveAreas([area('0123456789ab')]);
    const released = vi.fn();
    live.onReleased(released);

    serve(document('ba9876543210'));
    await live.revalidate();
    expect(live.list()).toEqual([area('ba9876543210')]);
    expect(released).toHaveBeenCalledWith(area('ba9876543210'));

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ ...document('ffffffffffff'), areas: { legal: { ...legal('ffffffffffff'), version: 'latest' } } });
    await live.revalidate();
    expect(live.list()).toEqual([area('ba9876543210')]);
    expect(released).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('areas.legal.version');
  });
});
