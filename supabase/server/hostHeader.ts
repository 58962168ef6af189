/**
 * Whether a Host header's value is one (RFC 9110 §7.2: a host name, IPv4 or bracketed IPv6 address, with an
 * optional port up to 65535). A server answers any other 400 (RFC 9112 §3.2); the site server checks it for
 * every route, the backend for its own when it runs alone.
 */
const shape = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

export function isValidHostHeader(host: string): boolean {
  const match = shape.exec(host);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65535) return false;
  // What the URL parser refuses too: an IPv4 address with a part past 255, a malformed IPv6 address.
  return URL.canParse(`http://${host}/`);
}
