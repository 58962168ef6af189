const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * An ISO date (`2025-07-30`) as legal texts write it (`30 July 2025`). Spelled out by hand rather than with
 * `Intl`, so the text is the same in every browser, locale and time zone, and on a server.
 */
export function formatLegalDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
