import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * The locale card dates are written in: the reader's own (`undefined`, the browser's default), except on
 * the server and while hydrating, where it is en-US, as the prerendered HTML was written. React then
 * re-renders with the reader's locale, so the HTML and the first client render always agree.
 */
export function useReaderLocale(): string | undefined {
  return useSyncExternalStore(never, () => undefined, () => 'en-US');
}
