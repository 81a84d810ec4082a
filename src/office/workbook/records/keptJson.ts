import type { CellValue } from '../../../core';

/**
 * Checks of what a record's JSON holds: a workbook may carry a record written by another version of
 * PartSpec, or edited by hand, so its parts are looked at before they are used.
 */

/** An object with named members: not null, not an array. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value a cell can hold, as a table gives it. */
export function isCellValue(value: unknown): value is CellValue {
  return (
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  );
}
