/**
 * The origin of an http(s) URL, in the form a Content-Security-Policy source can carry, or undefined: a URL that
 * does not parse, another scheme, credentials, or a host the URL parser lets through but a policy cannot hold
 * (WHATWG URL allows `;` in a host name, which would end the directive and start another).
 */
export function httpOrigin(url: string, base?: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return undefined;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) return undefined;
  return /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(parsed.origin) ? parsed.origin : undefined;
}
