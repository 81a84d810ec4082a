import {
  DISPLAY_EXPONENTS,
  displayExponentOf,
  fieldNamed,
  isCalendarDate,
  type FieldDefinition,
  type Product,
  type Unit,
  type UnitChoices,
  UNIT_SYMBOLS,
  unitSymbolAt,
} from '../catalog';
import { QUOTE_PREFIX } from './cellText';
import type { CellValue } from './cellValue';
import { type Table, type TableOptions, toTable } from './toTable';

/**
 * How numbers of a field with a unit are written into a sheet:
 * - `'display'`: in the field's display unit (DISPLAY_EXPONENTS: 0.1 in a column headed `Capacitance (µF)`),
 *   the same for every table, so that a reader or a pivot sees 0.1, not 1E-07, and formulas that name the
 *   header keep working after the next insert;
 * - `'si'`: as the service sends them, in SI base units (`Capacitance (F)`), for formulas that expect them.
 */
export type NumberUnits = 'display' | 'si';

/** A table ready for a sheet: the values, and the number format each column wants (undefined: leave it). */
export interface SheetTable extends Table {
  numberFormats: (string | undefined)[];
}

/** A sheet table of products (toSheetTable), with the units its numbers were written in. */
export interface ProductSheetTable extends SheetTable {
  /** The field name of each column (the header names the unit too: `Capacitance (µF)`). */
  fields: string[];
  /**
   * Per field with a unit among the columns, the decimal exponent of the unit its numbers were written in
   * (0 for SI units): what a refresh passes back as `unitChoices`, so that the table keeps its units.
   */
  unitExponents: Record<string, number>;
}

export interface SheetTableOptions extends TableOptions {
  /** Default `'display'`. */
  numberUnits?: NumberUnits;
  /**
   * In `'display'` units, the unit chosen per field instead of its display unit (the user's settings, or
   * the units recorded with a table being refreshed). Default: none, every field in its display unit.
   * @example { Thickness: -6 } // Thickness (µm)
   */
  unitChoices?: UnitChoices;
}

/** Excel's format for the date serials written for dates. ISO order: no locale reads it as day-first. */
export const DATE_FORMAT = 'yyyy-mm-dd';
/** Whole counts (MinOrderQuantity). */
export const INTEGER_FORMAT = '#,##0';
/** SI values far from 1: engineering notation, exponent a multiple of 3, so 1E-07 shows as 100E-9. */
export const ENGINEERING_FORMAT = '##0.0##E+0';
export const GENERAL_FORMAT = 'General';

/**
 * Fields holding `YYYY-MM-DD` dates. ProductionEndDate is a String in the spec (2.3), but the service
 * writes it as a date like LastBuyDate (README, Records), and a sheet sorts and filters it better as one.
 */
const DATE_FIELDS: ReadonlySet<string> = new Set(['LastBuyDate', 'ProductionEndDate']);

/**
 * Products as a sheet table: `toTable`'s Excel-safe values, then per column what a sheet needs beyond
 * them: numbers of a field with a unit in a display unit named in the header (or in SI units, see
 * NumberUnits), well-formed dates as Excel date serials, and each column's number format.
 */
export function toSheetTable(products: readonly Product[], options?: SheetTableOptions): ProductSheetTable {
  const table = toTable(products, options);
  const fields = [...table.header];
  const numberUnits = options?.numberUnits ?? 'display';
  const unitExponents: Record<string, number> = {};
  const numberFormats: (string | undefined)[] = table.header.map((name, column) => {
    const definition = fieldNamed(name);
    if (!definition) return undefined;
    if (DATE_FIELDS.has(definition.name)) {
      convertColumn(table.rows, column, dateSerialOf);
      return DATE_FORMAT;
    }
    if (definition.type === 'integer') return INTEGER_FORMAT;
    if (definition.type === 'double' && definition.unit) {
      const exponent =
        numberUnits === 'si' ? 0 : displayExponentOf(definition.name, definition.unit, options?.unitChoices);
      unitExponents[definition.name] = exponent;
      return presentQuantities(table, column, definition, numberUnits, exponent);
    }
    return undefined;
  });
  return { header: table.header, rows: table.rows, numberFormats, fields, unitExponents };
}

/** Scales a column of one unit into its display unit and names the unit in the header; returns its format. */
function presentQuantities(
  table: Table,
  column: number,
  definition: FieldDefinition,
  numberUnits: NumberUnits,
  exponent: number,
): string {
  const unit = definition.unit!;
  if (numberUnits === 'si') {
    table.header[column] = `${definition.name} (${UNIT_SYMBOLS[unit]})`;
    return siNumberFormat(unit);
  }
  // The field's unit is fixed (DISPLAY_EXPONENTS, or the user's choice): the same header whatever the products.
  table.header[column] = `${definition.name} (${unitSymbolAt(unit, exponent)})`;
  if (exponent !== 0) {
    const scale = 10 ** exponent;
    // toPrecision(12) drops the binary noise of the division (1e-7 / 1e-6 = 0.09999999999999999).
    convertColumn(table.rows, column, (value) =>
      typeof value === 'number' ? Number((value / scale).toPrecision(12)) : value,
    );
  }
  return GENERAL_FORMAT;
}

/**
 * The number format of numbers of `unit` in SI base units: engineering notation for units whose values sit
 * far from 1 (farads, henries, hertz: 1E-07 reads as 100E-9), General for the others. The unit decides,
 * not the values, so a column's format does not move with its products.
 */
export function siNumberFormat(unit: Unit): string {
  const shown = 10 ** DISPLAY_EXPONENTS[unit];
  return shown >= 1e-3 && shown < 1e5 ? GENERAL_FORMAT : ENGINEERING_FORMAT;
}

function convertColumn(rows: CellValue[][], column: number, convert: (value: CellValue) => CellValue): void {
  for (const row of rows) row[column] = convert(row[column]);
}

/** Days since 1899-12-30, Excel's serial of a date in its 1900 date system (correct from March 1900 on). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * A `YYYY-MM-DD` text (quote-prefixed or not) as an Excel date serial; anything else, including an
 * impossible date such as 2027-02-30, unchanged.
 */
export function dateSerialOf(value: CellValue): CellValue {
  if (typeof value !== 'string') return value;
  const text = value.startsWith(QUOTE_PREFIX) ? value.slice(QUOTE_PREFIX.length) : value;
  if (!isCalendarDate(text)) return value;
  const [year, month, day] = text.split('-').map(Number);
  return Math.round((Date.UTC(year, month - 1, day) - EXCEL_EPOCH_MS) / DAY_MS);
}
