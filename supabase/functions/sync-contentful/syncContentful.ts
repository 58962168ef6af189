/**
 * sync-contentful: pulls blog posts from Contentful's Content Delivery API into `blog_posts`.
 *
 * One module for both runtimes: `index.ts` serves it as a Supabase Edge Function (Deno), and the embedded
 * backend registers it as `/functions/v1/sync-contentful` (supabase/server/contentSync.ts). It only uses web
 * APIs and the `contentful` SDK (bare import, mapped to npm: by deno.json), so it imports no other local file.
 *
 * A run reads the stored sync token, fetches every page of Contentful's sync API from it (`initial: true` the
 * first time), maps entries and assets onto posts, and hands the whole change to the store, which applies it
 * in one transaction (`apply_content_sync`): a run that fails anywhere changes nothing, not even the token.
 * Calls that arrive while a run is under way share its result; a new run starts at most once per interval
 * (429 with Retry-After inside it). Any project key may call it: the site's public "Sync from Contentful"
 * button uses the anon key, and the rate limit is what protects Contentful and the database.
 *
 * Content model (content type `blogPost` unless configured; fields are read in one locale, `en-US` unless
 * configured, as the sync API keys every field by locale):
 *   title (Short text, required) · slug (Short text, required) · excerpt (Long text) · content (Rich text, or
 *   Long text holding HTML) · author (Short text) · publishedAt (Date; else the entry's creation time) ·
 *   readTime (Short text; else counted from the body at 200 words a minute) · category (Short text) ·
 *   featured (Boolean) · image (Media: an asset whose file URL becomes image_url as `https:` + url).
 * Rich text is stored as its JSON document, the form the news article's renderer reads.
 */
import { createClient } from 'contentful';

// ---------------------------------------------------------------------------------------------------------
// Settings

export interface ContentfulSettings {
  space: string;
  /** A Content Delivery API token (or a Preview API token with `host: 'preview.contentful.com'`). */
  accessToken: string;
  /** Default `master`. */
  environment?: string;
  /** `cdn.contentful.com` unless set; `host[:port]`. */
  host?: string;
  /** Plain HTTP (a local stand-in for Contentful). */
  insecure?: boolean;
  basePath?: string;
  /** The locale whose field values are stored (default `en-US`). */
  locale?: string;
  /** The content type of blog posts (default `blogPost`); entries of other types are ignored. */
  contentType?: string;
}

/**
 * Settings from environment variables: CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN (both required, else
 * undefined: not configured), CONTENTFUL_ENVIRONMENT, CONTENTFUL_HOST (`host[:port]`, or a URL such as
 * `http://127.0.0.1:8787/base` for a local stand-in), CONTENTFUL_LOCALE, CONTENTFUL_CONTENT_TYPE.
 */
export function contentfulSettingsFromEnv(env: (name: string) => string | undefined): ContentfulSettings | undefined {
  const value = (name: string) => env(name)?.trim() || undefined;
  const space = value('CONTENTFUL_SPACE_ID');
  const accessToken = value('CONTENTFUL_ACCESS_TOKEN');
  if (!space || !accessToken) return undefined;
  const settings: ContentfulSettings = { space, accessToken };
  const environment = value('CONTENTFUL_ENVIRONMENT');
  const locale = value('CONTENTFUL_LOCALE');
  const contentType = value('CONTENTFUL_CONTENT_TYPE');
  if (environment) settings.environment = environment;
  if (locale) settings.locale = locale;
  if (contentType) settings.contentType = contentType;
  const host = value('CONTENTFUL_HOST');
  if (host && /^https?:\/\//i.test(host)) {
    const url = new URL(host);
    settings.host = url.host;
    settings.insecure = url.protocol === 'http:';
    if (url.pathname !== '/') settings.basePath = url.pathname;
  } else if (host) {
    settings.host = host;
  }
  return settings;
}

// ---------------------------------------------------------------------------------------------------------
// What a run hands to the store, and what the store answers

/** One post as written to blog_posts; a field left out takes the column default. */
export interface SyncedPost {
  contentful_id: string;
  slug: string;
  title: string;
  excerpt?: string;
  content?: string;
  author?: string;
  published_at?: string;
  created_at?: string;
  read_time?: string;
  category?: string;
  featured?: boolean;
  image_asset_id?: string;
}

