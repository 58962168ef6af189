/**
 * The requests the site server and nginx (or any edge in front of the same store and pages) must answer alike:
 * every route kind, crossed with methods, content codings, byte ranges and conditionals, plus malformed and
 * oversized requests and HTTP/1.0 without Host. Built from a few targets of the site being probed; written as raw
 * request text (platform/server/http/rawHttp.ts), since fetch cannot send most of them.
 * A conditional names the validator it carries (`{etag}`, `{last-modified}`): each server gets the one it gave to
 * the same request without conditionals, so a server is only ever asked about its own answer.
 */

export type RouteKind =
  | 'page'
  | 'not-found page'
  | 'shell file'
  | 'released file'
  | 'settings'
  | 'schema'
  | 'job file'
  | 'redirect'
  | 'backend'
  | 'hidden'
  | 'malformed';

export interface Probe {
  /** What it asks, for messages and the differences table (servingDifferences.ts). */
  name: string;
  kind: RouteKind;
  method: string;
  /** The request target, as sent (percent-encoding and raw bytes included). */
  target: string;
  headers: [name: string, value: string][];
  /** HTTP/1.0 without Host (else HTTP/1.1 with `Host: localhost`). */
  http10?: boolean;
}

/** The validators of a server's own answer, named in a conditional's header values. */
export const validatorNames = ['{etag}', '{last-modified}'] as const;

/** The site's targets the corpus is built from (the test's fixture names them). */
export interface CorpusTargets {
  /** Pages: prerendered ones, a dynamic route not rendered yet, a trailing slash. */
  pages: string[];
  notFound: string[];
  /** The live shell's files (hashed and not), and an earlier shell release's hashed file. */
  shellFiles: string[];
  releasedFiles: string[];
  /** Files the prerender job writes beside the pages: sitemap, robots.txt, the feed. */
  jobFiles: string[];
  /** An article's canonical address (`/news/<slug>`), a few slugs. */
  redirects: string[];
  /** Backend paths, with the headers a client sends. */
  backend: { target: string; headers: [string, string][] }[];
  hidden: string[];
}

const encodings: [label: string, value: string | undefined][] = [
  ['br and gzip', 'br, gzip'],
  ['gzip', 'gzip'],
  ['identity', 'identity'],
  ['no Accept-Encoding', undefined],
];

const ranges: [label: string, value: string][] = [
  ['a range', 'bytes=0-4'],
  ['a suffix range', 'bytes=-5'],
  ['an open range', 'bytes=3-'],
  ['a range past the end', 'bytes=1000000-'],
  ['a reversed range', 'bytes=5-2'],
  ['several ranges', 'bytes=0-1,3-4'],
  ['another unit', 'items=0-1'],
  ['a malformed range', 'bytes=abc'],
];

const conditionals: [label: string, headers: [string, string][]][] = [
  ['If-None-Match of its own tag', [['If-None-Match', '{etag}']]],
  ['If-None-Match *', [['If-None-Match', '*']]],
  ['If-None-Match of another tag', [['If-None-Match', '"other"']]],
  ['If-Modified-Since its own date', [['If-Modified-Since', '{last-modified}']]],
  ['If-Modified-Since an earlier date', [['If-Modified-Since', 'Mon, 01 Jan 1990 00:00:00 GMT']]],
  ['If-Modified-Since a malformed date', [['If-Modified-Since', 'yesterday']]],
  ['If-None-Match another tag and If-Modified-Since its date', [['If-None-Match', '"other"'], ['If-Modified-Since', '{last-modified}']]],
  ['If-Range its own tag', [['Range', 'bytes=0-4'], ['If-Range', '{etag}']]],
  ['If-Range its own date', [['Range', 'bytes=0-4'], ['If-Range', '{last-modified}']]],
  ['If-Range another tag', [['Range', 'bytes=0-4'], ['If-Range', '"other"']]],
  ['If-Range an earlier date', [['Range', 'bytes=0-4'], ['If-Range', 'Mon, 01 Jan 1990 00:00:00 GMT']]],
];

/** Every variant of a request for a file: codings, methods, ranges and conditionals (with br and gzip accepted). */
function fileProbes(kind: RouteKind, target: string): Probe[] {
  const accept: [string, string] = ['Accept-Encoding', 'br, gzip'];
  return [
    ...encodings.map(([label, value]): Probe => ({ name: `GET ${target}, ${label}`, kind, method: 'GET', target, headers: value === undefined ? [] : [['Accept-Encoding', value]] })),
    { name: `GET ${target}, no coding acceptable`, kind, method: 'GET', target, headers: [['Accept-Encoding', 'br;q=0, gzip;q=0, identity;q=0']] },
    ...['HEAD', 'OPTIONS', 'POST', 'DELETE'].map((method): Probe => ({ name: `${method} ${target}`, kind, method, target, headers: [accept] })),
    ...ranges.map(([label, value]): Probe => ({ name: `GET ${target}, ${label}`, kind, method: 'GET', target, headers: [['Range', value]] })),
    { name: `GET ${target}, a range of the brotli copy`, kind, method: 'GET', target, headers: [accept, ['Range', 'bytes=0-4']] },
    ...conditionals.map(([label, headers]): Probe => ({ name: `GET ${target}, ${label}`, kind, method: 'GET', target, headers: [accept, ...headers] })),
    { name: `HEAD ${target}, If-None-Match of its own tag`, kind, method: 'HEAD', target, headers: [accept, ['If-None-Match', '{etag}']] },
    { name: `GET ${target}, HTTP/1.0 without Host`, kind, method: 'GET', target, headers: [accept], http10: true },
  ];
}

