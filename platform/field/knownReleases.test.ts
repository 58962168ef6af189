/**
 * `POST /api/field` on a backend with the site's check (knownReleases): it takes signals of the areas the registry has
 * and the releases the store holds (or dev, override, none) and refuses anything else with a 400 naming it, storing
 * nothing of the beacon.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from 'supabase-backend/server';
import { releaseStore, versionDir, type ReleaseStore } from '../releases/store';
import { releaseTargets } from '../registry/apps';
import { knownReleases } from './knownReleases';

const legal = 'aaaaaaaaaaa1';
let dir: string;
let store: ReleaseStore;
let backend: Backend;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'known-releases-'));
  store = releaseStore(path.join(dir, 'releases'));
  await fs.mkdir(versionDir(store, 'legal', legal), { recursive: true });
  backend = await startBackend({ port: 0, seed: false, field: { rateLimit: false, accepts: knownReleases(store) } });
}, 120_000);

afterAll(async () => {
  await backend?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const view = (area: string, release: string) => ({ kind: 'view', area, release });

async function post(signals: unknown[], origin = backend.url) {
  const response = await fetch(`${origin}/api/field`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ route: '/gdpr', signals }) });
  return { status: response.status, text: await response.text() };
}

const stored = async () => {
  await backend.field.flush();
  return (await backend.db.query<{ area: string; release: string }>('select area, release from public.field_signals order by id')).rows;
};

describe('POST /api/field takes only the areas the site has and the releases its store holds', { timeout: 60_000 }, () => {
  it('takes a release in the store, dev, override and none, on localhost and 127.0.0.1', async () => {
    await backend.db.exec('truncate public.field_signals');
    expect(await post([view('legal', legal), view('shell', 'none')])).toEqual({ status: 204, text: '' });
    expect((await post([view('news', 'dev'), view('support', 'override')], backend.url.replace('localhost', '127.0.0.1'))).status).toBe(204);
    expect(await stored()).toEqual([
      { area: 'legal', release: legal },
      { area: 'shell', release: 'none' },
      { area: 'news', release: 'dev' },
      { area: 'support', release: 'override' },
    ]);
  });

  it('refuses an area the site has not and a release the store holds not, naming it, and stores nothing of the beacon', async () => {
    await backend.db.exec('truncate public.field_signals');
    expect(await post([view('legal', legal), view('evil', legal)])).toEqual({
      status: 400,
      text: `The beacon was refused: signals[1]: "evil" is no area of this site (${releaseTargets.join(', ')}).`,
    });
    expect(await post([view('legal', legal), view('legal', 'bbbbbbbbbbb9')])).toEqual({
      status: 400,
      text: 'The beacon was refused: signals[1]: legal has no release bbbbbbbbbbb9 in the release store.',
    });
    // A version of another area is not this area's.
    expect((await post([view('news', legal)])).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('a release published a moment ago counts at once (no stale list)', async () => {
    await backend.db.exec('truncate public.field_signals');
    expect((await post([view('legal', 'aaaaaaaaaaa2')])).status).toBe(400);
    await fs.mkdir(versionDir(store, 'legal', 'aaaaaaaaaaa2'), { recursive: true });
    expect((await post([view('legal', 'aaaaaaaaaaa2')])).status).toBe(204);
    expect(await stored()).toEqual([{ area: 'legal', release: 'aaaaaaaaaaa2' }]);
  });
});
