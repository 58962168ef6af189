import { describe, expect, it } from 'vitest';
import { dayFirstLongDate, usLongDate, usNumericDate } from './dates';

// Every day of a leap year and of a common one, as timestamps late in the UTC day and as plain dates.
const days = [2024, 2026].flatMap((year) => {
  const out: string[] = [];
  for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1)) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
});
const utc = (options: Intl.DateTimeFormatOptions, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

describe('dates', () => {
  it('print what Intl prints in en-US, for plain dates and timestamps', () => {
    const long = utc({ dateStyle: 'long' });
    const numeric = utc({});
    const dayFirst = utc({ day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB');
    for (const day of days) {
      for (const iso of [day, `${day}T23:30:00+00:00`]) {
        const date = new Date(iso);
        expect(usLongDate(iso)).toBe(long.format(date));
        expect(usNumericDate(iso)).toBe(numeric.format(date));
        expect(dayFirstLongDate(iso)).toBe(dayFirst.format(date));
      }
    }
  });

  it('read a timestamp in UTC, not in the local time zone', () => {
    expect(usLongDate('2026-03-04T23:30:00-05:00')).toBe('March 5, 2026');
    expect(usNumericDate('2026-12-31T23:59:59Z')).toBe('12/31/2026');
    expect(dayFirstLongDate('2025-07-30')).toBe('30 July 2025');
  });
});
