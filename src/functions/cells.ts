import { partnoOfDataType, textOfDataType } from './dataTypeCells';

/** What Excel passes for a parameter: one value, or a range as rows of values. */
export type CellInput = unknown;

/** The values of a cell or a range, row by row; empty cells are ''. */
export function flatten(input: CellInput): unknown[] {
  if (!Array.isArray(input)) return [input];
  // A loop rather than flatMap: a recalculation flattens two ranges for each of tens of thousands of cells.
  const values: unknown[] = [];
  for (const row of input as unknown[]) {
    if (Array.isArray(row)) for (const value of row as unknown[]) values.push(value);
    else values.push(row);
  }
  return values;
}

/** True when a range is one row of several cells (the result then keeps that orientation). */
export function isRow(input: CellInput): boolean {
  return Array.isArray(input) && input.length === 1 && Array.isArray(input[0]) && input[0].length > 1;
}

/**
 * A cell's value as text, '' for an empty cell. Numbers keep their digits (a part number typed as a number).
 * A data type gives its basic value (a formatted number, say), or is refused in words (dataTypeCells.ts).
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return flatten(value).map(cellText).join(',');
  if (typeof value === 'object') return textOfDataType(value);
  return String(value).trim();
}

/** A cell's part number: as cellText, but a card, or any entity with a Partno property, gives that part number. */
export function partnoText(value: unknown): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return partnoOfDataType(value);
  return cellText(value);
}

/** An optional parameter Excel left out arrives as null or undefined. */
export function given(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  // A data type is given, whatever it is: what it holds is read, or refused in words, where it is used. A
  // range is given unless it is one empty cell (its cells are read one by one where it is used).
  if (typeof value === 'object' && !Array.isArray(value)) return true;
  return String(value).trim() !== '';
}
