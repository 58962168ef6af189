/**
 * What may be printed of a PostgreSQL connection string: every log line, error and report that names a
 * `DATABASE_URL` goes through here. A libpq URI carries secrets in its user info (`user:password@`) and in its
 * query (`?password=`, `?sslpassword=`, and any parameter this module does not know); a keyword/value string
 * (`host=… password=…`) carries them as words.
 */

/** Query parameters of a libpq URI whose values are printed; any other parameter is printed as `name=***`. */
const printableParameters = new Set([
  'host',
  'hostaddr',
  'port',
  'dbname',
  'user',
  'sslmode',
  'connect_timeout',
  'application_name',
  'target_session_attrs',
  'gssencmode',
  'channel_binding',
]);

const hidden = '***';

/** `postgres://user:***@host:port/db?sslmode=require&password=***`, for logs; never a password in any form. */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '(an unreadable DATABASE_URL)';
  }
  if (!/^postgres(ql)?:$/i.test(parsed.protocol)) return '(a DATABASE_URL that is not a postgres:// URL)';
  if (parsed.password) parsed.password = hidden;
  const shown = new URLSearchParams();
  for (const [name, value] of parsed.searchParams) shown.append(name, printableParameters.has(name.toLowerCase()) ? value : hidden);
  parsed.search = shown.toString();
  return parsed.toString().replaceAll('%2A%2A%2A', hidden);
}

/** The secret strings of a connection string (as written and as decoded), to cut out of text from elsewhere. */
export function connectionSecrets(connection: string): string[] {
  const secrets = new Set<string>();
  const add = (value: string | undefined) => {
    if (!value) return;
    secrets.add(value);
    try {
      secrets.add(decodeURIComponent(value));
    } catch {
      // Malformed percent-encoding: the raw form is what may be echoed.
    }
  };
  // User info, whether or not the rest parses as a URL.
  add(/^[a-z][a-z0-9+.-]*:\/\/[^/?#@]*?:([^/?#]*)@/i.exec(connection)?.[1]);
  // Query values of any parameter that is not printable, and keyword/value words (quoted or not).
  for (const match of connection.matchAll(/(?:[?&\s]|^)([a-z_]+)=('(?:[^'\\]|\\.)*'|[^&\s]*)/gi)) {
    if (printableParameters.has(match[1].toLowerCase())) continue;
    const value = match[2].startsWith("'") ? match[2].slice(1, -1).replace(/\\(.)/g, '$1') : match[2];
    add(value);
  }
  return [...secrets].filter((secret) => secret.length > 0);
}

/** `text` with every secret of `connection` replaced by `***` (output of PostgREST or of a driver, an error). */
export function redactSecrets(text: string, connection: string | undefined): string {
  if (!connection) return text;
  let out = text;
  for (const secret of connectionSecrets(connection).sort((a, b) => b.length - a.length)) out = out.replaceAll(secret, hidden);
  return out;
}
