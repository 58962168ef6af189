/**
 * Dates as the site prints them in English, read in UTC (as stored), so a server and every browser print
 * the same day. Spelled out by hand rather than with `Intl`: a page's first `Intl` formatter costs 15–30 ms
 * of main thread while ICU starts (measured in Chromium), a long task on a phone during hydration. The
 * tests hold these to `Intl`'s en-US output.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An ISO date or timestamp (`2026-03-04`, `2026-03-04T23:30:00+00:00`) as its UTC calendar day. */
function utcDay(iso: string) {
  const date = new Date(iso);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** `March 4, 2026`: long US form. */
export function usLongDate(iso: string): string {
  const { year, month, day } = utcDay(iso);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** `3/4/2026`: the en-US short form (`toLocaleDateString('en-US')`). */
export function usNumericDate(iso: string): string {
  const { year, month, day } = utcDay(iso);
  return `${month + 1}/${day}/${year}`;
}

/** `4 March 2026`: day-first, as legal texts write it. */
export function dayFirstLongDate(iso: string): string {
  const { year, month, day } = utcDay(iso);
  return `${day} ${MONTHS[month]} ${year}`;
}