export interface SyncBatch {
  /** `<space>/<environment>`: the token belongs to it. */
  source: string;
  /** The token this run started from; null for an initial sync. */
  previous_token: string | null;
  next_token: string;
  posts: SyncedPost[];
  deleted_entry_ids: string[];
  assets: { asset_id: string; url: string | null }[];
  deleted_asset_ids: string[];
}

export interface ContentChange {
  changedSlugs: string[];
  deletedSlugs: string[];
}

export interface SyncResult extends ContentChange {
  /** Entries written (inserted or updated). */
  upserted: number;
  /** Posts removed. */
  deleted: number;
}

/** Where runs read their token and write their result (one transaction per `apply`). */
export interface PostStore {
  readSyncToken(source: string): Promise<string | null>;
  apply(batch: SyncBatch): Promise<SyncResult>;
}

/** Calls a database function by name, as supabase-js's `rpc` does; throws on failure (with `code` if any). */
export type RpcCall = (fn: 'content_sync_token' | 'apply_content_sync', args: Record<string, unknown>) => Promise<unknown>;

/** The store over the migration's two SQL functions, as the service role calls them. */
export function rpcPostStore(rpc: RpcCall): PostStore {
  return {
    async readSyncToken(source) {
      const token = await rpc('content_sync_token', { source });
      return typeof token === 'string' ? token : null;
    },
    async apply(batch) {
      return (await rpc('apply_content_sync', { batch })) as SyncResult;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Reading Contentful

interface RawSys {
  id: string;
  type: string;
  createdAt?: string;
  contentType?: { sys?: { id?: string } };
}
interface RawEntity {
  sys: RawSys;
  fields?: Record<string, Record<string, unknown> | undefined>;
}
interface RawSync {
  entries: RawEntity[];
  assets: RawEntity[];
  deletedEntries: RawEntity[];
  deletedAssets: RawEntity[];
  nextSyncToken: string;
}

/** Every page of the sync API since `token` (or all content when null), links left unresolved. */
async function fetchSync(settings: ContentfulSettings, token: string | null): Promise<RawSync> {
  const client = createClient({
    space: settings.space,
    accessToken: settings.accessToken,
    environment: settings.environment ?? 'master',
    // (Left out rather than undefined: the SDK spreads these over its defaults.)
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.insecure ? { insecure: true } : {}),
    ...(settings.basePath ? { basePath: settings.basePath } : {}),
    // A failed page fails the run at once; the caller may simply try again.
    retryOnError: false,
    timeout: 30_000,
    logHandler: (level, data) => {
      if (level === 'error') console.error('[sync-contentful] contentful:', data);
    },
  });
  const sync = (await client.withoutLinkResolution.sync(token ? { nextSyncToken: token } : { initial: true })) as unknown as RawSync;
  if (!sync.nextSyncToken) throw new Error('Contentful answered the sync without a nextSyncToken.');
  return sync;
}

/**
 * Contentful's failure in one line: the HTTP status and Contentful's message. The sync's page requests throw
 * the HTTP client's error (with `response`); the SDK's other calls throw an error whose message is a JSON
 * report that includes the request headers, which is never passed on whole.
 */
function describeContentfulError(error: unknown): string {
  const { response, message, name } = (error ?? {}) as { response?: { status?: number; data?: { message?: unknown } }; message?: string; name?: string };
  if (response?.status) return [response.status, typeof response.data?.message === 'string' ? response.data.message : ''].filter(Boolean).join(' ');
  try {
    const report = JSON.parse(message ?? '') as { status?: number; statusText?: string; message?: string };
    return [report.status, report.message || report.statusText].filter(Boolean).join(' ') || (name ?? 'unknown error');
  } catch {
    return message || name || String(error);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Mapping entries and assets onto posts

/** Content Contentful sent that cannot become a post (the run stores nothing). */
class ContentError extends Error {}

const wordsPerMinute = 200;

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;

function richTextText(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '';
  const { value, content } = node as { value?: unknown; content?: unknown };
  if (typeof value === 'string') return value;
  return Array.isArray(content) ? content.map(richTextText).join(' ') : '';
}

/** Minutes at 200 words a minute, from a rich-text document or else the HTML body's text. */
function readTimeOf(document: unknown, content: string): string {
  const words = wordCount(document ? richTextText(document) : content.replace(/<[^>]*>/g, ' '));
  return `${Math.max(1, Math.ceil(words / wordsPerMinute))} min read`;
}

/** `//images.ctfassets.net/…` as an https URL; anything else that is not https is refused. */
function assetUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  if (url.startsWith('//')) return `https:${url}`;
  return /^https:\/\//i.test(url) ? url : null;
}

function toPost(entry: RawEntity, locale: string): SyncedPost {
  const field = (id: string) => entry.fields?.[id]?.[locale];
  const text = (id: string) => {
    const value = field(id);
    return typeof value === 'string' && value.trim() ? value : undefined;
  };
  const required = (id: string) => {
    const value = text(id);
    if (!value) throw new ContentError(`Contentful entry ${entry.sys.id} has no ${id} in locale ${locale}.`);
    return value.trim();
  };

  const post: SyncedPost = { contentful_id: entry.sys.id, slug: required('slug'), title: required('title') };
  const body = field('content');
  const document = typeof body === 'object' && body !== null && (body as { nodeType?: unknown }).nodeType === 'document' ? body : undefined;
  const content = document ? JSON.stringify(document) : typeof body === 'string' ? body : undefined;
  if (content !== undefined) post.content = content;
  const excerpt = text('excerpt');
  const author = text('author');
  const category = text('category');
  if (excerpt) post.excerpt = excerpt.trim();
  if (author) post.author = author.trim();
  if (category) post.category = category.trim();
  const readTime = text('readTime')?.trim() ?? (content ? readTimeOf(document, content) : undefined);
  if (readTime) post.read_time = readTime;
  const publishedAt = text('publishedAt') ?? entry.sys.createdAt;
  if (publishedAt) post.published_at = publishedAt;
  if (entry.sys.createdAt) post.created_at = entry.sys.createdAt;
  const featured = field('featured');
  if (typeof featured === 'boolean') post.featured = featured;
  const image = field('image') as { sys?: { linkType?: unknown; id?: unknown } } | undefined;
  if (image?.sys?.linkType === 'Asset' && typeof image.sys.id === 'string') post.image_asset_id = image.sys.id;
  return post;
}

/** The store's batch for a sync response. Throws ContentError for an entry that cannot be a post. */
function toBatch(sync: RawSync, settings: ContentfulSettings, previousToken: string | null): SyncBatch {
  const locale = settings.locale ?? 'en-US';
  const contentType = settings.contentType ?? 'blogPost';
  const posts = sync.entries.filter((entry) => entry.sys.contentType?.sys?.id === contentType).map((entry) => toPost(entry, locale));
  const owners = new Map<string, string>();
  for (const post of posts) {
    const other = owners.get(post.slug);
    if (other) throw new ContentError(`Contentful entries ${other} and ${post.contentful_id} both have the slug "${post.slug}".`);
    owners.set(post.slug, post.contentful_id);
  }
  return {
    source: sourceOf(settings),
    previous_token: previousToken,
    next_token: sync.nextSyncToken,
    posts,
    deleted_entry_ids: sync.deletedEntries.map((entry) => entry.sys.id),
    assets: sync.assets.map((asset) => {
      const file = asset.fields?.file?.[locale] as { url?: unknown } | undefined;
      return { asset_id: asset.sys.id, url: assetUrl(file?.url) };
    }),
    deleted_asset_ids: sync.deletedAssets.map((asset) => asset.sys.id),
  };
}

const sourceOf = (settings: ContentfulSettings) => `${settings.space}/${settings.environment ?? 'master'}`;

// ---------------------------------------------------------------------------------------------------------
// After a sync

/** POSTs the change as JSON to a deploy hook (a build or prerender trigger); throws unless it answers 2xx. */
export function deployHook(url: string, fetchImpl: typeof fetch = fetch): (change: ContentChange) => Promise<void> {
  return async (change) => {
    const response = await fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(change) });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The deploy hook answered ${response.status}.`);
  };
}

// ---------------------------------------------------------------------------------------------------------
// The HTTP handler

export interface SyncHandlerOptions {
  /** Undefined: the function answers 501 not_configured. */
  contentful: ContentfulSettings | undefined;
  store: PostStore;
  /** Called once after a run that changed something (rebuild or prerender the pages of those slugs). */
  afterSync?: (change: ContentChange) => void | Promise<void>;
  /** At most one new run per this many milliseconds (default 30 s). */
  minIntervalMs?: number;
  /** The clock of the rate limit (tests). */
  now?: () => number;
}

export const defaultMinIntervalMs = 30_000;

export const notConfiguredMessage =
  'The sync-contentful function is not configured: no Contentful space and access token are set (CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN).';

interface Outcome {
  status: number;
  body: Record<string, unknown>;
}

// Browsers call the hosted function from the site's origin (the embedded backend adds the same headers).
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const json = ({ status, body }: Outcome, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers } });

const failure = (status: number, error: string, message: string): Outcome => ({ status, body: { error, message } });

export function createSyncContentfulHandler({ contentful, store, afterSync, minIntervalMs = defaultMinIntervalMs, now = Date.now }: SyncHandlerOptions) {
  let current: Promise<Outcome> | undefined;
  let lastStartedAt: number | undefined;

  async function run(settings: ContentfulSettings): Promise<Outcome> {
    let previousToken: string | null;
    try {
      previousToken = await store.readSyncToken(sourceOf(settings));
    } catch (error) {
      console.error('[sync-contentful] reading the sync token failed:', (error as Error).message);
      return failure(500, 'store_failed', `Could not read the sync state: ${(error as Error).message}`);
    }

    let sync: RawSync;
    try {
      sync = await fetchSync(settings, previousToken);
    } catch (error) {
      const detail = describeContentfulError(error);
      console.error('[sync-contentful] Contentful failed:', detail);
      return failure(502, 'contentful_failed', `Contentful's sync API failed: ${detail}`);
    }

    let batch: SyncBatch;
    try {
      batch = toBatch(sync, settings, previousToken);
    } catch (error) {
      if (error instanceof ContentError) return failure(422, 'invalid_content', error.message);
      throw error;
    }

    let result: SyncResult;
    try {
      result = await store.apply(batch);
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: string };
      if (code === '40001') return failure(409, 'sync_conflict', message ?? 'Another sync finished first.');
      console.error('[sync-contentful] storing the sync failed:', message);
      return failure(500, 'store_failed', `Nothing was changed: the synced posts could not be stored (${message}).`);
    }

    const body: Record<string, unknown> = { ...result };
    if (afterSync && (result.changedSlugs.length || result.deletedSlugs.length)) {
      try {
        await afterSync({ changedSlugs: result.changedSlugs, deletedSlugs: result.deletedSlugs });
      } catch (error) {
        // The posts are stored; only the notification failed. Say so without failing the sync.
        console.error('[sync-contentful] afterSync failed:', (error as Error).message);
        body.afterSyncError = (error as Error).message;
      }
    }
    return { status: 200, body };
  }

  return async function handleSyncContentful(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') {
      return json(failure(405, 'method_not_allowed', 'Run the Contentful sync with POST.'), { Allow: 'POST, OPTIONS' });
    }
    if (!contentful) return json(failure(501, 'not_configured', notConfiguredMessage));
    if (!current) {
      const wait = lastStartedAt === undefined ? 0 : lastStartedAt + minIntervalMs - now();
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        const outcome = failure(429, 'rate_limited', `A Contentful sync ran less than ${Math.ceil(minIntervalMs / 1000)} s ago; try again in ${seconds} s.`);
        return json(outcome, { 'Retry-After': String(seconds) });
      }
      lastStartedAt = now();
      current = run(contentful)
        .catch((error: unknown) => {
          console.error('[sync-contentful] the sync failed:', error);
          return failure(500, 'sync_failed', `The Contentful sync failed: ${(error as Error).message}`);
        })
        .finally(() => {
          current = undefined;
        });
    }
    return json(await current);
  };
}
