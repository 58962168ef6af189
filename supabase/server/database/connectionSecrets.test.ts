/** No form of a connection string prints its secret: user info, query parameters, keyword/value words. */
import { expect, it } from 'vitest';
import { connectionSecrets, redactSecrets, redactUrl } from './connectionSecrets';

const secret = 'S3cr%74t!';
const forms = [
  `postgres://app:${secret}@db.internal:5432/stayvia`,
  `postgresql://app@db.internal/stayvia?password=${secret}`,
  `postgres://app@db.internal/stayvia?sslmode=require&sslpassword=${secret}`,
  `postgres://app@db.internal/stayvia?PassWord=${secret}&application_name=site`,
  `postgres://app:${secret}@db.internal:99999/stayvia`, // not a URL Node parses (port out of range)
  `host=db.internal user=app password=${secret} dbname=stayvia`,
  `host=db.internal password='${secret} with spaces' dbname=stayvia`,
];
const decoded = decodeURIComponent(secret);

it('prints a URL without its password, whatever carries it', () => {
  for (const url of forms) {
    const printed = redactUrl(url);
    expect(printed, url).not.toContain(secret);
    expect(printed, url).not.toContain(decoded);
    expect(printed, url).not.toContain('S3cr');
  }
  expect(redactUrl(forms[0])).toBe('postgres://app:***@db.internal:5432/stayvia');
  expect(redactUrl(forms[2])).toBe('postgres://app@db.internal/stayvia?sslmode=require&sslpassword=***');
  expect(redactUrl(forms[3])).toBe('postgres://app@db.internal/stayvia?PassWord=***&application_name=site');
  expect(redactUrl(forms[5])).toBe('(an unreadable DATABASE_URL)');
  expect(redactUrl(`mysql://app:${secret}@db.internal/stayvia`)).toBe('(a DATABASE_URL that is not a postgres:// URL)');
});

it('cuts the secrets of any form out of other text, as written and decoded', () => {
  for (const url of forms) {
    expect(connectionSecrets(url).length, url).toBeGreaterThan(0);
    const value = url.includes("'") ? `${secret} with spaces` : secret;
    const echoed = `libpq: invalid percent-encoded token: "${value}" (${decodeURIComponent(value)}) for ${url}`;
    const out = redactSecrets(echoed, url);
    expect(out, url).not.toContain('S3cr');
  }
  expect(connectionSecrets('postgres://app@db.internal:5432/stayvia?sslmode=require')).toEqual([]);
  expect(redactSecrets('connection to server at "db.internal" failed', undefined)).toBe('connection to server at "db.internal" failed');
});

it('cuts a longer secret whole when a shorter one is a part of it', () => {
  const url = 'postgres://app:hunter@db.internal/stayvia?sslpassword=hunter2-longer';
  expect(redactSecrets('sslpassword=hunter2-longer rejected; password hunter', url)).toBe('sslpassword=*** rejected; password ***');
});

it('keeps what is no secret printable: the host, port, database, user and connection settings', () => {
  const url = `postgres://app@db.internal:5432/stayvia?${['host', 'hostaddr', 'port', 'dbname', 'user', 'connect_timeout', 'target_session_attrs', 'gssencmode', 'channel_binding'].map((key) => `${key}=${key}-value`).join('&')}`;
  expect(connectionSecrets(url)).toEqual([]);
  expect(connectionSecrets("host=db.internal port=5432 password='' user=app")).toEqual([]);
});
