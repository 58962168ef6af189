/**
 * A local stand-in for Contentful's Content Delivery API sync endpoint, for tests (Node only; not deployed
 * with the function, which never imports it).
 *
 * GET /spaces/:space/environments/:env/sync?initial=true | ?sync_token=… answers like the CDA: a page of
 * `items` with `nextPageUrl` while pages remain, the last one with `nextSyncUrl`, each carrying the token the
 * SDK sends next. A test scripts what a sync from a token (or the initial sync) returns, page by page; a page
 * may be an HTTP error instead. Unknown tokens answer 400, a wrong access token 401, as Contentful does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContentfulSettings } from './syncContentful';

export interface SyncItem {
  sys: Record<string, unknown> & { id: string; type: string };
  fields?: Record<string, Record<string, unknown>>;
}

/** A page of items, or an error answer in its place. */
export type FakePage = SyncItem[] | { status: number };

export interface FakeContentful {
  /** createClient settings pointing at this server. */
  settings: ContentfulSettings;
  /** The query of every sync request received, in order (`initial=true` or `sync_token=…`). */
  requests: string[];
  /** What a sync from `from` (null: the initial sync) returns; its last page hands out `nextSyncToken`. */
  script(from: string | null, pages: FakePage[], nextSyncToken: string): void;
  /** Holds sync answers until `release()`; `arrived` resolves when the first held request comes in. */
  hold(): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

const space = 'fakespace';
const environment = 'master';
const accessToken = 'fake-delivery-token';
export const locale = 'en-US';

const errorBody = (id: string, message: string) => JSON.stringify({ sys: { type: 'Error', id }, message, requestId: 'fake-request' });

export async function startFakeContentful(): Promise<FakeContentful> {
  // Page answers by the token that asks for them ('' = initial).
  const pages = new Map<string, { page: FakePage; next: { pageToken: string } | { syncToken: string } }>();
  const requests: string[] = [];
  let gate: { opened: Promise<void>; arrived: () => void } | undefined;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: string) => res.writeHead(status, { 'Content-Type': 'application/vnd.contentful.delivery.v1+json' }).end(body);
    if (url.pathname !== `/spaces/${space}/environments/${environment}/sync`) return send(404, errorBody('NotFound', 'The resource could not be found.'));
    if (req.headers.authorization !== `Bearer ${accessToken}`) return send(401, errorBody('AccessTokenInvalid', 'The access token you sent could not be found or is invalid.'));
    requests.push(url.searchParams.toString());
    if (gate) {
      gate.arrived();
      await gate.opened;
    }
    const key = url.searchParams.get('initial') === 'true' ? '' : (url.searchParams.get('sync_token') ?? undefined);
    const answer = key === undefined ? undefined : pages.get(key);
    if (!answer) return send(400, errorBody('BadRequest', 'The sync token is invalid.'));
    if (!Array.isArray(answer.page)) return send(answer.page.status, errorBody('InternalServerError', 'Internal server error.'));
    const base = `https://cdn.contentful.com/spaces/${space}/environments/${environment}/sync?sync_token=`;
    const link = 'pageToken' in answer.next ? { nextPageUrl: base + answer.next.pageToken } : { nextSyncUrl: base + answer.next.syncToken };
    send(200, JSON.stringify({ sys: { type: 'Array' }, items: answer.page, ...link }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    settings: { space, accessToken, environment, host: `127.0.0.1:${port}`, insecure: true },
    requests,
    script(from, scripted, nextSyncToken) {
      scripted.forEach((page, index) => {
        const key = index === 0 ? (from ?? '') : `${nextSyncToken}-page-${index}`;
        const next = index === scripted.length - 1 ? { syncToken: nextSyncToken } : { pageToken: `${nextSyncToken}-page-${index + 1}` };
        pages.set(key, { page, next });
      });
    },
    hold() {
      let release!: () => void;
      let arrived!: () => void;
      const opened = new Promise<void>((resolve) => (release = resolve));
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      gate = { opened, arrived };
      return {
        arrived: arrival,
        release() {
          gate = undefined;
          release();
        },
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// Items as the sync API sends them: every field keyed by locale.

const sysOf = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  space: { sys: { type: 'Link', linkType: 'Space', id: space } },
  environment: { sys: { id: environment, type: 'Link', linkType: 'Environment' } },
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-02T09:00:00.000Z',
  revision: 1,
  ...extra,
});

const localized = (fields: Record<string, unknown>, fieldLocale = locale) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, { [fieldLocale]: value }]));

export function entry(id: string, fields: Record<string, unknown>, { contentType = 'blogPost', createdAt }: { contentType?: string; createdAt?: string } = {}): SyncItem {
  const sys = sysOf(id, 'Entry', { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } });
  return { sys: createdAt ? { ...sys, createdAt } : sys, fields: localized(fields) };
}

export function asset(id: string, url: string | undefined): SyncItem {
  return { sys: sysOf(id, 'Asset'), fields: localized({ title: `Image ${id}`, ...(url ? { file: { url, contentType: 'image/jpeg', fileName: `${id}.jpg` } } : {}) }) };
}

export const deletedEntry = (id: string): SyncItem => ({ sys: sysOf(id, 'DeletedEntry') });
export const deletedAsset = (id: string): SyncItem => ({ sys: sysOf(id, 'DeletedAsset') });
export const assetLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });

/** A rich-text document of paragraphs. */
export const richText = (...paragraphs: string[]) => ({
  nodeType: 'document',
  data: {},
  content: paragraphs.map((value) => ({ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] })),
});
