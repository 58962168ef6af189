/** Link targets a post may use: web pages and e-mail addresses only (no `javascript:`, `data:`, …). */
const allowedProtocols = new Set(['http:', 'https:', 'mailto:']);

/** The URL if it is absolute http(s) or mailto, else null. */
export function safeLinkUrl(uri: unknown): string | null {
  if (typeof uri !== 'string') return null;
  // Browsers ignore control characters and surrounding blanks in URLs ("java\tscript:"); so does the check.
  const cleaned = uri.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  try {
    const url = new URL(cleaned);
    return allowedProtocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
