/** A content date (ISO `YYYY-MM-DD`) in long US form, fixed to UTC so server and browser print the same day. */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const formatDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));
