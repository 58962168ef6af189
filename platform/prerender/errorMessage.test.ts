import { describe, expect, it } from 'vitest';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it('names the causes behind a message that names none', () => {
    const reset = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    expect(errorMessage(new TypeError('fetch failed', { cause: reset }))).toBe('fetch failed: other side closed');
    expect(errorMessage('plain')).toBe('plain');
    // A cause that repeats its error's message is said once.
    expect(errorMessage(new Error('x', { cause: new Error('x') }))).toBe('x');
  });
});
