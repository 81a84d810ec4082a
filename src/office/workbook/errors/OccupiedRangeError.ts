import { isPartSpecErrorNamed, PartSpecError } from '../../../core';
import { rangeA1 } from '../a1';
import type { RangeAddress, RangeContents } from '../Workbook';

/**
 * The cells a table would go into already hold something, or belong to an Excel table, and the caller did
 * not allow replacing them. Nothing was written. `range` is the whole rectangle the table needs, header
 * included.
 */
export class OccupiedRangeError extends PartSpecError {
  override readonly name = 'OccupiedRangeError';
  readonly range: RangeAddress;
  /** Whether a cell of `range` holds a value or a formula. */
  readonly holdsValues: boolean;
  /** The Excel tables `range` overlaps: writing there makes them plain ranges (an Excel table cannot overlap another). */
  readonly tables: readonly string[];

  constructor(range: RangeAddress, contents: RangeContents = { values: true, tables: [] }) {
    const where = rangeA1(range);
    const one = contents.tables.length === 1;
    super(
      contents.tables.length === 0
        ? `${where} already holds values, so nothing was written. Choose an empty place (or a new sheet), or allow PartSpec to replace those values.`
        : `${where} ${occupiedBy(contents)}, so nothing was written. Choose an empty place outside ${one ? 'that table' : 'those tables'} (or a new sheet), or allow PartSpec to write there: ${one ? 'the table then becomes a plain range' : 'those tables then become plain ranges'}.`,
    );
    this.range = range;
    this.holdsValues = contents.values;
    this.tables = [...contents.tables];
  }
}

/** Whether `value` is an OccupiedRangeError, also one made by another copy of PartSpec's code. */
export function isOccupiedRangeError(value: unknown): value is OccupiedRangeError {
  return isPartSpecErrorNamed<OccupiedRangeError>(value, 'OccupiedRangeError');
}

/** `holds values`, `overlaps the Excel table "Parts"`, `holds values and overlaps the Excel tables "A" and "B"`. */
export function occupiedBy(contents: RangeContents): string {
  const { tables } = contents;
  if (tables.length === 0) return 'holds values';
  const names = tables.map((name) => `"${name}"`);
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const table = `overlaps the Excel ${tables.length === 1 ? 'table' : 'tables'} ${listed}`;
  return contents.values ? `holds values and ${table}` : table;
}
