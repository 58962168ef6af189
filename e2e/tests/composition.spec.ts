import { consoleProblems } from '../consoleProblems';
import { expect, test } from '../fixtures';
import { areaRoutes as routes } from './siteRoutes';

for (const [path, heading] of routes) {
  test(`${path} renders through its remote`, async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/releases/')) remoteRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  });
}

// One federation runtime per page. The shell publishes its runtime core (`provideExternalRuntime`)
// and each remote's container builds its federation instance with it (`externalRuntime`). A remote that
// carried its own core again would build its instance from its own `ModuleFederation` class: this fails then,
// as it does when the shell publishes no core.
test('every area runs on the shell’s one federation runtime core', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/pricing|plan/i);
  // Into a second area by client navigation: its container starts in the same runtime.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/privacy/i);
  const { provider, instances } = await page.evaluate(() => {
    const { _FEDERATION_RUNTIME_CORE: core, _FEDERATION_RUNTIME_CORE_FROM: from, __FEDERATION__: federation } = globalThis as any;
    return {
      provider: from?.name,
      instances: (federation.__INSTANCES__ as { name: string }[]).map((instance) => [instance.name, instance instanceof core.ModuleFederation]),
    };
  });
  expect(provider).toBe('shell');
  expect(instances.map(([name]) => name)).toEqual(expect.arrayContaining(['shell', 'mf_solutions', 'mf_legal']));
  expect(instances.filter(([, sharesCore]) => !sharesCore)).toEqual([]);
});

// An area's page loads the area in few files: its entry, the exposed routes, the page's chunk and one chunk for each
// set of pages the shared modules the shell lacks load with (platform/build/coLoadedChunks.ts: on /gdpr the sub-page
// hero, breadcrumbs, badge and dates, which every legal page loads, and the section spy, which four of five do).
// Its icons are drawn by the shell's icon factory, not by a copy of the area's (sharedSingletons.ts, iconFactory).
test('a legal page loads its area in five files and draws its icons with the shell’s icon factory', async ({ page }) => {
  const legalScripts: string[] = [];
  page.on('request', (request) => {
    const file = /^\/releases\/legal\/[0-9a-f]+\/([^/]+\.js)$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) legalScripts.push(file);
  });
  const problems = consoleProblems(page);
  await page.goto('/gdpr');
  await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:mf_legal')));
  await page.waitForLoadState('networkidle');
  const kind = (file: string) =>
    file === 'remoteEntry.js' ? 'entry' : file.startsWith('__federation_expose_routes.') ? 'routes' : /^shared-[0-9a-f]{8}\./.test(file) ? 'shared' : /^\d+\./.test(file) ? 'page' : file;
  expect(legalScripts.map(kind).sort()).toEqual(['entry', 'page', 'routes', 'shared', 'shared']);
  // Another legal page, rendered by the tab: its breadcrumb's chevron is drawn with the shell's factory.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/privacy/i);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('svg.lucide-chevron-right').first()).toBeVisible();
  expect(legalScripts.filter((file) => file.startsWith('icons.'))).toEqual([]);
  expect(problems).toEqual([]);
});
