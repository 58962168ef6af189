import type { Page, Route } from '@playwright/test';
import { hostileBodies } from '../hostileBodies';
import { anonKey, browserRendered, expect, expectNoAxeViolations, port, test } from '../fixtures';

// The news blog (home page teaser, news page, article page, paging, errors) against the embedded
// backend this run started with the seed posts; page.route stands in for a slow, failing or empty backend.

const newsPath = '/hospitality-industry-news';

interface Row {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  read_time: string;
  image_url: string | null;
  published_at: string;
  featured: boolean;
}

/** Reads the backend directly (as the public anon key), to know what the pages should show. */
async function backend(query: string): Promise<{ rows: Row[]; total: number }> {
  const response = await fetch(`http://localhost:${port}/rest/v1/blog_posts?${query}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Prefer: 'count=exact' },
  });
  expect(response.ok).toBe(true);
  const total = Number(response.headers.get('content-range')?.split('/')[1]);
  return { rows: (await response.json()) as Row[], total };
}

const order = 'order=published_at.desc.nullslast,id.asc';
const blogPosts = '**/rest/v1/blog_posts?*';

/** Holds every blog_posts request until `release()`; the page shows its loading state meanwhile. */
async function holdPosts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(blogPosts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const emptyTable = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Content-Range': '*/0', 'Access-Control-Expose-Headers': 'Content-Range' }, body: '[]' });

const grid = (page: Page) => page.getByTestId('news-grid').getByRole('article');
const loadMore = (page: Page) => page.getByRole('button', { name: /^Load More Articles/ });

test.describe('home teaser', () => {
  test('shows the first three posts, newest first, and View All Articles', async ({ page }) => {
    const { rows } = await backend(`select=title&${order}&limit=3`);
    await page.goto('/');
    const news = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Latest from hospitality' }) });
    await expect(news.getByRole('article')).toHaveCount(3);
    await expect(news.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(rows.map((row) => row.title));
    await news.getByRole('link', { name: 'View All Articles' }).click();
    await expect(page).toHaveURL(newsPath);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hospitality Industry');
  });

  test('three skeleton cards while loading, then the empty message when there are no posts', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(blogPosts, async (route) => {
      await released;
      await emptyTable(route);
    });
    await page.goto(browserRendered('/'));
    await expect(page.getByTestId('news-card-skeleton')).toHaveCount(3);
    release();
    await expect(page.getByText('No blog posts available. Check back soon!')).toBeVisible();
    await expect(page.getByTestId('news-card-skeleton')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View All Articles' })).toHaveCount(0);
  });

  test.describe('for a German reader', () => {
    test.use({ locale: 'de-DE' });

    test('card dates arrive in US form and turn to the reader’s locale once the page is live', async ({ page }) => {
      const { rows } = await backend(`select=published_at&${order}&limit=3`);
      const inUtc = (locale: string) => rows.map((row) => new Date(row.published_at).toLocaleDateString(locale, { timeZone: 'UTC' }));
      const html = await (await page.request.get('/')).text();
      for (const date of inUtc('en-US')) expect(html).toContain(`>${date}</time>`);
      await page.goto('/');
      const news = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Latest from hospitality' }) });
      // The block is hydrated as it comes near the viewport.
      await news.scrollIntoViewIfNeeded();
      await expect(news.getByRole('article').locator('time')).toHaveText(inUtc('de-DE'));
    });
  });

  test('a card opens its article', async ({ page }) => {
    const { rows } = await backend(`select=title,slug&${order}&limit=1`);
    await page.goto('/');
    // A click anywhere on the card (here on its image) opens the article.
    await page.getByRole('article').filter({ hasText: rows[0].title }).click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(`${newsPath}/${rows[0].slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rows[0].title);
  });
});

