/**
 * A release of another area (or the shell) while a canary runs renders the canary cohort's pages again: with the
 * canary's release and the new live ones, published with the switch (the fake job renders a page as the versions of
 * the document it was given: site.testkit.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../releases/tempDirs.testkit';
import { ReleaseRefused, rollback, switchTo, type ReleaseContext } from '../releases/release';
import { readLiveDocument } from '../releases/settingsDocument';
import { commitCanary, overlayDir, readCanaries } from './state';
import { canarySite, fakeJob, versions, type JobCall } from './site.testkit';

const tempDir = tempDirs();
const read = (file: string) => fs.readFileSync(file, 'utf8');

async function running(fault?: Parameters<typeof fakeJob>[1]) {
  const site = canarySite(tempDir);
  const calls: JobCall[] = [];
  const context: ReleaseContext = { store: site.store, origin: 'http://127.0.0.1:9', pagesDir: site.pagesDir, runJob: fakeJob(calls, fault) };
  await commitCanary(site.store, 0, site.canary, { event: 'started' });
  const overlayPage = path.join(overlayDir(site.pagesDir, site.canary.id), 'gdpr', 'index.html');
  fs.mkdirSync(path.dirname(overlayPage), { recursive: true });
  fs.writeFileSync(overlayPage, `<p>legal ${versions.legal[1]} support ${versions.support[0]}</p>`);
  return { ...site, context, calls, overlayPage };
}

describe("the canary cohort's pages", () => {
  it("are rendered again with the canary's release and another area's new one when that goes live", async () => {
    const { context, calls, overlayPage, pagesDir, store } = await running();
    await switchTo(context, 'support', versions.support[1], 'release', { removeOnRefusal: false });
    expect((await readLiveDocument(store)).areas?.support?.version).toBe(versions.support[1]);
    // The stable pages with the live legal release; the canary cohort's with the canary's, both with the new support.
    expect(read(path.join(pagesDir, 'support', 'index.html'))).toContain(`legal ${versions.legal[0]} support ${versions.support[1]}`);
    expect(read(overlayPage)).toContain(`legal ${versions.legal[1]} support ${versions.support[1]}`);
    expect(calls.map((call) => call.args![call.args!.indexOf('--scope') + 1])).toEqual(['release:support', 'release:legal']);
    expect(JSON.parse(read(path.join(overlayDir(pagesDir, `legal-${versions.legal[1]}-x`), 'pages.json'))).pages['/gdpr'].releases.legal.version).toBe(versions.legal[1]);
    expect((await readCanaries(store)).canaries.legal?.status).toBe('running');
  });

  it('are rendered again after a rollback of another area too', async () => {
    const { context, overlayPage } = await running();
    await switchTo(context, 'support', versions.support[1], 'release', { removeOnRefusal: false });
    expect(read(overlayPage)).toContain(`support ${versions.support[1]}`);
    await rollback(context, 'support');
    expect(read(overlayPage)).toContain(`legal ${versions.legal[1]} support ${versions.support[0]}`);
  });

  it('refuse a release they do not render with, naming the canary; nothing changes', async () => {
    const { context, overlayPage, store, pagesDir } = await running((_, document) =>
      document.areas?.legal?.version === versions.legal[1] ? Promise.resolve({ code: 1, output: '[prerender] /gdpr failed to render: boom' }) : undefined,
    );
    const refused = switchTo(context, 'support', versions.support[1], 'release', { removeOnRefusal: false });
    await expect(refused).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(refused).rejects.toThrow(/the canary cohort's pages \(legal aaaaaaaaaaa2\) do not render with it: \/gdpr failed to render: boom; end the canary first/);
    expect((await readLiveDocument(store)).areas?.support?.version).toBe(versions.support[0]);
    expect(read(overlayPage)).toContain(`support ${versions.support[0]}`);
    expect(fs.existsSync(path.join(pagesDir, 'support'))).toBe(false);
    expect(fs.readdirSync(pagesDir).filter((name) => name.startsWith('.staging-'))).toEqual([]);
  });

  it('are not rendered for a release of the canary’s own area (its promotion)', async () => {
    const { context, calls, overlayPage } = await running();
    await switchTo(context, 'legal', versions.legal[1], 'release', { removeOnRefusal: false });
    expect(calls).toHaveLength(1);
    expect(read(overlayPage)).toContain(`support ${versions.support[0]}`);
  });
});
