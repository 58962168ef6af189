/**
 * Recovery of the served site, on `scripts/serve.ts` run as `npm run serve` runs it
 * (supervised), on ports of its own (no browser):
 * - a data directory unusable as the server starts: /health says why (503), leads are journaled (202), and
 *   once the directory is back, reads and leads work without a restart, the journaled lead in the table;
 * - a damaged page index, settings document and release manifest: logged, named by /health, the pages served
 *   from the last good state; the prerender job's next run rewrites the index.
 */
import fs from 'node:fs';
import path from 'node:path';
import { anonKey, expect, serviceKey, test } from '../fixtures';
import { portOf } from '../ports';
import { localSettings, postLead, runPrerenderJob, servedLine, startSite, tempDir, type SiteProcess } from './siteProcess';

// Ports +30 and +31 (data-directory.spec and startup.spec take +20 to +22).
const port = portOf('recovery');

test.describe.configure({ mode: 'serial' });

interface Health {
  status: string;
  backend: { state: string; reason?: string; leadsWaiting: number };
  damaged: { file: string; reason: string }[];
}

async function health(site: SiteProcess): Promise<{ code: number; body: Health }> {
  const response = await fetch(`${site.origin}/health`);
  return { code: response.status, body: (await response.json()) as Health };
}

test('a data directory unusable as the server starts: leads journaled, reads and leads back without a restart', async () => {
  test.setTimeout(120_000);
  const dir = tempDir('recovery-db');
  const dataDir = path.join(dir, 'db');
  fs.writeFileSync(dataDir, 'not a directory (a mount not back yet)');
  const site = await startSite({ port, settings: localSettings(), env: { BACKEND_DATA_DIR: dataDir, BACKEND_FRESH: '0', PRERENDER: '0' } });
  try {
    await site.waitForLine(/\[backend\] could not start \(attempt 1\): .*; trying again in 1 s/);
    const unhealthy = await health(site);
    expect(unhealthy.code).toBe(503);
    expect(unhealthy.body.backend).toMatchObject({ state: 'failed', reason: expect.stringMatching(/EEXIST|ENOTDIR/) });
    expect((await fetch(`${site.origin}/rest/v1/blog_posts?select=slug`, { headers: { apikey: anonKey } })).status).toBe(503);
    expect(await postLead(site.origin, 'while-away@example.com')).toBe(202);
    // The page is served meanwhile.
    expect((await fetch(`${site.origin}/pricing`)).status).toBe(200);

    fs.rmSync(dataDir);
    await expect.poll(async () => (await health(site)).code, { timeout: 60_000 }).toBe(200);
    expect(site.lines.some((line) => /\[backend\] ready in \d+ ms .* at attempt \d+/.test(line))).toBe(true);
    expect((await fetch(`${site.origin}/rest/v1/blog_posts?select=slug`, { headers: { apikey: anonKey } })).status).toBe(200);
    expect(await postLead(site.origin, 'after@example.com')).toBe(200);
    await expect
      .poll(async () => {
        const response = await fetch(`${site.origin}/rest/v1/leads?select=fields`, { headers: { apikey: serviceKey } });
        return ((await response.json()) as { fields: { Email: string } }[]).map((lead) => lead.fields.Email).sort();
      })
      .toEqual(['after@example.com', 'while-away@example.com']);
    // Recovered in the same process: the supervisor did not restart it.
    expect(site.lines.filter((line) => line.includes('[supervisor]'))).toEqual([]);
  } finally {
    await site.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a damaged page index, settings document and release manifest cost only themselves', async () => {
  test.setTimeout(300_000);
  const site = await startSite({ port: portOf('recoveryDamaged'), settings: localSettings(), env: { BACKEND_LAZY: '1' } });
  try {
    // Ready: the site answers 503 "starting" until its pages are published (startup.spec.ts).
    await site.waitForLine(servedLine);
    const page = async (pathname: string) => {
      const response = await fetch(`${site.origin}${pathname}`);
      return { status: response.status, text: await response.text() };
    };
    const prerendered = (await page('/privacy-policy')).text;
    expect(prerendered).toContain('id="page-releases"');
    expect((await health(site)).body).toMatchObject({ status: 'ok', damaged: [] });

    // The page index, truncated.
    const indexFile = path.join(site.pagesDir, 'pages.json');
    const index = fs.readFileSync(indexFile, 'utf8');
    fs.writeFileSync(indexFile, index.slice(0, Math.floor(index.length / 2)));
    for (const pathname of ['/privacy-policy', '/pricing', '/']) expect((await page(pathname)).status).toBe(200);
    expect((await page('/privacy-policy')).text).toBe(prerendered);
    expect((await health(site)).body.damaged.map((damage) => damage.file)).toEqual([indexFile]);
    await site.waitForLine(/\[server\] .*pages\.json is damaged \(not valid JSON/);

    // The settings document, invalid JSON: the last good one is served.
    const settingsBefore = await page('/settings.json');
    fs.writeFileSync(site.settingsFile, '{"site": {"url": ');
    const settingsNow = await page('/settings.json');
    expect(settingsNow).toEqual(settingsBefore);

    // A live release's manifest, truncated: the copy read before is served.
    const legal = JSON.parse(settingsBefore.text).areas.legal as { version: string };
    const manifestFile = path.join(site.releasesDir, 'legal', legal.version, 'mf-manifest.json');
    const manifestUrl = `/releases/legal/${legal.version}/mf-manifest.json`;
    const manifest = await page(manifestUrl);
    fs.writeFileSync(manifestFile, manifest.text.slice(0, 30));
    expect(await page(manifestUrl)).toEqual(manifest);

    const damaged = (await health(site)).body;
    expect(damaged.status).toBe('degraded');
    expect(damaged.damaged.map((damage) => damage.file).sort()).toEqual([indexFile, manifestFile, site.settingsFile].sort());
    expect((await page('/privacy-policy')).text).toBe(prerendered);

    // The job's next run rewrites the index (with the settings and manifest it is served: the last good ones).
    const job = await runPrerenderJob(site, []);
    expect(job.code, job.output).toBe(0);
    expect(job.output).toMatch(/pages\.json is damaged .*; every page is rendered again and the index rewritten/);
    expect(() => JSON.parse(fs.readFileSync(indexFile, 'utf8'))).not.toThrow();
    expect((await health(site)).body.damaged.map((damage) => damage.file).sort()).toEqual([manifestFile, site.settingsFile].sort());
    expect((await page('/no-such-page')).status).toBe(404);
  } finally {
    await site.stop();
  }
});
