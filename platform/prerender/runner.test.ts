import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jobEnvironment, runJob, siteJobLockWaitMs } from './runner';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the prerender job’s environment', () => {
  it('carries where to read and write and what Node needs, never the server’s keys', () => {
    Object.assign(process.env, {
      BACKEND_SERVICE_KEY: 'service-secret',
      BACKEND_JWT_SECRET: 'jwt-secret',
      CONTENTFUL_ACCESS_TOKEN: 'cms-token',
      DEPLOY_HOOK_URL: 'https://hooks.example/secret',
      RELEASES_DIR: '/srv/releases',
      PATH: '/usr/bin',
    });
    const env = jobEnvironment({ origin: 'http://localhost:8080', outDir: '/srv/pages' });
    expect(env).toMatchObject({ PRERENDER_ORIGIN: 'http://localhost:8080', PRERENDER_DIR: '/srv/pages', RELEASES_DIR: '/srv/releases', PATH: '/usr/bin' });
    expect(env.NODE_PATH).toMatch(/node_modules$/);
    const values = Object.values(env).join('\n');
    for (const secret of ['service-secret', 'jwt-secret', 'cms-token', 'hooks.example']) expect(values).not.toContain(secret);
    const allowed = ['HOME', 'LANG', 'NODE_OPTIONS', 'NODE_PATH', 'PATH', 'PRERENDER_DIR', 'PRERENDER_ORIGIN', 'RELEASES_DIR', 'TMPDIR', 'TZ'];
    expect(Object.keys(env).filter((name) => !allowed.includes(name))).toEqual([]);
  });

  it('carries the job’s own settings: its workers and the pages each renders at once', () => {
    Object.assign(process.env, { PRERENDER_WORKERS: '3', PRERENDER_CONCURRENCY: '5' });
    expect(jobEnvironment({ origin: 'http://localhost:8080', outDir: '/srv/pages' })).toMatchObject({ PRERENDER_WORKERS: '3', PRERENDER_CONCURRENCY: '5' });
  });

  it('carries the site’s area override only when the site has one, never one of its own environment', () => {
    process.env.AREA_OVERRIDE = 'news=https://elsewhere.example/mf-manifest.json';
    expect(jobEnvironment({ origin: 'http://localhost:3000', outDir: '/srv/pages' }).AREA_OVERRIDE).toBeUndefined();
    const override = 'legal=http://localhost:3005/mf-manifest.json';
    expect(jobEnvironment({ origin: 'http://localhost:3000', outDir: '/srv/pages', areaOverride: override }).AREA_OVERRIDE).toBe(override);
  });

  it('carries how long to wait for another writer of the pages folder when told, as a site tells its own jobs', () => {
    expect(jobEnvironment({ origin: 'http://localhost:8080', outDir: '/srv/pages' }).PRERENDER_LOCK_WAIT_MS).toBeUndefined();
    expect(jobEnvironment({ origin: 'http://localhost:8080', outDir: '/srv/pages', lockWaitMs: siteJobLockWaitMs }).PRERENDER_LOCK_WAIT_MS).toBe(String(30 * 60_000));
  });
});

describe('the prerender job’s requests to the site', () => {
  it('go through the site client: the settings read whose connection was dropped unanswered is sent once more; the stable cohort’s, pinned', async () => {
    const received: string[] = [];
    const cookies: Array<string | undefined> = [];
    const server = http.createServer((req, res) => {
      received.push(req.url!);
      cookies.push(req.headers.cookie);
      // The first connection is dropped as the request arrives; the second answer is a document that does not parse.
      if (received.length === 1) return req.socket.destroy();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'job-client-'));
    try {
      const { code, output } = await runJob({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, outDir, echo: false });
      expect(output).toContain('[prerender] The settings document cannot be rendered');
      expect(code).toBe(1);
      expect(received).toEqual(['/settings.json', '/settings.json']);
      // While a canary runs, a request without a cohort is drawn into one: the job renders the stable pages.
      expect(cookies).toEqual(['cohort=stable', 'cohort=stable']);
    } finally {
      server.closeAllConnections();
      server.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});
