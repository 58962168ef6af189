import { useSyncExternalStore } from 'react';
import { formatCardDate } from './post';

const never = () => () => undefined;

/**
 * The card date formatter, in the reader's locale (`undefined`, the browser's default) except on the
 * server and while hydrating, where it is en-US, as the prerendered HTML was written. React then
 * re-renders with the reader's locale, so the HTML and the first client render always agree.
 */
export function useCardDateFormat(): (iso: string) => string {
  const locale = useSyncExternalStore(never, () => undefined, () => 'en-US');
  return (iso) => formatCardDate(iso, locale);
}
