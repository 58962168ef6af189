/**
 * Every page arrives as finished HTML (the prerender job's output) and is hydrated, not replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import type { Page } from '@playwright/test';
import { anonKey, expect, fixturePort, port, test } from '../fixtures';
import { portOf } from '../ports';
import { consoleProblems } from '../consoleProblems';
import { watchLayoutShifts } from '../layoutShifts';
import { siteRoutes } from './siteRoutes';
import { entry, richText, startFakeContentful } from 'supabase-backend/functions/sync-contentful/fakeContentful';
import { localSettings, runPrerenderJob, servedLine, startSite } from './siteProcess';
import { pagesLockName } from 'platform/prerender/pagesLock';
import { lockDataDir } from 'infra/dataDirLock';
import { type DataDirLock } from 'infra/lockRecord';

const origin = `http://localhost:${port}`;

interface PostRow {
  slug: string;
  title: string;
  excerpt: string;
}

/** The newest posts, as the public REST API lists them. */
async function newestPosts(limit: number, site = origin): Promise<PostRow[]> {
  const response = await fetch(`${site}/rest/v1/blog_posts?select=slug,title,excerpt&order=published_at.desc.nullslast,slug.asc&limit=${limit}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as PostRow[];
}

/** Parses XML strictly (XML 1.0 well-formedness and namespaces); returns every element's name and text. */
function parseXml(xml: string): { name: string; text: string }[] {
  const parser = new SaxesParser({ xmlns: true });
  const elements: { name: string; text: string }[] = [];
  const open: { name: string; text: string }[] = [];
  parser.on('opentag', (tag) => open.push({ name: tag.name, text: '' }));
  parser.on('text', (text) => open.at(-1) && (open.at(-1)!.text += text));
  parser.on('cdata', (text) => open.at(-1) && (open.at(-1)!.text += text));
  parser.on('closetag', () => elements.push(open.pop()!));
  parser.write(xml).close();
  return elements;
}

const textOf = (elements: { name: string; text: string }[], name: string) => elements.filter((e) => e.name === name).map((e) => e.text.trim());

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [route, heading] of siteRoutes) {
    test(`${route} arrives with its content and metadata`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(400);
      await expect(page).toHaveTitle(/Stayvia/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${route}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${route}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/localhost:\d+\/.+\.(png|svg|jpe?g|webp)$/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('script[type="application/ld+json"]')).not.toHaveCount(0);
      // One of each: the shell page's fallbacks are gone.
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    });
  }

  test('three articles arrive with their title, body, description and article tags', async ({ page }) => {
    // The two newest, and the newest whose body is raw HTML (sanitised by the job as by the browser).
    const htmlBodied = await fetch(`${origin}/rest/v1/blog_posts?select=slug,title,excerpt&content=like.<*&order=published_at.desc.nullslast&limit=1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    }).then((response) => response.json() as Promise<PostRow[]>);
    const posts = [...(await newestPosts(2)), ...htmlBodied];
    expect(new Set(posts.map((post) => post.slug)).size).toBe(3);
    for (const post of posts) {
      await page.goto(`/hospitality-industry-news/${post.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      expect((await page.locator('.news-body').innerText()).length).toBeGreaterThan(500);
      await expect(page).toHaveTitle(`${post.title} | Stayvia`);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      // Articles have the canonical address /news/{slug}.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/news/${post.slug}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/localhost:\d+\//);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/hospitality-industry-news/rss.xml');
    }
  });
});

/** Records skeletons (busy placeholders) from the first byte on, and the layout shifts the scripts could cause. */
async function watchPage(page: Page) {
  const problems = consoleProblems(page);
  const layoutShifts = await watchLayoutShifts(page);
  await page.addInitScript(() => {
    const state = { skeletons: 0, server: [] as Element[] };
    // The server's own elements: hydration adopts them; a client render after a mismatch replaces them.
    document.addEventListener('DOMContentLoaded', () => {
      state.server = [document.querySelector('#root main'), document.querySelector('#root h1')].filter((element) => element !== null);
    });
    (window as unknown as { __watch: typeof state }).__watch = state;
    new MutationObserver(() => {
      if (document.querySelector('[aria-busy="true"]')) state.skeletons += 1;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return {
    problems,
    read: async () => ({
      shifts: await layoutShifts.read(),
      ...(await page.evaluate(() => {
        const { skeletons, server } = (window as unknown as { __watch: { skeletons: number; server: Element[] } }).__watch;
        // Resolved URLs: the page links a stylesheet root-relative, a remote's runtime absolute.
        const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
        return { skeletons, stylesheets, serverElementsKept: server.length === 2 && server.every((element) => element.isConnected) };
      })),
    }),
  };
}

test.describe('with JavaScript', () => {
  for (const [route, heading] of siteRoutes) {
    test(`${route} hydrates without a warning, a skeleton, a layout shift or a stylesheet linked twice`, async ({ page }) => {
      const watch = await watchPage(page);
      await page.goto(route);
      // The page's remote block has rendered in the browser: hydration is done. The home page's news block is
      // hydrated as it comes near the viewport, as the visitor scrolls to it.
      if (route === '/') await page.getByRole('heading', { level: 2, name: 'Latest from hospitality' }).scrollIntoViewIfNeeded();
      await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:')));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const { shifts, skeletons, stylesheets, serverElementsKept } = await watch.read();
      expect(watch.problems).toEqual([]);
      // A remote finds the page's link to its stylesheet (a second link restyles the whole page after hydration).
      expect(stylesheets.length).toBeGreaterThan(1);
      expect(stylesheets).toEqual([...new Set(stylesheets)]);
      expect(serverElementsKept).toBe(true);
      expect(skeletons).toBe(0);
      expect(shifts).toBe(0);
    });
  }

  /**
   * Opens /pricing, hydrated and settled, and expects it never to have asked for the script `file` matches;
   * then `enter` (a link followed in the tab) must ask for it, and `shown` must appear.
   */
  async function loadedOnlyOnEntering(page: Page, file: RegExp, enter: () => Promise<void>, shown: () => Promise<void>) {
    const matches = (url: string) => file.test(new URL(url).pathname);
    const loaded: string[] = [];
    page.on('request', (request) => matches(request.url()) && loaded.push(request.url()));
    await page.goto('/pricing');
    await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:')));
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);
    const requested = page.waitForRequest((request) => matches(request.url()));
    await enter();
    await requested;
    await shown();
  }

  test('a page that read no data hydrates without the data library, which loads with the first page that reads data', async ({ page }) => {
    // The news page reads posts: entering it loads the library, and its posts show.
    await loadedOnlyOnEntering(
      page,
      /\/query\.[0-9a-f]+\.js$/,
      () => page.getByRole('contentinfo').getByRole('link', { name: 'Industry News' }).click(),
      () => expect(page.getByTestId('news-grid').getByRole('article').first()).toBeVisible(),
    );
  });

  test('only the home page loads the home page’s code', async ({ page }) => {
    await loadedOnlyOnEntering(
      page,
      /^\/home\.[0-9a-f]+\.js$/,
      () => page.getByRole('banner').getByRole('link', { name: /home$/i }).click(),
      () => expect(page.getByRole('heading', { level: 1 })).toContainText(/guest/i),
    );
  });

  test('a prerendered article keeps the body the server wrote and loads no body renderer; one opened in the tab loads it and renders its body', async ({ page }) => {
    const [first, second] = await newestPosts(2);
    const newsScripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/releases\/news\/[0-9a-f]+\/.+\.js$/.test(pathname)) newsScripts.push(pathname);
    });
    const problems = consoleProblems(page);
    await page.goto(`/hospitality-industry-news/${first.slug}`);
    await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:mf_news')));
    await page.waitForLoadState('networkidle');
    const body = page.locator('.news-body');
    const serverBody = await body.evaluate((element) => element.outerHTML);
    expect((await body.innerText()).length).toBeGreaterThan(500);
    const onPrerenderedPage = [...newsScripts];
    // In the tab: back to the list (its page chunk loads), then another article, whose body the tab renders.
    await page.getByRole('link', { name: 'Back to News' }).first().click();
    await expect(page.getByTestId('news-grid').getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const beforeSecond = newsScripts.length;
    await page.getByRole('article').filter({ hasText: second.title }).first().getByRole('link', { name: second.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
    expect((await body.innerText()).length).toBeGreaterThan(500);
    const forSecond = newsScripts.slice(beforeSecond);
    expect(forSecond.length).toBeGreaterThan(0);
    expect(forSecond.filter((script) => onPrerenderedPage.includes(script))).toEqual([]);
    // Back to the first article, now rendered by the tab: the same body as the server's.
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    expect(await body.evaluate((element) => element.outerHTML)).toBe(serverBody);
    expect(problems).toEqual([]);
  });

  test('a prerendered news page hydrates from the data in its HTML: it reads nothing from the backend', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => request.url().includes('/rest/v1/') && reads.push(request.url()));
    for (const route of ['/', '/hospitality-industry-news']) {
      await page.goto(route);
      // The home page's news block is hydrated as it comes near the viewport.
      if (route === '/') await page.getByRole('heading', { level: 2, name: 'Latest from hospitality' }).scrollIntoViewIfNeeded();
      await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:mf_news')));
      await expect(page.getByRole('article').first()).toBeVisible();
    }
    expect(reads).toEqual([]);
  });

  test('the home page’s latest news loads mf-news and the data library only as the block nears the viewport, and hydrates from the page’s data', async ({ page }) => {
    const problems = consoleProblems(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The block's stylesheet is linked with the page (its cards are styled before any script); its code is not.
    const blockCode = (path: string) => /^\/releases\/news\/.*\.(js|json)$/.test(path) || /^\/query\.[0-9a-f]+\.js$/.test(path) || path.startsWith('/rest/v1/');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Hydrated, settled, and nothing of the block's asked for: not its scripts, not the library, not its data.
    expect(requested.filter(blockCode)).toEqual([]);
    const news = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Latest from hospitality' }) });
    const served = await news.getByRole('article').first().evaluate((article) => article.outerHTML);
    await news.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:mf_news')));
    expect(requested.some((path) => /^\/releases\/news\/[0-9a-f]+\/remoteEntry\.js$/.test(path))).toBe(true);
    expect(requested.some((path) => /^\/query\.[0-9a-f]+\.js$/.test(path))).toBe(true);
    // Hydrated from the page's data: the server's cards kept, no read, no skeleton, no warning.
    expect(requested.filter((path) => path.startsWith('/rest/v1/'))).toEqual([]);
    await expect(news.getByRole('article')).toHaveCount(3);
    await expect(news.getByRole('status')).toHaveCount(0);
    expect(await news.getByRole('article').first().evaluate((article) => article.outerHTML)).toBe(served);
    expect(problems).toEqual([]);
  });

  test('the shell’s script, its start files, the area’s scripts and the settings document are fetched only after the first contentful paint', async ({ page }) => {
    const scriptRequests: string[] = [];
    page.on('request', (request) => request.url().endsWith('.js') && scriptRequests.push(request.url()));
    await page.goto('/pricing');
    await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:mf_solutions')));
    const { paint, shell, framework, area, settings } = await page.evaluate(() => {
      const start = (match: (name: string) => boolean) =>
        performance.getEntriesByType('resource').find((entry) => match(new URL(entry.name).pathname))?.startTime;
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        shell: start((path) => /^\/main\.[0-9a-f]+\.js$/.test(path)),
        // One of the shell's start files: preloaded by the loader beside main.js, not from the head.
        framework: start((path) => /^\/react\.[0-9a-f]+\.js$/.test(path)),
        // The page's area: preloaded by the loader with the shell's script, not from the head.
        area: start((path) => /^\/releases\/solutions\/[0-9a-f]+\/remoteEntry\.js$/.test(path)),
        // Preloaded with the page, at low priority: it must not delay the page's own resources.
        settings: start((path) => path === '/settings.json'),
      };
    });
    expect(paint).toBeGreaterThan(0);
    expect(shell).toBeGreaterThan(paint!);
    expect(framework).toBeGreaterThan(paint!);
    // Asked for with main.js, not after it has run: run by the loader, in the tasks after the script's, each once
    // (the shell's runtime finds the loader's script by its address rather than inserting its own).
    expect(await page.locator('link[rel="preload"][href^="/react."]').count()).toBe(0);
    expect(scriptRequests.filter((url) => /\/react\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    expect(scriptRequests.filter((url, index) => scriptRequests.indexOf(url) !== index)).toEqual([]);
    expect(area).toBeGreaterThan(paint!);
    expect(settings).toBeDefined();
    await expect(page.locator('link[rel="preload"][href="/settings.json"]')).toHaveAttribute('fetchpriority', 'low');
  });

  test('main.js sets up the federation runtime in the task after its own evaluation, not in it', async ({ page }) => {
    // A script's load event is fired in the task that ran it, right after it ran: whatever main.js did there is
    // done by then, whatever it deferred is not.
    await page.addInitScript(() => {
      const seen: { instancesAtLoad?: number } = {};
      Object.assign(window, { mainScript: seen });
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) {
            node.addEventListener('load', () => {
              const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } }).__FEDERATION__;
              seen.instancesAtLoad = federation?.__INSTANCES__?.length ?? 0;
            });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const problems = consoleProblems(page);
    await page.goto('/pricing');
    await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:mf_solutions')));
    const { instancesAtLoad, instancesNow } = await page.evaluate(() => ({
      instancesAtLoad: (window as unknown as { mainScript: { instancesAtLoad?: number } }).mainScript.instancesAtLoad,
      instancesNow: (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } }).__FEDERATION__?.__INSTANCES__?.length ?? 0,
    }));
    expect(instancesAtLoad).toBe(0);
    // The shell's instance and the page's area's.
    expect(instancesNow).toBeGreaterThanOrEqual(2);
    expect(problems).toEqual([]);
  });

  test('every script a page starts with carries V8’s compile hint, so it is compiled off the main thread as it streams in', async ({ page }) => {
    const scripts: Promise<[string, string]>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().then((text) => [response.url(), text.split('\n', 1)[0]]));
    });
    await page.goto('/pricing');
    await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:')));
    const firstLines = await Promise.all(scripts);
    // The shell's entry and framework, the area's entry and its page's chunks.
    expect(firstLines.length).toBeGreaterThan(4);
    expect(firstLines.filter(([, line]) => line !== '//# allFunctionsCalledOnLoad')).toEqual([]);
  });

  test('a page opened afresh starts and hydrates without touching the browser’s storage, whose first use opens it synchronously', async ({ page }) => {
    // Every use of window.localStorage and window.sessionStorage, with the script that made it. The federation
    // runtime asked localStorage whether to run in debug mode as its scripts were evaluated
    // (platform/build/federationEnv.ts); the scroll restoration read sessionStorage as the page hydrated, which
    // only a reload or a Back/Forward visit needs (shell/src/layout/scrollPositions.ts).
    await page.addInitScript(() => {
      const uses: string[] = [];
      Object.assign(window, { storageUses: uses });
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        const storage = Object.getOwnPropertyDescriptor(Window.prototype, name) ?? Object.getOwnPropertyDescriptor(window, name);
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            uses.push(`${name}: ${new Error().stack?.split('\n').slice(2, 4).join(' ← ') ?? ''}`);
            return storage?.get?.call(window);
          },
        });
      }
    });
    const uses = () => page.evaluate(() => (window as unknown as { storageUses: string[] }).storageUses);
    for (const route of ['/pricing', '/privacy-policy', '/']) {
      await page.goto(route);
      if (route !== '/') await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:')));
      await page.waitForLoadState('networkidle');
      expect(await uses(), route).toEqual([]);
    }
    // The spy sees a use when there is one; a reload reads the positions saved for its entry.
    await page.evaluate(() => localStorage.getItem('probe'));
    expect(await uses()).toEqual([expect.stringMatching(/^localStorage: /)]);
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('app-mounted').length > 0);
    expect(await uses()).toEqual([expect.stringMatching(/^sessionStorage: /)]);
  });

  test('the page is interactive once hydrated: a lead dialog opens from the prerendered page', async ({ page }) => {
    await page.goto('/pricing');
    await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:')));
    await page.getByRole('button', { name: /demo/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  /** Refuses the area's scripts and manifest (its stylesheet still arrives, as it does with the page). */
  const refuseAreaCode = (page: Page, area: string) =>
    page.route(`**/releases/${area}/**`, (route) => (route.request().resourceType() === 'stylesheet' ? route.continue() : route.abort('connectionrefused')));
  const keptAsIsland = (page: Page, remote: string) =>
    page.waitForEvent('console', (message) => message.text().startsWith(`[remote] ${remote} could not be loaded; its prerendered content stays as it is.`));

  test('a remote that cannot be loaded at hydration keeps its prerendered content readable', async ({ page }) => {
    await refuseAreaCode(page, 'legal');
    const kept = keptAsIsland(page, 'mf_legal');
    await page.goto('/gdpr');
    await kept;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/GDPR/);
    // The shell hydrated around it (its menus work); the area did not flip to its unavailable panel.
    await expect(page.getByText(/temporarily unavailable/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /privacy policy/i }).first()).toBeVisible();
  });

  test('an embed whose remote cannot be loaded as it nears the viewport keeps its prerendered cards', async ({ page }) => {
    await refuseAreaCode(page, 'news');
    await page.goto('/');
    const news = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Latest from hospitality' }) });
    const kept = keptAsIsland(page, 'mf_news');
    await news.scrollIntoViewIfNeeded();
    await kept;
    await expect(news.getByRole('article')).toHaveCount(3);
    await expect(news.getByText(/temporarily unavailable/i)).toHaveCount(0);
    await expect(news.getByRole('status')).toHaveCount(0);
    // Its links still open the articles, in the tab.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await news.getByRole('link', { name: 'View All Articles' }).click();
    await expect(page).toHaveURL(/\/hospitality-industry-news$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe('answers', () => {
  test('unknown paths are 404 with the 404 page; an article published after the job renders in the browser', async ({ page }) => {
    for (const missing of ['/no-such-page', '/support/faqs']) {
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    }
    const response = await page.goto('/hospitality-industry-news/published-after-the-job');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Blog post not found')).toBeVisible();
  });

  test('robots.txt names the sitemap; the sitemap lists every route and article, each answering 200', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = parseXml(await (await request.get('/sitemap.xml')).text());
    const urls = textOf(sitemap, 'loc');
    expect(textOf(sitemap, 'lastmod').every((date) => !Number.isNaN(Date.parse(date)))).toBe(true);
    const posts = await newestPosts(1000);
    expect(new Set(urls)).toEqual(
      new Set([...siteRoutes.map(([route]) => `${origin}${route}`), ...posts.map((post) => `${origin}/hospitality-industry-news/${post.slug}`)]),
    );
    for (const url of urls) expect((await request.get(url)).status(), url).toBe(200);
  });

  test('the news feed is RSS 2.0 with the newest posts, linked from the news page', async ({ page, request }) => {
    const feed = await (await request.get('/hospitality-industry-news/rss.xml')).text();
    expect(feed).toMatch(/<rss[^>]+version="2.0"/);
    const items = parseXml(feed);
    const posts = await newestPosts(50);
    expect(textOf(items, 'title').slice(1)).toEqual(posts.map((post) => post.title));
    expect(textOf(items, 'link').slice(1)).toEqual(posts.map((post) => `${origin}/hospitality-industry-news/${post.slug}`));
    await page.goto('/hospitality-industry-news');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/hospitality-industry-news/rss.xml');
  });
});

/** The job's line once it has published (`[prerender] published 59 of 59 pages (content; …)`). */
const published = /\[prerender\] published \d+ of \d+ pages/;

test.describe('the job', () => {
  test('refuses remotes outside the trusted origins, fails naming the route, and publishes nothing then', async () => {
    // A site started, then the job run twice more: three renders of the whole site (40 s on a quiet 2-core
    // machine, past 2 minutes while the rest of the suite runs beside it).
    test.setTimeout(240_000);
    const settings = localSettings();
    settings.backend.url = `${origin}/`;
    const site = await startSite({ port: portOf('prerenderOwnBackend'), settings, env: { BACKEND_LAZY: '1' } });
    try {
      await site.waitForLine(servedLine);
      const index = fs.readFileSync(path.join(site.pagesDir, 'pages.json'), 'utf8');
      const gdpr = fs.readFileSync(path.join(site.pagesDir, 'gdpr', 'index.html'), 'utf8');

      const live = JSON.parse(fs.readFileSync(site.settingsFile, 'utf8'));
      const untrusted = { ...live, areas: { ...live.areas, legal: { ...live.areas.legal, manifest: `http://localhost:${fixturePort}/mf-manifest.json` } } };
      fs.writeFileSync(site.settingsFile, JSON.stringify(untrusted));
      const refused = await runPrerenderJob(site);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`legal → http://localhost:${fixturePort}/mf-manifest.json`);

      // Trusted, but its page throws while rendering (the test fixture remote).
      fs.writeFileSync(site.settingsFile, JSON.stringify({ ...untrusted, prerender: { trustedOrigins: [`http://localhost:${fixturePort}`] } }));
      const failed = await runPrerenderJob(site);
      expect(failed.code).toBe(1);
      expect(failed.output).toMatch(/Prerendering \/(terms-and-conditions|terms-conditions|privacy-policy|gdpr|how-to-manage-your-data) failed/);

      expect(fs.readFileSync(path.join(site.pagesDir, 'pages.json'), 'utf8')).toBe(index);
      expect(fs.readFileSync(path.join(site.pagesDir, 'gdpr', 'index.html'), 'utf8')).toBe(gdpr);
    } finally {
      await site.stop();
    }
  });

  test('shards of a full render run at once on one pages folder: each renders its share, the index and the sitemap get every page', async () => {
    test.setTimeout(240_000);
    // The shards read the site through its public listener (5 s keep-alive); each renders in its own process, several
    // pages at once, its event loop busy for long stretches: a connection the site closed meanwhile is not reused
    // (platform/prerender/siteClient.ts).
    const site = await startSite({ port: portOf('prerenderShards'), settings: localSettings(), env: { BACKEND_LAZY: '1' } });
    let lock: DataDirLock | undefined;
    try {
      await site.waitForLine(servedLine);
      const indexFile = path.join(site.pagesDir, 'pages.json');
      const all = Object.keys(JSON.parse(fs.readFileSync(indexFile, 'utf8')).pages).sort();
      // A new folder's first render: no index yet, so each shard's pages reach it only by its own merge.
      fs.rmSync(indexFile);
      const pageFile = (sitePath: string) => path.join(site.pagesDir, ...sitePath.split('/').filter(Boolean), 'index.html');
      const before = Date.now();
      const written = () => all.filter((sitePath) => fs.statSync(pageFile(sitePath)).mtimeMs >= before).length;
      // The lock held (as by another shard publishing): both shards render and write their pages meanwhile.
      lock = await lockDataDir(path.join(site.pagesDir, pagesLockName), { label: 'a shard publishing (this test)' });
      const shards = [runPrerenderJob(site, ['--scope', 'full', '--shard', '1/2']), runPrerenderJob(site, ['--scope', 'full', '--shard', '2/2'])];
      const endedEarly = Promise.race(shards).then(({ code, output }) => {
        throw new Error(`A shard ended while the lock was held (exit ${code}):\n${output}`);
      });
      endedEarly.catch(() => undefined);
      await Promise.race([expect.poll(written, { timeout: 150_000 }).toBe(all.length), endedEarly]);
      expect(fs.existsSync(indexFile)).toBe(false);
      lock.release();

      const results = await Promise.all(shards);
      const shares = results.map(({ code, output }, i) => {
        expect(code, output).toBe(0);
        return Number(new RegExp(`published (\\d+) of ${all.length} pages \\(full, shard ${i + 1}/2`).exec(output)?.[1]);
      });
      expect(shares[0] + shares[1]).toBe(all.length);
      expect(Math.abs(shares[0] - shares[1])).toBeLessThanOrEqual(1);
      expect(Object.keys(JSON.parse(fs.readFileSync(indexFile, 'utf8')).pages).sort()).toEqual(all);
      const sitemap = textOf(parseXml(await fetch(`${site.origin}/sitemap.xml`).then((r) => r.text())), 'loc');
      expect(sitemap.map((url) => new URL(url).pathname).sort()).toEqual(all);
    } finally {
      lock?.release();
      await site.stop();
    }
  });

  test('a content sync that adds a post re-renders the site: its page, the sitemap and the feed show it', async ({ page }) => {
    test.setTimeout(120_000);
    const contentful = await startFakeContentful();
    const post = {
      title: 'Late Checkout Requests Are a Revenue Line',
      slug: 'late-checkout-requests-are-a-revenue-line',
      excerpt: 'Guests ask for late checkout every day. Priced and offered in the chat, it becomes revenue instead of a favour.',
      content: richText('Late checkout is one of the most requested extras in hospitality.', 'Offer it in the chat the evening before departure.'),
      author: 'Mina Carter',
      category: 'Revenue',
      publishedAt: '2026-11-21T09:00:00.000Z',
    };
    contentful.script(null, [[entry('late-checkout', post)]], 'token-1');
    const { space, accessToken, host } = contentful.settings;
    const site = await startSite({
      port: portOf('prerenderContentSync'),
      settings: localSettings(),
      env: { CONTENTFUL_SPACE_ID: space, CONTENTFUL_ACCESS_TOKEN: accessToken, CONTENTFUL_HOST: `http://${host}` },
    });
    try {
      await site.waitForLine(servedLine);
      const articleUrl = `${site.origin}/hospitality-industry-news/${post.slug}`;
      expect((await fetch(`${site.origin}/sitemap.xml`).then((r) => r.text())).includes(articleUrl)).toBe(false);

      const printed = site.lines.length;
      const sync = await fetch(`${site.origin}/functions/v1/sync-contentful`, { method: 'POST', headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
      expect(sync.status).toBe(200);
      // Only what the new post changes is rendered again: its article, the news list and the home page.
      const rerun = /published (\d+) of (\d+) pages \(content/.exec(await site.waitForLine(published, printed))!;
      expect(Number(rerun[1])).toBe(3);
      expect(Number(rerun[2])).toBeGreaterThan(50);

      expect(textOf(parseXml(await fetch(`${site.origin}/sitemap.xml`).then((r) => r.text())), 'loc')).toContain(articleUrl);
      const feed = parseXml(await fetch(`${site.origin}/hospitality-industry-news/rss.xml`).then((r) => r.text()));
      expect(textOf(feed, 'title')[1]).toBe(post.title);
      const html = await fetch(articleUrl).then((r) => r.text());
      expect(html).toContain(`<title>${post.title} | Stayvia</title>`);
      // The news list and the home page's latest news were rendered again too.
      expect(await fetch(`${site.origin}/hospitality-industry-news`).then((r) => r.text())).toContain(post.title);
      expect(await fetch(`${site.origin}/`).then((r) => r.text())).toContain(post.title);

      await page.goto(articleUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    } finally {
      await site.stop();
      await contentful.close();
    }
  });
});
