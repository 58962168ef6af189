/**
 * Releases from a team's pipeline: a token made on the site's machine (npm run tokens), and `npm run release --
 * <area> --from <build> --site <url>` from elsewhere (no store of its own) with the token in SITE_TOKEN: the
 * release goes through the site's checks and switches, the log names the token; the same token on another area is
 * refused and nothing changes; a rollback through the site goes back. The token is printed by nothing but `create`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { scriptNodeArgs } from 'platform/prerender/runner';
import { readLogLines, releaseStore } from 'platform/releases/store';
import { expect, test } from '../fixtures';
import { portOf } from '../ports';
import { copyRemoteBuild, localSettings, runNode, servedLine, startSite, tempDir, type SiteProcess } from './siteProcess';

const root = path.resolve(import.meta.dirname, '..', '..');
const script = (name: string) => [...scriptNodeArgs, path.join(root, 'scripts', `${name}.ts`)];
const liveVersion = (site: SiteProcess, area: string) => (JSON.parse(fs.readFileSync(site.settingsFile, 'utf8')) as { areas: Record<string, { version: string }> }).areas[area].version;

test.describe.configure({ timeout: 300_000 });

test('a pipeline releases its area through the site with its token, and no other area', async () => {
  const site = await startSite({ port: portOf('releaseApi'), settings: localSettings() });
  try {
    await site.waitForLine(servedLine);
    const onTheSite = { ...process.env, RELEASES_DIR: site.releasesDir };
    const made = await runNode([...script('tokens'), 'create', 'legal', '--name', 'legal-pipeline'], onTheSite);
    expect(made.code, made.output).toBe(0);
    const token = made.output.split('\n').find((line) => line.startsWith('stv_'))!;
    expect(token).toMatch(/^stv_/);
    expect(fs.readFileSync(path.join(site.releasesDir, '.tokens.json'), 'utf8')).not.toContain(token);

    // Elsewhere: a store of its own that is not the site's, no site of its own; only the token and the address.
    const pipeline = { ...process.env, RELEASES_DIR: tempDir('pipeline-store'), SITE_TOKEN: token };
    const builds = tempDir('pipeline-builds');
    const legal = path.join(builds, 'legal');
    copyRemoteBuild('mf-legal', legal, (text) => text.replace('Privacy Policy', 'Privacy policy (from the pipeline)'));
    const before = liveVersion(site, 'legal');
    const released = await runNode([...script('release'), 'legal', '--from', legal, '--site', site.origin], pipeline);
    expect(released.code, released.output).toBe(0);
    expect(released.output).toMatch(/legal is live at [0-9a-f]{12} \(was [0-9a-f]{12}\)/);
    expect(released.output).not.toContain(token);
    const after = liveVersion(site, 'legal');
    expect(after).not.toBe(before);
    expect((await readLogLines(releaseStore(site.releasesDir))).at(-1)).toMatchObject({ target: 'legal', action: 'release', from: before, to: after, by: 'token:legal-pipeline' });
    expect(await (await fetch(`${site.origin}/privacy-policy`)).text()).toContain('Privacy policy (from the pipeline)');
    expect(fs.readdirSync(pipeline.RELEASES_DIR)).toEqual([]);

    // The legal token on news: refused, nothing changed.
    const settings = fs.readFileSync(site.settingsFile, 'utf8');
    const news = path.join(builds, 'news');
    copyRemoteBuild('mf-news', news);
    const refused = await runNode([...script('release'), 'news', '--from', news, '--site', site.origin], pipeline);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('The token "legal-pipeline" is for legal; not news. Nothing changed.');
    expect(fs.readFileSync(site.settingsFile, 'utf8')).toBe(settings);

    // Without the token, or with it as an argument: the command says where it comes from.
    const { SITE_TOKEN: _token, ...noToken } = pipeline;
    const missing = await runNode([...script('rollback'), 'legal', '--site', site.origin], noToken);
    expect(missing.code).toBe(2);
    expect(missing.output).toMatch(/release token in SITE_TOKEN/);

    const back = await runNode([...script('rollback'), 'legal', '--site', site.origin], pipeline);
    expect(back.code, back.output).toBe(0);
    expect(liveVersion(site, 'legal')).toBe(before);
    expect((await readLogLines(releaseStore(site.releasesDir))).at(-1)).toMatchObject({ action: 'rollback', to: before, by: 'token:legal-pipeline' });
  } finally {
    await site.stop();
  }
});