/** A few variants of a request for anything else. */
function fewProbes(kind: RouteKind, target: string, headers: [string, string][] = []): Probe[] {
  return [
    { name: `GET ${target}`, kind, method: 'GET', target, headers: [['Accept-Encoding', 'br, gzip'], ...headers] },
    { name: `HEAD ${target}`, kind, method: 'HEAD', target, headers },
    { name: `POST ${target}`, kind, method: 'POST', target, headers: [...headers, ['Content-Length', '0']] },
    { name: `GET ${target}, HTTP/1.0 without Host`, kind, method: 'GET', target, headers, http10: true },
  ];
}

/** Malformed and oversized requests: bad percent-encoding, traversal, raw bytes, long paths, queries and headers. */
function malformedProbes(): Probe[] {
  const get = (name: string, target: string, headers: [string, string][] = []): Probe => ({ name, kind: 'malformed', method: 'GET', target, headers });
  return [
    get('a lone percent sign', '/%'),
    get('a malformed escape', '/%zz'),
    get('an escaped NUL', '/a%00b'),
    get('an escaped traversal', '/..%2f..%2fetc/passwd'),
    get('a traversal into the store', '/releases/../settings.json'),
    get('a traversal out of a release', '/releases/legal/../../settings.json'),
    get('a backslash', '/gdpr\\..\\settings.json'),
    get('raw UTF-8 bytes in the path', '/caf\u00c3\u00a9'),
    get('a doubled slash before a page', '//gdpr'),
    get('a doubled slash inside a page', '/gdpr//'),
    get('an escaped slash', '/gdpr%2F'),
    get('a query on a page', '/gdpr?utm_source=x&a=%zz'),
    get('a fragment sent by a broken client', '/gdpr#top'),
    get('an asterisk target', '*'),
    get('an absolute-form target', 'http://localhost/gdpr'),
    get('a path of 7 KB', `/${'a'.repeat(7 * 1024)}`),
    get('a path of 20 KB', `/${'a'.repeat(20 * 1024)}`),
    get('a query of 7 KB', `/gdpr?q=${'a'.repeat(7 * 1024)}`),
    get('a header of 7 KB', '/gdpr', [['X-Long', 'x'.repeat(7 * 1024)]]),
    get('a header of 20 KB', '/gdpr', [['X-Long', 'x'.repeat(20 * 1024)]]),
    get('an Expect the site does not know', '/gdpr', [['Expect', 'the-unexpected']]),
    { name: 'an unknown method', kind: 'malformed', method: 'BREW', target: '/gdpr', headers: [] },
    { name: 'TRACE', kind: 'malformed', method: 'TRACE', target: '/gdpr', headers: [] },
    { name: 'a body on a page without a length', kind: 'malformed', method: 'POST', target: '/gdpr', headers: [['Transfer-Encoding', 'chunked']] },
  ];
}

/** The corpus: a few hundred requests. */
export function servingCorpus(targets: CorpusTargets): Probe[] {
  const probes = [
    ...targets.pages.flatMap((target) => fileProbes('page', target)),
    ...targets.shellFiles.flatMap((target) => fileProbes('shell file', target)),
    ...targets.releasedFiles.flatMap((target) => fileProbes('released file', target)),
    ...fileProbes('settings', '/settings.json'),
    ...fileProbes('schema', '/settings.schema.json'),
    ...targets.jobFiles.flatMap((target) => fileProbes('job file', target)),
    ...targets.notFound.flatMap((target) => fewProbes('not-found page', target)),
    ...targets.redirects.flatMap((target) => fewProbes('redirect', target)),
    ...targets.backend.flatMap(({ target, headers }) => fewProbes('backend', target, headers)),
    ...targets.hidden.flatMap((target) => fewProbes('hidden', target)),
    ...malformedProbes(),
  ];
  const names = new Set<string>();
  for (const probe of probes) {
    if (names.has(probe.name)) throw new Error(`Two probes are named "${probe.name}".`);
    names.add(probe.name);
  }
  return probes;
}

/** The request's bytes, its validators filled in (`Connection: close`: the answer ends with the connection). */
export function requestText(probe: Probe, validators: Partial<Record<(typeof validatorNames)[number], string>> = {}): Buffer {
  const fill = (value: string) => value.replace(/\{etag\}|\{last-modified\}/g, (name) => validators[name as (typeof validatorNames)[number]] ?? '"none"');
  const lines = [
    `${probe.method} ${probe.target} HTTP/${probe.http10 ? '1.0' : '1.1'}`,
    ...(probe.http10 ? [] : ['Host: localhost']),
    'Connection: close',
    ...probe.headers.map(([name, value]) => `${name}: ${fill(value)}`),
  ];
  const body = probe.headers.some(([name]) => name === 'Transfer-Encoding') ? '0\r\n\r\n' : '';
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'latin1');
}

/** Whether a probe names its server's validators (and so needs its answer without conditionals first). */
export const needsValidators = (probe: Probe) => probe.headers.some(([, value]) => validatorNames.some((name) => value.includes(name)));
