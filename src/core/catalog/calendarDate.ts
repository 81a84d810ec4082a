/**
 * Whether a text is a real calendar date in the spec's form, `YYYY-MM-DD` (LastBuyDate, 2.3): 2027-02-30
 * and 2027-13-01 are not. One home for the check: the service's `asOf`, `npm start -- --as-of`, and
 * tables writing dates as Excel dates all ask it.
 */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
