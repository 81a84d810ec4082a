import type { CellValue } from '../../../core';
import { general } from './displayNumber';

/**
 * The header texts Excel gives a new table from the values of its first row: a table's headers are
 * unique text, so Excel turns numbers and booleans into their text, names a blank header `Column<n>`
 * after its place in the table, and numbers a repeated header (`Name`, `Name2`), comparing without
 * regard to case.
 */
export function tableHeaders(values: readonly CellValue[]): string[] {
  const taken = new Set<string>();
  return values.map((value, index) => {
    const text =
      typeof value === 'number' ? general(value) : typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : value;
    let header = text === '' ? `Column${index + 1}` : text;
    for (let number = 2; taken.has(header.toUpperCase()); number++) header = `${text || 'Column'}${number}`;
    taken.add(header.toUpperCase());
    return header;
  });
}
