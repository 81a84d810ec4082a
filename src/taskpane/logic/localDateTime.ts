/**
 * A moment as PartSpec writes it for people, in sheets and in the pane: `2026-11-24 07:31`, in the local
 * time zone, in ISO order, which no locale reads as day-first.
 */
export function localDateTime(when: Date): string {
  // A date that cannot be read is shown as a dash in every language, never as NaN-NaN-NaN.
  if (Number.isNaN(when.getTime())) return '—';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${localDate(when)} ${two(when.getHours())}:${two(when.getMinutes())}`;
}

/** The local calendar date of a moment, `2026-11-24`: the date part of localDateTime. */
export function localDate(when: Date): string {
  if (Number.isNaN(when.getTime())) return '—';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}`;
}
