import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyLoadedHistoryEntry } from './historyEntry';

afterEach(() => vi.unstubAllGlobals());

function loadedWith(state: unknown) {
  const history = { state, replaceState: vi.fn((next: unknown) => void (history.state = next)) };
  vi.stubGlobal('window', { history });
  return { history, known: keyLoadedHistoryEntry() };
}

describe('keyLoadedHistoryEntry', () => {
  it('keys an entry opened afresh, which has no saved position', () => {
    const { history, known } = loadedWith(null);
    expect(history.replaceState).toHaveBeenCalledOnce();
    expect(history.state).toEqual({ usr: null, idx: 0, key: expect.stringMatching(/^[a-z0-9]+$/) });
    expect(known).toBe(false);
  });

  it('keeps the key of an entry the tab had been on (a reload, Back or Forward), which may have one', () => {
    const { history, known } = loadedWith({ usr: null, idx: 2, key: 'k3y' });
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(known).toBe(true);
  });
});
