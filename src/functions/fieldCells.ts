import { type FieldDefinition, FIELDS, fieldValue, type Product, resolveField, toCellValue } from '../core';
import { cellText, flatten, type CellInput } from './cells';
import { CellRefusal, type ExcelError } from './excelErrors';

/** A cell of a result: a value, or an Excel error in that cell only. */
export type ResultCell = string | number | boolean | ExcelError;

/**
 * Most field names one call takes: every field of the catalogue once. More could only repeat fields, and a
 * range of thousands of them would make a result of as many columns (past a sheet's 16,384) and every row
 * that wide: refused before anything is asked or built.
 */
const MAX_FIELDS = Math.min(FIELDS.length, 16_384);

/** The fields a range of field names names, each resolved (an unknown one is refused with the nearest). */
export function fieldsOf(input: CellInput): FieldDefinition[] {
  const cells = flatten(input);
  const names = cells.map(cellText).filter((name) => name !== '');
  if (names.length === 0) throw new CellRefusal('#VALUE!', (words) => words.noFieldNames());
  if (names.length > MAX_FIELDS) {
    throw new CellRefusal('#VALUE!', (words) => words.tooManyFields(names.length, MAX_FIELDS));
  }
  return names.map((name) => resolveField(name));
}

/** A field's value of a product as a cell holds it. */
export function valueOf(product: Product, definition: FieldDefinition): ResultCell {
  // A field that does not apply to the part's category is an empty cell, not an error.
  if (!definition.categories.includes(product.category)) return '';
  return toCellValue(fieldValue(product, definition), definition, { textProtection: 'none' });
}
