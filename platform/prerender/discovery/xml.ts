/** XML text and URL helpers for the discovery files: CMS text is untrusted and must stay data. */
import { withoutTrailingSlashes } from 'shared/paths';

/**
 * Everything outside XML 1.0's `Char` production (C0 controls but tab, LF and CR; lone surrogates, which
 * the `u` flag matches as single code points; U+FFFE and U+FFFF), plus DEL and the C1 controls, which are
 * legal but "discouraged" by XML 1.0 and break feed readers.
 */
const illegalXmlChars = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe for element content and (double- or single-quoted) attribute values. */
export function escapeXml(text: string): string {
  return text.replace(illegalXmlChars, '').replace(/[&<>"']/g, (char) => entities[char]);
}

/** A site URL checked once: absolute http(s), no query or fragment, no trailing slash. */
export function normalizeSiteUrl(siteUrl: string): string {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new Error(`siteUrl must be an absolute URL, got ${JSON.stringify(siteUrl)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`siteUrl must be http(s), got ${JSON.stringify(siteUrl)}`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`siteUrl must have no query, fragment or credentials, got ${JSON.stringify(siteUrl)}`);
  }
  // The origin alone for the root (`/` keeps its slash in withoutTrailingSlashes, a base path here must not).
  const basePath = withoutTrailingSlashes(url.pathname);
  return `${url.origin}${basePath === '/' ? '' : basePath}`;
}

/**
 * Absolute URL of a site path (`'/'` → `${siteUrl}/`). Appended to siteUrl rather than resolved, so a site
 * served under a base path keeps it; URL parsing then percent-encodes spaces and non-ASCII.
 */
export function siteUrlOf(siteUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`A site path must start with a single "/", got ${JSON.stringify(path)}`);
  }
  return new URL(`${siteUrl}${path}`).href;
}

/** An image URL from the CMS made absolute against the site; null unless it ends up http(s). */
export function absoluteHttpUrl(siteUrl: string, url: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url.trim(), `${siteUrl}/`);
  } catch {
    return null;
  }
  return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
}

/** A date from an input, refused with the item's name when it is not a valid date. */
export function validDate(value: Date | string, what: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`${what}: invalid date ${JSON.stringify(String(value))}`);
  return date;
}
