/**
 * The one way any area opens a site dialog: `openDialog('demo')`. The shell owns and renders the
 * dialogs; `shared` is a federated singleton, so every remote talks to the same store.
 */
import { useSyncExternalStore } from 'react';

export type DialogKind =
  | 'demo'
  | 'get-started'
  | 'free-trial'
  | 'contact'
  | 'waitlist'
  | 'idea'
  | 'api-key'
  | 'community';

let current: DialogKind | null = null;
const listeners = new Set<() => void>();

function set(next: DialogKind | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export const openDialog = (kind: DialogKind) => set(kind);
export const closeDialog = () => set(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dialog now open, if any (used by the shell's dialog host). */
export function useOpenDialog(): DialogKind | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
