import type { CrossDifference } from './crossCheck';

/** A value as a difference or a change shows it: `—` for none, a list joined with ", ". */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** A difference as a cell or the pane says it: `RatedVoltage: 50 → 25`. */
export function differenceText(difference: Pick<CrossDifference, 'field' | 'original' | 'candidate'>): string {
  return `${difference.field}: ${shownValue(difference.original)} → ${shownValue(difference.candidate)}`;
}
