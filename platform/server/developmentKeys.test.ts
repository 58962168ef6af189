/**
 * The development keys serve only where every client is on this machine: a start beyond loopback, behind a
 * trusted proxy or on DATABASE_URL is refused before anything is opened, naming the settings to set; a settings
 * document naming the site's own backend with another anon key than the server's is refused, naming both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { trustedProxiesFrom } from 'infra/clientAddress';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { releaseStore } from '../releases/store';
import { AnonKeyMismatch } from '../releases/siteAnonKey';
import { RefusedHost } from './http/listenAddress';
import { listen } from './siteStart';
import type { ServerOptions } from './serverOptions';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function site(overrides: Partial<ServerOptions> = {}): { options: ServerOptions; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-keys-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const store = releaseStore(path.join(dir, 'releases'));
  return { dir, options: { port: 0, store, settingsFile: store.settingsFile, pagesDir: path.join(dir, 'pages'), backendDataDir: path.join(dir, 'db'), prerender: false, ...overrides } };
}

const namesTheSettings = /BACKEND_ANON_KEY, BACKEND_SERVICE_KEY, BACKEND_JWT_SECRET.*npm run backend-keys/;

describe('a start with the development keys', () => {
  it('is refused behind a trusted proxy, even on loopback, before anything is opened', async () => {
    const { options, dir } = site({ trustedProxies: trustedProxiesFrom('127.0.0.1') });
    const refused = listen(options);
    await expect(refused).rejects.toThrow(RefusedHost);
    await expect(refused).rejects.toThrow(/trusts a proxy \(BACKEND_TRUSTED_PROXIES\)/);
    await expect(refused).rejects.toThrow(namesTheSettings);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('is refused on DATABASE_URL, before the database is asked anything', async () => {
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
    cleanups.push(() => delete process.env.DATABASE_URL);
    const { options, dir } = site();
    await expect(listen(options)).rejects.toThrow(/runs on DATABASE_URL.*BACKEND_ANON_KEY/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('is refused beyond loopback, naming the address', async () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.1']) {
      const { options } = site({ host });
      await expect(listen(options), host).rejects.toThrow(new RegExp(`listens on ${host.replace(/\./g, '\\.')}.*${namesTheSettings.source}`));
    }
  });

  it('serves on loopback with no proxy and its embedded database, as a development machine does', async () => {
    const { options } = site({ host: '127.0.0.1', lazyBackend: true });
    const running = await listen(options);
    cleanups.push(() => void running.close());
    expect((await fetch(`${running.origin.replace('localhost', '127.0.0.1')}/settings.json`)).status).not.toBe(500);
    await running.close();
  });
});

describe('a settings document naming the site’s own backend', () => {
  const document = (backend: { url: string; anonKey: string }) => `${JSON.stringify({ site: { url: 'https://www.stayvia.example' }, backend })}\n`;

  it('with another anon key than the server answers to is refused, naming both, nothing opened', async () => {
    const { options, dir } = site();
    await writeFileAtomically(options.settingsFile, document({ url: '/', anonKey: 'a-key-of-another-site' }));
    const refused = listen(options);
    await expect(refused).rejects.toThrow(AnonKeyMismatch);
    await expect(refused).rejects.toThrow(/names backend\.anonKey "a-key-of-another-site", but this server answers to the development key \(local-anon-key: BACKEND_ANON_KEY is not set\)/);
    expect(fs.readdirSync(dir)).toEqual(['releases']);
  });

  it('is the site’s own also when named by its absolute URL; another backend’s key is its own business', async () => {
    const { options } = site();
    await writeFileAtomically(options.settingsFile, document({ url: 'https://www.stayvia.example/', anonKey: 'other' }));
    await expect(listen(options)).rejects.toThrow(AnonKeyMismatch);
    await writeFileAtomically(options.settingsFile, document({ url: 'https://abc.supabase.co/', anonKey: 'a-hosted-projects-key' }));
    const running = await listen({ ...options, lazyBackend: true });
    await running.close();
  });
});
