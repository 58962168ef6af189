import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyEntriesTheBrowserAdds, keyLoadedHistoryEntry } from './historyEntry';

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

describe('keyEntriesTheBrowserAdds', () => {
  function browserWith(state: unknown) {
    const listeners: Array<() => void> = [];
    const history = { state, replaceState: vi.fn((next: unknown) => void (history.state = next)) };
    vi.stubGlobal('window', { history, addEventListener: (type: string, listener: () => void) => type === 'popstate' && listeners.push(listener) });
    keyEntriesTheBrowserAdds();
    const pop = (next: unknown) => {
      history.state = next;
      for (const listener of listeners) listener();
    };
    return { history, pop };
  }

  it('keys each entry a fragment navigation adds, each with a key of its own', () => {
    const { history, pop } = browserWith({ usr: null, idx: 0, key: 'first' });
    pop(null);
    const second = (history.state as { key: string }).key;
    expect(second).toMatch(/^[a-z0-9]+$/);
    pop(null);
    const third = (history.state as { key: string }).key;
    expect(third).toMatch(/^[a-z0-9]+$/);
    expect(third).not.toBe(second);
  });

  it('leaves an entry that has its key (Back to an entry the router or this listener keyed)', () => {
    const { history, pop } = browserWith({ usr: null, idx: 0, key: 'first' });
    pop({ usr: null, idx: 1, key: 'k3y' });
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(history.state).toEqual({ usr: null, idx: 1, key: 'k3y' });
  });
});
