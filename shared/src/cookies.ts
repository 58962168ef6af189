/**
 * Cookies as the server reads a `Cookie` header and a tab reads `document.cookie` (the same syntax), with the
 * `cookie` package: a cookie is matched by its whole name, never by a substring of another cookie's name or
 * value, and a value that is not valid percent-encoding is ignored as if it were absent.
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import { percentDecoded } from './percentDecoded';

/** The value of cookie `name` in `header`, percent-decoded; undefined when absent or malformed. */
export const cookieValue = (header: string | undefined, name: string): string | undefined =>
  parseCookie(header ?? '', { decode: percentDecoded })[name];

/**
 * A site-wide cookie for the tab's session (`Path=/`, `SameSite=Lax`), percent-encoded, as a `Set-Cookie` value
 * or a `document.cookie` assignment; an empty value deletes the cookie.
 */
export const sessionCookie = (name: string, value: string): string =>
  stringifySetCookie(name, value, { path: '/', sameSite: 'lax', ...(value ? {} : { maxAge: 0 }) });
