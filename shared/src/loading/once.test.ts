import { describe, expect, it, vi } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('calls make on the first call only, and returns the same value (undefined included) every time', () => {
    const make = vi.fn(() => ({ loaded: true }));
    const load = once(make);
    expect(load()).toBe(load());
    expect(make).toHaveBeenCalledOnce();
    const nothing = vi.fn(() => undefined);
    const empty = once(nothing);
    empty();
    empty();
    expect(nothing).toHaveBeenCalledOnce();
  });
});
