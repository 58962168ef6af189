/**
 * The embedded backend through supabase-js, as the site and the hosted project are used: one fresh
 * in-memory backend for the whole file (PGlite takes a few seconds and ~0.8 GB to start).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeClient } from '../client/nodeClient';
import { searchFilter } from '../client/searchFilter';
import { seedPosts } from '../seed/posts';
import { postBody, readTime, seedImagePath } from '../seed/seedSql';
import { signJwt, startBackend, type Backend } from './index';

const jwtSecret = 'test-secret-of-at-least-32-characters!!';
const cardColumns = 'id,title,excerpt,author,published_at,created_at,read_time,category,featured,image_url,slug';

let backend: Backend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ port: 0, keys: { jwtSecret } });
  anon = createNodeClient(backend.url, backend.keys.anonKey);
  service = createNodeClient(backend.url, backend.keys.serviceKey);
}, 120_000);

afterAll(async () => {
  await backend?.close();
});

const newestFirst = [...seedPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

async function postCount() {
  const { count, error } = await anon.from('blog_posts').select('id', { count: 'exact', head: true });
  expect(error).toBeNull();
  return count;
}

describe("the client hashes' salt", { timeout: 30_000 }, () => {
  it('is read by no key of the API, the service key included: no address can be tried against the hashes through it', async () => {
    for (const client of [service, anon]) {
      const { data, error } = await client.from('client_salts').select('*');
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: '42501' });
    }
  });
});

describe('reading posts with the anon key', { timeout: 30_000 }, () => {
  it('lists every post, newest first, with all its columns', async () => {
    const { data, error, status } = await anon.from('blog_posts').select('*').order('published_at', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data!.map((post) => post.slug)).toEqual(newestFirst.map((post) => post.slug));
    // The card columns and content, plus where the Contentful sync took the post from and when it last changed (the
    // prerender job re-renders the articles whose updated_at moved).
    expect(Object.keys(data![0]).sort()).toEqual(cardColumns.split(',').concat('content', 'contentful_id', 'contentful_image_id', 'updated_at').sort());
    expect(data![0].published_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
  });

  it('pages with range and an exact count (Content-Range)', async () => {
    const first = await anon.from('blog_posts').select(cardColumns, { count: 'exact' }).order('published_at', { ascending: false }).range(0, 8);
    expect(first.error).toBeNull();
    expect(first.count).toBe(seedPosts.length);
    expect(first.status).toBe(206);
    expect(first.data!.map((post) => post.slug)).toEqual(newestFirst.slice(0, 9).map((post) => post.slug));
    expect(first.data![0]).not.toHaveProperty('content');

    const last = await anon.from('blog_posts').select('slug', { count: 'exact' }).order('published_at', { ascending: false }).range(30, 38);
    expect(last.error).toBeNull();
    expect(last.count).toBe(seedPosts.length);
    expect(last.data!.map((post) => post.slug)).toEqual(newestFirst.slice(30, 39).map((post) => post.slug));

    const response = await fetch(`${backend.url}/rest/v1/blog_posts?select=slug&order=published_at.desc`, {
      headers: { apikey: backend.keys.anonKey, Range: '9-14', Prefer: 'count=exact' },
    });
    expect(response.headers.get('content-range')).toBe(`9-14/${seedPosts.length}`);
    expect(((await response.json()) as { slug: string }[]).map((post) => post.slug)).toEqual(newestFirst.slice(9, 15).map((post) => post.slug));
  });

  it('filters by category, counted in the database', async () => {
    const { data, count, error } = await anon.from('blog_posts').select('slug,category', { count: 'exact' }).eq('category', 'Revenue').order('published_at', { ascending: false });
    expect(error).toBeNull();
    const expected = newestFirst.filter((post) => post.category === 'Revenue');
    expect(count).toBe(expected.length);
    expect(data!.map((post) => post.slug)).toEqual(expected.map((post) => post.slug));
  });

  it('gives the default category to posts without one, and lists distinct categories', async () => {
    const { data, error } = await anon.from('blog_posts').select('category');
    expect(error).toBeNull();
    const categories = new Set(data!.map((row) => row.category));
    expect(categories).toEqual(new Set(seedPosts.map((post) => post.category ?? 'General')));
    expect(categories.size).toBeGreaterThanOrEqual(6);
  });

  it('searches title and excerpt case-insensitively with .or(ilike)', async () => {
    const { data, error } = await anon.from('blog_posts').select('slug').or(searchFilter(['title', 'excerpt'], 'GUEST')).order('published_at', { ascending: false });
    expect(error).toBeNull();
    const expected = newestFirst.filter((post) => `${post.title}\n${post.excerpt ?? ''}`.toLowerCase().includes('guest'));
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(seedPosts.length);
    expect(data!.map((post) => post.slug)).toEqual(expected.map((post) => post.slug));
  });

  it('combines category, search and paging as the news page does', async () => {
    const { data, count, error } = await anon
      .from('blog_posts')
      .select('slug', { count: 'exact' })
      .eq('category', 'Guest Experience')
      .or(searchFilter(['title', 'excerpt'], 'guest'))
      .order('published_at', { ascending: false })
      .range(0, 1);
    expect(error).toBeNull();
    const expected = newestFirst.filter((post) => post.category === 'Guest Experience' && `${post.title} ${post.excerpt ?? ''}`.toLowerCase().includes('guest'));
    expect(count).toBe(expected.length);
    expect(data!.map((post) => post.slug)).toEqual(expected.slice(0, 2).map((post) => post.slug));
  });

  it('reads one post by slug with .single(), defaults filled in by the table', async () => {
    const post = seedPosts.find((candidate) => !candidate.author && !candidate.excerpt && !candidate.image)!;
    const { data, error } = await anon.from('blog_posts').select('*').eq('slug', post.slug).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ slug: post.slug, title: post.title, excerpt: '', author: 'Stayvia Team', featured: false, image_url: null });
    expect(data.content).toBe(postBody(post));
  });

  it('stores every seed post as written, with the column defaults where a field is left out', async () => {
    const { data, error } = await anon.from('blog_posts').select('*');
    expect(error).toBeNull();
    const bySlug = new Map(data!.map((row) => [row.slug, row]));
    for (const post of seedPosts) {
      expect(bySlug.get(post.slug), post.slug).toMatchObject({
        title: post.title,
        excerpt: post.excerpt ?? '',
        author: post.author ?? 'Stayvia Team',
        category: post.category ?? 'General',
        featured: post.featured ?? false,
        image_url: post.image ? seedImagePath + post.image : null,
        read_time: post.readTime === false ? '5 min read' : readTime(post.body),
        published_at: post.publishedAt.replace('Z', '+00:00'),
      });
    }
    const featured = data!.filter((row) => row.featured);
    expect(featured).toHaveLength(1);
    expect(JSON.parse(featured[0].content)).toMatchObject({ nodeType: 'document' });
  });

  it('answers .single() without a row with 406 PGRST116, and .maybeSingle() with null', async () => {
    const single = await anon.from('blog_posts').select('*').eq('slug', 'no-such-post').single();
    expect(single.status).toBe(406);
    expect(single.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    expect(single.data).toBeNull();

    const maybe = await anon.from('blog_posts').select('*').eq('slug', 'no-such-post').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('rejects unknown columns and tables with PostgREST errors', async () => {
    const column = await anon.from('blog_posts').select('title,body');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703', message: 'column blog_posts.body does not exist' });

    const filter = await anon.from('blog_posts').select('title').eq('author; drop table blog_posts', 'x');
    expect(filter.error).toMatchObject({ code: '42703' });

    const order = await anon.from('blog_posts').select('title').order('nope');
    expect(order.error).toMatchObject({ code: '42703' });

    const table = await anon.from('blog_post').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.blog_post' in the schema cache" });

    const operator = await fetch(`${backend.url}/rest/v1/blog_posts?slug=sql.1`, { headers: { apikey: backend.keys.anonKey } });
    expect(operator.status).toBe(400);
    expect(await operator.json()).toMatchObject({ code: 'PGRST100' });
  });

  it('refuses requests without a valid key', async () => {
    const missing = await fetch(`${backend.url}/rest/v1/blog_posts?select=slug`);
    expect(missing.status).toBe(401);
    const wrong = createNodeClient(backend.url, 'not-a-key');
    const { error, status } = await wrong.from('blog_posts').select('slug');
    expect(status).toBe(401);
    expect(error).toMatchObject({ message: 'Invalid API key' });
  });
});

describe('the anon key cannot write', { timeout: 30_000 }, () => {
  it('is denied insert, update and delete by the database, and nothing changes', async () => {
    const before = await postCount();
    const target = seedPosts[3].slug;

    const insert = await anon.from('blog_posts').insert({ title: 'Injected', slug: 'injected' });
    expect(insert.status).toBe(401);
    expect(insert.error).toMatchObject({ code: '42501', message: 'permission denied for table blog_posts' });

    const update = await anon.from('blog_posts').update({ title: 'Defaced' }).eq('slug', target);
    expect(update.error).toMatchObject({ code: '42501' });

    const remove = await anon.from('blog_posts').delete().eq('slug', target);
    expect(remove.error).toMatchObject({ code: '42501' });

    const upsert = await anon.from('blog_posts').upsert({ title: 'Defaced', slug: target }, { onConflict: 'slug' });
    expect(upsert.error).toMatchObject({ code: '42501' });

    expect(await postCount()).toBe(before);
    const { data } = await anon.from('blog_posts').select('title').eq('slug', target).single();
    expect(data!.title).toBe(seedPosts[3].title);
  });

  it('cannot read or write leads', async () => {
    const read = await anon.from('leads').select('*');
    expect(read.error).toMatchObject({ code: '42501', message: 'permission denied for table leads' });
    const write = await anon.from('leads').insert({ fields: { a: 'b' } });
    expect(write.error).toMatchObject({ code: '42501' });
  });

  it('is the role the request runs as, even with a JWT claiming anon', async () => {
    const token = signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) + 60 }, jwtSecret);
    const client = createNodeClient(backend.url, token);
    expect((await client.from('blog_posts').select('slug').limit(1)).error).toBeNull();
    expect((await client.from('blog_posts').delete().eq('slug', 'x')).error).toMatchObject({ code: '42501' });
    const forged = createNodeClient(backend.url, signJwt({ role: 'service_role' }, 'another-secret-another-secret-1234'));
    expect((await forged.from('blog_posts').select('slug')).status).toBe(401);
  });
});

describe('hostile input is plain data', { timeout: 30_000 }, () => {
  const hostile = [
    `'; drop table blog_posts; --`,
    `x' or '1'='1`,
    `a,b),slug.neq.(x`,
    `"quoted" \\ backslash`,
    `100% _off_`,
    `*`,
    `(select 1)`,
    `slug.eq.x,or(id.gt.0)`,
  ];

  it('finds nothing for hostile slugs and changes nothing', async () => {
    for (const slug of hostile) {
      const single = await anon.from('blog_posts').select('*').eq('slug', slug).single();
      expect(single.error, slug).toMatchObject({ code: 'PGRST116' });
      // supabase-js quotes `in` values with reserved characters but does not escape a `"` inside them;
      // PostgREST (and this backend) then refuse the malformed list instead of reading it some other way.
      const list = await anon.from('blog_posts').select('slug').in('slug', [slug, 'also-missing']);
      if (slug.includes('"')) expect(list.error, slug).toMatchObject({ code: 'PGRST100' });
      else expect(list.data, slug).toEqual([]);
    }
    expect(await postCount()).toBe(seedPosts.length);
  });

  it('finds nothing for hostile searches and changes nothing', async () => {
    // A `*` is PostgREST's wildcard and cannot be escaped: searchFilter makes it match any one character.
    for (const text of hostile.filter((candidate) => candidate !== '*')) {
      const { data, error } = await anon.from('blog_posts').select('slug').or(searchFilter(['title', 'excerpt'], text));
      expect(error, text).toBeNull();
      expect(data, text).toEqual([]);
    }
    expect(await postCount()).toBe(seedPosts.length);
  });

  it('stores and finds a post whose every field is hostile (written with the service key)', async () => {
    const evil = hostile.join(' | ');
    const created = await service.from('blog_posts').insert({ title: evil, excerpt: evil, slug: evil, category: evil }).select('slug,title').single();
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ slug: evil, title: evil });
    try {
      const bySlug = await anon.from('blog_posts').select('title').eq('slug', evil).single();
      expect(bySlug.data).toEqual({ title: evil });
      const byCategory = await anon.from('blog_posts').select('slug').eq('category', evil);
      expect(byCategory.data).toEqual([{ slug: evil }]);
      for (const text of [`100% _off_`, `'1'='1`, `a,b),slug`, `"quoted" \\ back`]) {
        const found = await anon.from('blog_posts').select('slug').or(searchFilter(['title', 'excerpt'], text));
        expect(found.data, text).toEqual([{ slug: evil }]);
      }
    } finally {
      const removed = await service.from('blog_posts').delete().eq('slug', evil).select('slug');
      expect(removed.data).toEqual([{ slug: evil }]);
    }
    expect(await postCount()).toBe(seedPosts.length);
  });
});

describe('the rest of the API', { timeout: 30_000 }, () => {
  it('answers CORS preflights for browsers', async () => {
    const response = await fetch(`${backend.url}/rest/v1/blog_posts?select=*`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'apikey,authorization,prefer,range' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('prefer');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('routes /functions/v1: sync-contentful without Contentful settings is not configured, unknown functions are 404', async () => {
    const sync = await anon.functions.invoke('sync-contentful');
    expect(sync.data).toBeNull();
    const response = (sync.error as { context: Response }).context;
    expect(response.status).toBe(501);
    expect(await response.json()).toEqual({
      error: 'not_configured',
      message: 'The sync-contentful function is not configured: no Contentful space and access token are set (CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN).',
    });

    const unknown = await fetch(`${backend.url}/functions/v1/nope`, { method: 'POST', headers: { apikey: backend.keys.anonKey } });
    expect(unknown.status).toBe(404);
  });

  it('stores posted leads in the leads table, readable with the service key', async () => {
    const form = new FormData();
    form.set('First Name', 'Ana');
    form.set('Email', 'ana@example.com');
    form.set('LEADCF1', 'Website');
    const response = await fetch(`${backend.url}/api/leads`, { method: 'POST', body: form, headers: { Referer: 'http://localhost:8080/pricing' } });
    expect(response.status).toBe(200);

    const { data, error } = await service.from('leads').select('fields,source,received_at');
    expect(error).toBeNull();
    expect(data).toEqual([{ fields: { 'First Name': 'Ana', Email: 'ana@example.com', LEADCF1: 'Website' }, source: 'http://localhost:8080/pricing', received_at: expect.any(String) }]);

    const json = await fetch(`${backend.url}/api/leads`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(json.status).toBe(415);
  });

  it('serves the seed images as public storage objects, and nothing outside them', async () => {
    const { data } = await anon.from('blog_posts').select('image_url').not('image_url', 'is', null).limit(1).single();
    const image = await fetch(new URL(data!.image_url, backend.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    for (const path of ['/storage/v1/object/public/blog-images/..%2F..%2Fpackage.json', '/storage/v1/object/public/../package.json']) {
      expect((await fetch(backend.url + path)).status, path).toBe(404);
    }
  });
});

describe('the blog_categories view', { timeout: 30_000 }, () => {
  const seedCategories = [...new Set(seedPosts.map((post) => post.category ?? 'General'))];

  async function categories(client: SupabaseClient) {
    const { data, error, status } = await client.from('blog_categories').select('category').order('category');
    expect(error).toBeNull();
    expect(status).toBe(200);
    return data!.map((row) => row.category as string);
  }

  it('lists each category of the posts once, sorted, to the anon key', async () => {
    const names = await categories(anon);
    expect(names).toHaveLength(seedCategories.length);
    expect(new Set(names)).toEqual(new Set(seedCategories));
    const { rows } = await backend.db.query<{ sorted: string[] }>('select array_agg(c order by c) as sorted from unnest($1::text[]) as c', [names]);
    expect(names).toEqual(rows[0].sorted);
  });

  it('follows the table: a post in a new category adds it, removing the post removes it', async () => {
    const created = await service.from('blog_posts').insert({ title: 'Lone post', slug: 'lone-category-post', category: 'Zz Lone Category' }).select('slug').single();
    expect(created.error).toBeNull();
    try {
      const names = await categories(anon);
      expect(names).toHaveLength(seedCategories.length + 1);
      expect(names.at(-1)).toBe('Zz Lone Category');
    } finally {
      await service.from('blog_posts').delete().eq('slug', 'lone-category-post');
    }
    expect(await categories(anon)).not.toContain('Zz Lone Category');
  });

  it('runs as the caller (security_invoker): the row-level-security policies of blog_posts apply', async () => {
    // Inside a transaction that is rolled back: a policy hiding one category from anon hides it from the view.
    const hidden = await backend.db.transaction(async (tx) => {
      await tx.exec(`create policy "test: no Revenue for anon" on public.blog_posts as restrictive for select to anon using (category <> 'Revenue')`);
      await tx.query(`select set_config('role', 'anon', true)`);
      const { rows } = await tx.query<{ category: string }>('select category from public.blog_categories');
      await tx.rollback();
      return rows.map((row) => row.category);
    });
    expect(hidden).toHaveLength(seedCategories.length - 1);
    expect(hidden).not.toContain('Revenue');
    expect(await categories(anon)).toContain('Revenue');
  });

  it('cannot be written through, with the anon key or any other: a client error (4xx), not a server error', async () => {
    const before = await categories(anon);
    for (const [client, status] of [[anon, 401], [service, 403]] as const) {
      const insert = await client.from('blog_categories').insert({ category: 'Injected' });
      expect(insert.error).toMatchObject({ code: '42501' });
      expect(insert.status).toBe(status);
      const update = await client.from('blog_categories').update({ category: 'Defaced' }).eq('category', 'Revenue');
      expect(update.error).toMatchObject({ code: '42501' });
      expect(update.status).toBe(status);
      const remove = await client.from('blog_categories').delete().eq('category', 'Revenue');
      expect(remove.error).toMatchObject({ code: '42501' });
      expect(remove.status).toBe(status);
    }
    expect(await categories(anon)).toEqual(before);
    expect(await postCount()).toBe(seedPosts.length);
  });
});
