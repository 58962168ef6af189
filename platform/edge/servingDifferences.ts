/**
 * Where nginx (nginxConfig.ts) may answer otherwise than the site server, on purpose: the one list of them, each
 * with its reason. The differential test (nginxServing.test.ts) compares every answer of the corpus
 * (servingCorpus.ts) — status, every header field, the body's digest — and fails on any difference this list does
 * not name, and on any entry here that no probe needs any more. Whatever differs, every answer of both keeps the
 * rules the test checks on its own: the security headers, no header twice, no error kept by caches.
 */
import { parseRange } from '../server/http/range';
import type { Probe } from './servingCorpus';

export type Aspect =
  | 'status'
  | 'body'
  /** Everything: nginx answers the request itself, before the site's rules apply. */
  | 'answer'
  /** A header field's value (lower case), or only whether it is there (`<name>?`). */
  | `header ${string}`;

/** What the test knows of an answer when it asks the list. */
export interface AnswerSummary {
  status: number;
  /** Header values by lower-case name. */
  headers: Map<string, string>;
}

export interface ServingDifference {
  aspects: Aspect[];
  /** The probes it concerns (all when left out), by the request and the two answers. */
  where?: (probe: Probe, site: AnswerSummary, nginx: AnswerSummary) => boolean;
  reason: string;
}

const header = (probe: Probe, name: string) => probe.headers.find(([field]) => field.toLowerCase() === name.toLowerCase())?.[1];
/** The site sent a precompressed copy, or would have without the range. */
const sentACopy = (probe: Probe, site: AnswerSummary) => site.headers.has('content-encoding') || (site.status === 206 && /br|gzip/.test(header(probe, 'Accept-Encoding') ?? ''));

export const servingDifferences: ServingDifference[] = [
  { aspects: ['header date'], reason: 'The time of the answer.' },
  {
    aspects: ['header connection', 'header keep-alive', 'header transfer-encoding', 'header content-length'],
    reason: "Framing of the connection and the body, not the answer's content (the body is compared by its digest).",
  },
  { aspects: ['header server'], reason: 'nginx names itself (without its version: server_tokens off).' },
  { aspects: ['header etag?'], reason: "Each server's own validator of the file, written differently (conditionals are probed with each server's own)." },
  {
    aspects: ['status', 'body', 'header content-range'],
    where: (probe, site) => sentACopy(probe, site) && header(probe, 'Range') !== undefined,
    reason: "nginx's gzip_static and brotli_static send no range of a precompressed copy (the whole copy, 200); the site serves the range of the copy sent. RFC 9110 §14.2 lets a server ignore Range.",
  },
  {
    aspects: ['header accept-ranges'],
    where: (_probe, site) => site.headers.has('content-encoding'),
    reason: 'nginx says nothing of ranges with a precompressed copy, of which it serves none (above); the site says `Accept-Ranges: bytes`.',
  },
  {
    aspects: ['answer'],
    where: (probe) => {
      const range = header(probe, 'Range');
      return range !== undefined && /^bytes=/i.test(range) && !range.includes(',') && parseRange(range, 1_000).kind === 'ignore';
    },
    reason: 'A malformed bytes range (`bytes=5-2`, `bytes=abc`): nginx refuses it (416), the site ignores it and sends the whole file (200). RFC 9110 §14.2 allows either.',
  },
  {
    aspects: ['status', 'body', 'header content-range', 'header accept-ranges'],
    where: (probe) => header(probe, 'If-Range') === '{etag}',
    reason: "If-Range with the server's own entity tag: the site's tags are weak (the file's size and time), which If-Range never accepts (RFC 9110 §13.1.5): the whole file; nginx's are strong: the range.",
  },
  {
    aspects: ['answer'],
    where: (probe) => /identity;q=0/.test(header(probe, 'Accept-Encoding') ?? ''),
    reason: 'No coding acceptable, not even identity: the site says so (406); nginx has no 406 and sends the file itself, as most servers do.',
  },
  {
    aspects: ['answer'],
    where: (probe) => probe.target === '/settings.json' || probe.target.endsWith('/../settings.json'),
    reason:
      "The site serves the settings document's last good copy from memory (a damaged file is never sent: lastGoodFiles.ts), tagged by its content, without Last-Modified, If-Modified-Since or ranges; nginx serves the file.",
  },
  {
    aspects: ['header content-type', 'body'],
    where: (_probe, site, nginx) => site.status === 301 && nginx.status === 301,
    reason: "nginx's redirect carries its own short HTML page; the site's has no body. Location and cache are the same.",
  },
  {
    aspects: ['header content-type', 'body'],
    where: (_probe, _site, nginx) => nginx.status === 416,
    reason: "nginx's 416 carries its own short HTML page (nginx 1.22 cannot send it empty); the site's has no body.",
  },
  {
    aspects: ['header content-type', 'body'],
    where: (_probe, site, nginx) => site.status === 400 && nginx.status === 400,
    reason: "A request nginx cannot parse gets nginx's own 400 page, before any location; the headers are the site server's.",
  },
  {
    aspects: ['answer'],
    where: (probe) => probe.target.length > 16 * 1024,
    reason: 'A request line longer than a header buffer: nginx says 414 (URI Too Long), Node counts the line with the headers and says 431.',
  },
  {
    aspects: ['answer'],
    where: (probe) => /%(?![0-9a-fA-F]{2})|%00|%2f/i.test(probe.target),
    reason:
      'nginx decodes a path before routing it: it refuses (400) a malformed escape, an escaped NUL or a traversal it decodes, and reads an escaped slash (%2F) as a separator. The site keeps the escapes: nothing is served at such a path (404).',
  },
  {
    aspects: ['answer'],
    where: (probe) => !['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE'].includes(probe.method),
    reason: "Node's parser refuses a method it does not know (400); nginx parses it and the site's rules answer 405.",
  },
];

/** The entry that allows the aspect to differ for the probe, marked used; undefined when none does. */
export function allowedDifference(probe: Probe, site: AnswerSummary, nginx: AnswerSummary, aspect: Aspect, used: Set<ServingDifference>): ServingDifference | undefined {
  const entry = servingDifferences.find((difference) => (difference.aspects.includes(aspect) || difference.aspects.includes('answer')) && (difference.where?.(probe, site, nginx) ?? true));
  if (entry) used.add(entry);
  return entry;
}