test.describe('news page', () => {
  test('hero, category buttons from the database, search box, featured card, stats and newsletter', async ({ page }) => {
    const categories = [...new Set((await backend('select=category')).rows.map((row) => row.category))].sort((a, b) => a.localeCompare(b));
    const featured = (await backend(`select=title&featured=is.true&${order}&limit=1`)).rows[0];
    await page.goto(newsPath);
    await expect(page).toHaveTitle('Hospitality Industry News & Insights | Stayvia');
    const filters = page.getByRole('group', { name: 'Filter articles by category' });
    await expect(filters.getByRole('button')).toHaveText(['All', ...categories]);
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute('placeholder', 'Search articles...');
    await expect(page.getByTestId('featured-article')).toContainText(featured.title);
    const stats = page.getByRole('region', { name: 'News in numbers' });
    for (const [value, label] of [['500+', 'Articles Published'], ['50K+', 'Monthly Readers'], ['Weekly', 'Updates'], ['Industry Leading', 'Insights']]) {
      await expect(stats.getByRole('definition').filter({ hasText: value })).toHaveCount(1);
      await expect(stats.getByRole('term').filter({ hasText: label })).toHaveCount(1);
    }
    await page.getByRole('button', { name: 'Subscribe to Newsletter' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel(/Company name/)).toBeVisible();
  });

  test('Load More adds six at a time and shows the remaining count', async ({ page }) => {
    const { total, rows } = await backend(`select=title&featured=is.false&${order}`);
    await page.goto(newsPath);
    await expect(grid(page)).toHaveCount(9);
    await expect(grid(page).getByRole('heading')).toHaveText(rows.slice(0, 9).map((row) => row.title));
    for (let shown = 9; shown < total; shown += 6) {
      await expect(grid(page)).toHaveCount(shown);
      await expect(loadMore(page)).toHaveText(`Load More Articles (${total - shown} more)`);
      await loadMore(page).click();
    }
    await expect(grid(page)).toHaveCount(total);
    await expect(grid(page).getByRole('heading')).toHaveText(rows.map((row) => row.title));
    await expect(loadMore(page)).toHaveCount(0);
  });

  test('a category shows only its posts without the featured card, and resets the count to 9', async ({ page }) => {
    await page.goto(newsPath);
    await loadMore(page).click();
    await expect(grid(page)).toHaveCount(15);
    const { rows } = await backend('select=category');
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
    const [category, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
    await page.getByRole('button', { name: category, exact: true }).click();
    await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('featured-article')).toHaveCount(0);
    await expect(grid(page)).toHaveCount(Math.min(9, count));
    await expect(grid(page).filter({ hasNotText: category })).toHaveCount(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(grid(page)).toHaveCount(9);
    await expect(page.getByTestId('featured-article')).toBeVisible();
  });

  test('search matches title and excerpt on the server, hides the featured card, resets to 9; no match message', async ({ page }) => {
    await page.goto(newsPath);
    await loadMore(page).click();
    await expect(grid(page)).toHaveCount(15);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/blog_posts') && request.url().includes('ilike')) requests.push(decodeURIComponent(request.url()));
    });
    await search.fill('guest');
    const expected = await backend(`select=title&or=(title.ilike.*guest*,excerpt.ilike.*guest*)&${order}`);
    await expect(grid(page)).toHaveCount(Math.min(9, expected.total));
    await expect(grid(page).getByRole('heading').first()).toHaveText(expected.rows[0].title);
    await expect(page.getByTestId('featured-article')).toHaveCount(0);
    expect(requests.some((url) => url.includes('title.ilike') && url.includes('excerpt.ilike') && !url.includes('content'))).toBe(true);

    await search.fill('zz-no-such-article-zz');
    await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
    // Filter syntax typed into the box is plain text.
    await search.fill('%_*"),(title.eq.x');
    await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
    await search.fill('');
    await expect(grid(page)).toHaveCount(9);
    await expect(page.getByTestId('featured-article')).toBeVisible();
  });

  test('six skeleton cards while loading', async ({ page }) => {
    const release = await holdPosts(page);
    await page.goto(browserRendered(newsPath));
    await expect(page.getByRole('status', { name: 'Loading articles' }).getByTestId('news-card-skeleton')).toHaveCount(6);
    release();
    await expect(grid(page)).toHaveCount(9);
    await expect(page.getByRole('status', { name: 'Loading articles' })).toHaveCount(0);
  });

  test('an error shows the message and Try Again recovers once the backend answers', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route(blogPosts, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', details: null, hint: null, message: 'The news database is unavailable' }) }),
    );
    await page.goto(browserRendered(newsPath));
    // TanStack Query retries three times (1 s, 2 s, 4 s) before it reports the error.
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading blog posts:' });
    await expect(alert).toContainText('Error loading blog posts: The news database is unavailable', { timeout: 30_000 });
    await page.unroute(blogPosts);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(grid(page)).toHaveCount(9);
    await expect(alert).toHaveCount(0);
  });

  test('an empty table says there are no posts and offers the content sync, whose failure is shown', async ({ page }) => {
    await page.route(blogPosts, emptyTable);
    // The category buttons read the blog_categories view, which an empty table leaves empty too.
    await page.route('**/rest/v1/blog_categories?*', emptyTable);
    await page.goto(browserRendered(newsPath));
    await expect(page.getByText('No blog posts yet.')).toBeVisible();
    await expect(page.getByText(/Sync it to load the latest posts/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button')).toHaveText(['All']);
    const sync = page.waitForResponse('**/functions/v1/sync-contentful');
    await page.getByRole('button', { name: 'Sync from Contentful' }).click();
    expect((await sync).status()).toBe(501);
    await expect(page.getByRole('alert')).toContainText('Failed to sync with Contentful: The sync-contentful function is not configured');
    await expect(page.getByRole('button', { name: 'Sync from Contentful' })).toBeEnabled();
  });

  test('the list reads card columns only, in pages with an exact count', async ({ page }) => {
    const listRequest = page.waitForRequest((request) => request.url().includes('/rest/v1/blog_posts') && request.url().includes('featured=eq.false'));
    await page.goto(browserRendered(newsPath));
    const request = await listRequest;
    const url = new URL(request.url());
    expect(url.searchParams.get('select')?.split(',')).not.toContain('content');
    expect(url.searchParams.get('offset')).toBe('0');
    expect(url.searchParams.get('limit')).toBe('9');
    expect(request.headers()['prefer']).toContain('count=exact');
    const response = await request.response();
    expect(response?.headers()['content-range']).toMatch(/^0-8\/\d+$/);
  });

  for (const width of [390, 1366]) {
    test(`axe finds nothing on the list at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(newsPath);
      await expect(grid(page)).toHaveCount(9);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('article page', () => {
  test('shows category, read time, title, author, long date, image, body, metadata and back buttons', async ({ page }) => {
    const post = (await backend(`select=*&image_url=not.is.null&excerpt=like._*&${order}&limit=1`)).rows[0];
    await page.goto(`${newsPath}/${post.slug}`);
    const article = page.getByRole('article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article.getByText(post.category, { exact: true })).toBeVisible();
    await expect(article.getByText(post.read_time, { exact: true })).toBeVisible();
    await expect(article.locator('header')).toContainText(`By ${post.author}`);
    const longDate = new Date(post.published_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    await expect(article.locator('time')).toHaveText(longDate);
    expect(longDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(article.locator('img[src*="blog-images"]')).toBeVisible();
    await expect(article.locator('.news-body p').first()).toBeVisible();
    await expect(page).toHaveTitle(`${post.title} | Stayvia`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:${port}/news/${post.slug}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', new RegExp(`^${post.category}, hospitality industry news`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^http://localhost:${port}/storage/v1/object/public/blog-images/`));
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', `${post.title} | Stayvia`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!) as Record<string, any>[];
    expect(jsonLd[1]).toMatchObject({ '@type': 'BlogPosting', headline: post.title, description: post.excerpt, articleSection: post.category, mainEntityOfPage: `http://localhost:${port}/news/${post.slug}` });
    expect(jsonLd[0].itemListElement.at(-1).name).toBe(post.title);
    await expect(page.getByRole('link', { name: 'Back to News' })).toHaveCount(2);
    await page.getByRole('link', { name: 'Back to News' }).last().click();
    await expect(page).toHaveURL(newsPath);
  });

  test('a post without image, excerpt or author shows the defaults; the description comes from the body', async ({ page }) => {
    const post = (await backend(`select=*&image_url=is.null&excerpt=eq.&${order}&limit=1`)).rows[0];
    expect(post, 'the seed has a post without image and excerpt').toBeTruthy();
    await page.goto(`${newsPath}/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('article').locator('header ~ img')).toHaveCount(0);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toHaveLength(160);
    expect(await page.locator('.news-body').innerText()).toContain(description!.slice(0, 40));
    // No image of its own: the site's social card.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `http://localhost:${port}/social-card.png`);
  });

  test('loading placeholders, then Blog post not found with Back to News', async ({ page }) => {
    const release = await holdPosts(page);
    await page.goto(`${newsPath}/no-such-article`);
    await expect(page.getByRole('status', { name: 'Loading the article' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found');
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(newsPath);
  });

  test('a failed read shows its message with Back to News', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route(blogPosts, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', details: null, hint: null, message: 'Article storage is offline' }) }));
    await page.goto(`${newsPath}/any-article`);
    await expect(page.getByRole('alert')).toHaveText('Article storage is offline', { timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Back to News' })).toBeVisible();
  });

  test('hostile slugs are plain data', async ({ page }) => {
    await page.goto(`${newsPath}/${encodeURIComponent("x' or '1'='1")}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found');
    await page.goto(`${newsPath}/${encodeURIComponent('a"),(slug=neq*')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found');
  });

  // A rich-text body at one width, a raw-HTML body at the other (their headings are placed differently), and a
  // rich-text body whose top headings are heading-2 (it must still start at h2 under the title).
  for (const [width, kind, body] of [
    [390, 'rich text', 'content=like.{*'],
    [1366, 'HTML', 'content=like.<*'],
    [390, 'rich text from heading-2', 'content=like.{*heading-2*&content=not.like.*heading-1*'],
  ] as const) {
    test(`axe finds nothing on an article at ${width} px (${kind} body)`, async ({ page }) => {
      const post = (await backend(`select=slug,title&${body}&${order}&limit=1`)).rows[0];
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${newsPath}/${post.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expectNoAxeViolations(page);
    });
  }
});

// In batches, so the suite's two workers share them and a batch has the whole timeout for its few pages (one
// test per body would load every page on a cold cache).
const hostileBatches = [0, 1, 2, 3].map((batch) => [...hostileBodies.entries()].filter(([index]) => index % 4 === batch));
for (const batch of hostileBatches) {
  test(`hostile post bodies run no script, open no dialog and stay inside the column (${batch.map(([, body]) => body.name).join(', ')})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const template = (await backend(`select=*&${order}&limit=1`)).rows[0];
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const frames: string[] = [];
    page.on('frameattached', (frame) => frames.push(frame.url()));
    await page.route(blogPosts, async (route) => {
      const slug = new URL(route.request().url()).searchParams.get('slug')?.replace(/^eq\./, '') ?? '';
      const index = /^hostile-(\d+)$/.exec(slug)?.[1];
      if (index === undefined) return route.continue();
      const row = { ...template, slug, title: `Hostile body ${hostileBodies[Number(index)].name}`, content: hostileBodies[Number(index)].content };
      const single = route.request().headers()['accept']?.includes('vnd.pgrst.object');
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(single ? row : [row]) });
    });

    for (const [index, body] of batch) {
      await page.goto(`${newsPath}/hostile-${index}`);
      await expect(page.getByRole('heading', { level: 1 }), body.name).toHaveText(`Hostile body ${body.name}`);
      const report = await page.evaluate(() => {
        const column = document.querySelector('.news-body')!;
        return {
          pwned: (window as unknown as { __newsPwned?: boolean }).__newsPwned ?? false,
          dangerous: column.querySelectorAll('script, iframe, frame, object, embed, form, svg, style, link, meta, base, input').length,
          handlers: [...column.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((a) => a.name)).filter((name) => name.startsWith('on') || name === 'style'),
          badLinks: [...column.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!).filter((href) => !/^(https?|mailto):/.test(href)),
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          bodyVisible: getComputedStyle(document.body).display !== 'none',
        };
      });
      expect(report, body.name).toEqual({ pwned: false, dangerous: 0, handlers: [], badLinks: [], overflow: 0, bodyVisible: true });
    }
    // Give any deferred payload (an image error, a timer) a moment on the last page, by waiting for the page to be idle.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __newsPwned?: boolean }).__newsPwned ?? false)).toBe(false);
    expect(dialogs).toEqual([]);
    expect(frames.filter((url) => url !== page.url())).toEqual([]);
  });
}
