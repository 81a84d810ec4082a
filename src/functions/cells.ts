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

/** A cell's value as text, '' for an empty cell. Numbers keep their digits (a part number typed as a number). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

/** An optional parameter Excel left out arrives as null or undefined. */
export function given(value: unknown): boolean {
  return value !== null && value !== undefined && cellText(value) !== '';
}
