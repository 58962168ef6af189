/**
 * The one way any area opens a site dialog: `openDialog('demo')`. The shell owns and renders the
 * dialogs; `shared` is a federated singleton, so every remote talks to the same store.
 */
import { useSyncExternalStore } from 'react';

export const dialogKinds = [
  'demo',
  'get-started',
  'free-trial',
  'contact',
  'waitlist',
  'idea',
  'api-key',
  'community',
] as const;

export type DialogKind = (typeof dialogKinds)[number];

/** True for a known dialog kind, e.g. the value of a `?dialog=` link. */
export const isDialogKind = (value: unknown): value is DialogKind =>
  typeof value === 'string' && (dialogKinds as readonly string[]).includes(value);

let current: DialogKind | null = null;
// The element that had focus when the dialog opened (usually the button that opened it), so the
// shell can return focus there on close: the dialogs have no Radix trigger to do it for them.
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: DialogKind | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export function openDialog(kind: DialogKind) {
  if (current === null && typeof document !== 'undefined') {
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  set(kind);
}

export const closeDialog = () => set(null);

/** The opener recorded by the last `openDialog`, once (the shell refocuses it when the dialog closes). */
export function takeDialogOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  return element;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dialog now open, if any (used by the shell's dialog host). */
export function useOpenDialog(): DialogKind | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
