import { type CellValue, fieldNamed } from '../../../../core';
import { normalizeHeader, PART_NUMBER_HEADERS, QUANTITY_HEADERS } from '../../../../words';

/**
 * What a BOM's header cells say: which names a quantity column, which a part-number column, and which a field
 * PartSpec writes. Pure.
 */

/** Whether a header cell names the BOM's quantity column (Qty, Quantity, 数量, 用量, ...). */
export function isQuantityHeader(value: CellValue): boolean {
  return typeof value === 'string' && QUANTITY_HEADERS.has(normalizeHeader(value));
}

export function isPartNumberHeader(value: CellValue): boolean {
  return typeof value === 'string' && PART_NUMBER_HEADERS.has(normalizeHeader(value));
}

/** Whether a header cell names a field: `Status`, ` status `, and for a field with a unit `Capacitance (nF)`. */
export function namesField(header: string, field: string): boolean {
  const text = header.trim().toLowerCase();
  const name = field.toLowerCase();
  if (text === name) return true;
  // Only a field with a unit gets one written after its name; `Status (old)` is the user's, not PartSpec's.
  return fieldNamed(field)?.unit !== undefined && text.startsWith(`${name} (`) && text.endsWith(')');
}
