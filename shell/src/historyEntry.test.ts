import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyLoadedHistoryEntry, loadedIntoKnownEntry } from './historyEntry';

afterEach(() => vi.unstubAllGlobals());

function loadedWith(state: unknown) {
  const history = { state, replaceState: vi.fn((next: unknown) => void (history.state = next)) };
  vi.stubGlobal('window', { history });
  keyLoadedHistoryEntry();
  return history;
}

describe('keyLoadedHistoryEntry', () => {
  it('keys an entry opened afresh, which has no saved position', () => {
    const history = loadedWith(null);
    expect(history.replaceState).toHaveBeenCalledOnce();
    expect(history.state).toEqual({ usr: null, idx: 0, key: expect.stringMatching(/^[a-z0-9]+$/) });
    expect(loadedIntoKnownEntry()).toBe(false);
  });

  it('keeps the key of an entry the tab had been on (a reload, Back or Forward), which may have one', () => {
    const history = loadedWith({ usr: null, idx: 2, key: 'k3y' });
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(loadedIntoKnownEntry()).toBe(true);
  });
});
