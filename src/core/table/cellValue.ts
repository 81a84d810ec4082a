import type { FieldDefinition } from '../catalog';
import { cellText, DEFAULT_TEXT_PROTECTION, type TextProtection } from './cellText';

/** What one Excel cell holds. `''` is an empty cell. */
export type CellValue = string | number | boolean;

export interface CellValueOptions {
  /** How text is kept from being read as a formula, number, date or boolean by Excel; see TextProtection. */
  textProtection?: TextProtection;
}

/** Turns one field's raw value into a cell value. */
export type CellConverter = (value: unknown) => CellValue;

/** Separator of a list field's values in one cell: the one the service uses inside Application. */
export const LIST_SEPARATOR = ', ';

/**
 * `YYYY-MM-DD`, the form of a `date` field (README, Records). Such a value is left without the quote
 * prefix so that Excel may make it a date; anything else in a date field is text like any other.
 */
const ISO_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/**
 * The converter of one field, built once and used for every value of it (toTable calls it per cell).
 *
 * - `double`, `integer`: a number stays that number, exactly as received (SI base units, no rounding).
 * - `boolean`: a boolean stays a boolean.
 * - `date`: a `YYYY-MM-DD` string stays that text, unprotected (a writer may turn it into an Excel date).
 * - `string`, `stringList`: text; a list is joined with ", " (an empty list is an empty cell).
 * - null and undefined (the record lacks the field) are an empty cell.
 * - A value of another type than the field's becomes its text, never "[object Object]": see `textOf`.
 *
 * Every text is cut to MAX_CELL_TEXT and protected as `textProtection` says (see `cellText`).
 */
export function cellConverter(definition: FieldDefinition, options?: CellValueOptions): CellConverter {
  const protection = options?.textProtection ?? DEFAULT_TEXT_PROTECTION;
  const asText: CellConverter = (value) =>
    value === null || value === undefined ? '' : cellText(textOf(value), protection);
  switch (definition.type) {
    case 'double':
    case 'integer':
      // JSON has no NaN or Infinity and Excel cannot hold them: should one arrive, it is shown as text.
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? value : asText(value));
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : asText(value));
    case 'date':
      return (value) => (typeof value === 'string' && ISO_DATE.test(value) ? value : asText(value));
    case 'string':
    case 'stringList':
      return asText;
  }
}

/** One field's value as a cell value; see `cellConverter` for the rules. */
export function toCellValue(value: unknown, definition: FieldDefinition, options?: CellValueOptions): CellValue {
  return cellConverter(definition, options)(value);
}

/**
 * The text of any non-null value: a string itself, a list of strings joined with ", ", a number or boolean
 * as JavaScript writes it (`1e-7`, `true`), any other object or list as JSON.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(LIST_SEPARATOR);
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      // A cycle or a BigInt inside: cannot come from JSON.parse, but must not throw from a cell either.
      return JSON.stringify(value, tolerantReplacer()) ?? '';
    }
  }
  return String(value);
}

/** A JSON replacer that writes a BigInt as its digits and an object met again as "[Circular]". */
function tolerantReplacer(): (key: string, value: unknown) => unknown {
  const seen = new WeakSet<object>();
  return (_key, value) => {
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[Circular]';
      seen.add(value);
    }
    return value;
  };
}
