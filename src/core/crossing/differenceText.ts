import { DISPLAY_EXPONENTS, fieldNamed, unitSymbolAt } from '../catalog';
import type { CrossDifference } from './crossCheck';

/** A value as a difference or a change shows it: `—` for none, a list joined with ", ". */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * A value of `field` as a difference shows it: a number of a field with a unit in the field's display unit,
 * with its symbol (`1e-7` of Capacitance is `0.1 µF`, `100` of RatedVoltage `100 V`), so that what changed
 * reads as a datasheet does; anything else as shownValue.
 */
function valueOf(field: string, value: unknown): string {
  const unit = fieldNamed(field)?.unit;
  if (unit === undefined || typeof value !== 'number' || !Number.isFinite(value)) return shownValue(value);
  const exponent = DISPLAY_EXPONENTS[unit];
  // Twelve significant digits: a value shifted by a power of ten loses no digit the catalogue has.
  const shown = Number((value / 10 ** exponent).toPrecision(12));
  return `${shown} ${unitSymbolAt(unit, exponent)}`;
}

/** A difference as a cell or the pane says it: `RatedVoltage: 50 V → 25 V`, `Status: NRND → Discontinued`. */
export function differenceText(difference: Pick<CrossDifference, 'field' | 'original' | 'candidate'>): string {
  const { field } = difference;
  return `${field}: ${valueOf(field, difference.original)} → ${valueOf(field, difference.candidate)}`;
}
