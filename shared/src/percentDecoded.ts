/**
 * `text` percent-decoded, or undefined when it is not valid percent-encoding (`%E0%A4%A`, a lone `%`, `%zz`).
 * Every decoding of what a visitor sends or types (a cookie, a path segment, a URL's fragment) goes through
 * here, so a malformed escape is a value the caller refuses or ignores, never a thrown URIError.
 */
export function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
