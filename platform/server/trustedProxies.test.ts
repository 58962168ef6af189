/**
 * The trusted proxies are read once, by the server's start (serverOptions.ts), and the one trust function reaches
 * everyone on the server who tells clients apart: the backend (here its field sink), the field figures' access
 * (`/_site/field`); the canary counts the client its cohort cookie names, never the address. A client behind a trusted
 * proxy is seen as the same address by each reader of it.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedProxiesFrom } from 'infra/clientAddress';
import { canaryFile, type CanaryFile } from '../canary/state';
import { publish } from '../prerender/publish';
import { releaseStore, versionDir } from '../releases/store';
import { createSiteServer, type SiteServer } from './siteServer';

const visitor = '198.51.100.7';
const otherVisitor = '203.0.113.9';
let dir: string;
let site: SiteServer;
let origin: string;

/** A request from loopback (a trusted proxy here) that names `forwardedFor` as the client, if any. */
function get(pathname: string, forwardedFor?: string, { method = 'GET', body }: { method?: string; body?: string } = {}) {
  return new Promise<number>((resolve, reject) => {
    const headers = { ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) };
    const req = http.request(`${origin}${pathname}`, { method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trusted-proxies-'));
  const store = releaseStore(path.join(dir, 'releases'));
  const pagesDir = path.join(dir, 'pages');
  // The release its beacons name is in the store (the site takes signals of stored releases only).
  fs.mkdirSync(versionDir(store, 'legal', 'aaaaaaaaaaaa'), { recursive: true });
  const canary = { id: 'legal-bbbbbbbbbbbb-1', area: 'legal', version: 'bbbbbbbbbbbb', from: null, pages: ['/gdpr'], percent: 50, maxDurationMs: 3_600_000, startedAt: new Date().toISOString(), status: 'running' };
  fs.writeFileSync(canaryFile(store), JSON.stringify({ revision: 1, canaries: { legal: canary } } as unknown as CanaryFile));
  await publish(pagesDir, { pages: new Map([['/gdpr', '<!doctype html><title>GDPR</title>']]), files: new Map(), index: { pages: { '/gdpr': { lastModified: '2026-01-01' } as never }, dynamic: [], articles: {} } });
  // Told apart by nothing but this: the environment names no proxy.
  delete process.env.BACKEND_TRUSTED_PROXIES;
  site = createSiteServer({ store, settingsFile: store.settingsFile, pagesDir, trustedProxies: trustedProxiesFrom('127.0.0.1, ::1') });
  site.markReady();
  await site.backend.get();
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => site?.server.close(() => resolve()));
  site?.jobServer.close();
  await site?.backend.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a client behind a trusted proxy', () => {
  it('is the forwarded address for the field figures: a loopback proxy does not make a visitor a local reader', async () => {
    expect(await get('/_site/field')).toBe(200);
    expect(await get('/_site/field', visitor)).toBe(403);
  });

  it('is the forwarded address for the backend: two visitors behind the proxy are two clients, neither the proxy', async () => {
    const beacon = JSON.stringify({ route: '/trusted-proxies', signals: [{ kind: 'view', area: 'legal', release: 'aaaaaaaaaaaa' }] });
    for (const client of [visitor, visitor, otherVisitor, undefined]) expect(await get('/api/field', client, { method: 'POST', body: beacon })).toBe(204);
    const { db, field } = await site.backend.get();
    await field.flush();
    const { rows } = await db.query<{ client_hash: string }>("select client_hash from public.field_signals where route = '/trusted-proxies' order by id");
    const [first, again, other, proxy] = rows.map((row) => row.client_hash);
    expect(rows).toHaveLength(4);
    expect(again).toBe(first);
    expect(new Set([first, other, proxy]).size).toBe(3);
  });

  it('is not what the canary counts: a view is the client its signed cohort cookie names, whatever its address', async () => {
    const { db } = await site.backend.get();
    const { rows } = await db.query<{ client_hash: string }>("select client_hash from public.field_signals where route = '/trusted-proxies' order by id");
    // The same visitor twice without a cookie is drawn twice: two clients, neither its address's hash.
    expect(await get('/gdpr', visitor)).toBe(200);
    expect(await get('/gdpr', visitor)).toBe(200);
    await expect.poll(async () => (await db.query('select 1 from public.canary_views')).rows.length).toBe(2);
    const clients = (await db.query<{ client_id: string }>('select client_id from public.canary_views')).rows.map((row) => row.client_id);
    expect(new Set(clients).size).toBe(2);
    expect(clients).not.toContain(rows[0].client_hash);
  });
});
