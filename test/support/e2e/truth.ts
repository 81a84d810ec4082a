import { fieldNamed, fieldValue, type Product } from '../../../src/core';

/** Counts as the pane writes them, whatever the machine's locale: 12,345. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

/** A product's number field (in SI units, as the service sends it); throws when it has none. */
export function specNumber(product: Product, field: string): number {
  const definition = fieldNamed(field);
  const value = definition ? fieldValue(product, definition) : undefined;
  if (typeof value !== 'number') throw new Error(`${product.record.Partno} has no number ${field}: ${String(value)}`);
  return value;
}

/** `2025-04-30` -> Excel's date serial of that day (1900 date system: days since 1899-12-30 from March 1900). */
export function excelSerial(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

/**
 * How many of a sheet header's columns the product has a value for (null, '' and [] are none; Category
 * always): what a complete row of it holds. `Capacitance (µF)` is the field Capacitance.
 */
export function filledFields(product: Product, header: readonly string[]): number {
  return header.filter((title) => {
    if (title === 'Category') return true;
    const definition = fieldNamed(title.replace(/ \(.*\)$/, ''));
    if (!definition || !definition.categories.includes(product.category)) return false;
    const value = fieldValue(product, definition);
    return !(value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0));
  }).length;
}
