import { useSyncExternalStore } from 'react';
import { usNumericDate } from 'shared/dates';

const never = () => () => undefined;
const serverLocale = 'en-US';

/** A card's date in `locale`, read in UTC as stored. en-US needs no `Intl` (see shared/dates). */
export const formatCardDate = (iso: string, locale: string) =>
  locale === serverLocale ? usNumericDate(iso) : new Date(iso).toLocaleDateString(locale, { timeZone: 'UTC' });

/**
 * The card date formatter, in the reader's locale (the browser's language) except on the server and while
 * hydrating, where it is en-US, as the prerendered HTML was written. React then re-renders with the
 * reader's locale, so the HTML and the first client render always agree; an en-US reader's cards are not
 * rendered again.
 */
export function useCardDateFormat(): (iso: string) => string {
  const locale = useSyncExternalStore(never, () => navigator.language, () => serverLocale);
  return (iso) => formatCardDate(iso, locale);
}
