import { describe, expect, it } from 'vitest';
import { isValidHostHeader } from './hostHeader';

describe('isValidHostHeader', () => {
  it.each(['localhost', 'localhost:8080', 'stayvia.example', '127.0.0.1:65535', '[::1]', '[::1]:443', 'a-b.example:0'])('accepts %s', (host) => {
    expect(isValidHostHeader(host)).toBe(true);
  });

  it.each(['', 'localhost:65536', 'localhost:99999', '[::1]:99999999', 'localhost:', '[::1', '[zz::1]', 'a b', 'evil/path', 'ä.example', '1.2.3.999', 'x:1:2', 'host;x'])(
    'refuses %j',
    (host) => {
      expect(isValidHostHeader(host)).toBe(false);
    },
  );
});
