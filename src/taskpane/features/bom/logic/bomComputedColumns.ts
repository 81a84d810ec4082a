import {
  type CellValue,
  englishListedValue,
  INTEGER_FORMAT,
  isCalendarDate,
  partnoKey,
  type Language,
  type NumberUnits,
  type Product,
  type SheetTable,
  toSheetTable,
  toTable,
  type UnitChoices,
} from '../../../../core';
import type { Reading } from './bomChanges';
import { type LastChanges, lastChangedText } from './bomLastChanges';
import { COMPUTED_BOM_COLUMNS, DEFAULT_BOM_COLUMNS } from './bomColumns';

/**
 * What a BOM refresh works out itself from the products found and the time of the refresh: the computed
 * columns (COMPUTED_BOM_COLUMNS), the deadlines to buy by, and the reading kept to compare the next refresh
 * with. Pure: the job looks the products up, reads the BOM's quantities and writes the results.
 */

/** A part with a last buy date, for the pane's list of deadlines (soonest first). */
export interface BuyDeadline {
  readonly partno: string;
  readonly lastBuyDate: string;
  /** Days from the refresh to it; negative once passed. */
  readonly days: number;
  /** What to buy by then, when the BOM has a quantity column and planned builds were given. */
  readonly quantity?: number;
}

/** The table a BOM refresh writes, one row per product found, with the units its numbers are in. */
export type BomSheetTable = SheetTable & { unitExponents: Record<string, number> };

/** What the last-time-buy quantities of a refresh are worked out from, besides each found product. */
export interface BuyPlan {
  /** When the refresh is made: days are counted from its local calendar date. */
  readonly today: Date;
  /** The BOM's quantity of the found product at `index` (among the products found), when it has one. */
  readonly quantityOf: (index: number) => number | undefined;
  /** Builds still planned; undefined when none were given. */
  readonly builds?: number;
}

/** What the computed columns of a refresh are worked out from, besides each found product. */
export interface ComputedColumnInputs extends BuyPlan {
  /** Each part's last changes (bomLastChanges), by partnoKey of the part number: its Changed cell. */
  readonly lastChangesOf: ReadonlyMap<string, LastChanges>;
  /** The BestAlternative or AlternativeVerdict cell of a product: its alternatives are the job's to look up. */
  readonly alternativeCell: (product: Product, column: 'BestAlternative' | 'AlternativeVerdict') => CellValue;
}

/** Whole days from `today` (local calendar date) to a `YYYY-MM-DD` date, negative once it has passed; '' without one. */
export function daysTo(date: unknown, today: Date): CellValue {
  if (typeof date !== 'string' || !isCalendarDate(date)) return '';
  const [year, month, day] = date.split('-').map(Number);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.UTC(year, month - 1, day) - start) / 86_400_000);
}

/** Quantity x builds, rounded up to a whole number of MinOrderQuantity, for a part with a last buy date; '' otherwise. */
export function lastTimeBuy(product: Product, quantity: number | undefined, builds: number | undefined): CellValue {
  if (quantity === undefined || builds === undefined || typeof product.record.LastBuyDate !== 'string') return '';
  const needed = Math.ceil(quantity * builds);
  const lot = product.record.MinOrderQuantity;
  return typeof lot === 'number' && lot > 0 ? Math.ceil(needed / lot) * lot : needed;
}

/** The parts with a last buy date, soonest first (then by part number), with what to buy by then where known. */
export function buyDeadlines(products: readonly Product[], plan: BuyPlan): BuyDeadline[] {
  return products
    .flatMap((product, index) => {
      const lastBuyDate = product.record.LastBuyDate;
      const days = daysTo(lastBuyDate, plan.today);
      if (typeof lastBuyDate !== 'string' || typeof days !== 'number') return [];
      const quantity = lastTimeBuy(product, plan.quantityOf(index), plan.builds);
      return [
        { partno: product.record.Partno, lastBuyDate, days, ...(typeof quantity === 'number' ? { quantity } : {}) },
      ];
    })
    .sort((a, b) => a.days - b.days || a.partno.localeCompare(b.partno));
}

/**
 * The fields a refresh compares with the last one: the default lifecycle columns whatever was asked, and
 * every other field asked for; never a computed column, which is worked out from these.
 */
export function watchedFields(fields: readonly string[]): string[] {
  return [...new Set([...DEFAULT_BOM_COLUMNS, ...fields])].filter((field) => !COMPUTED_BOM_COLUMNS.includes(field));
}

/** Per part number (upper case), the watched fields' values as a table gives them, listed values in English. */
export function readingOf(products: readonly Product[], fields: readonly string[], lang: Language): Reading {
  const table = toTable(products, { fields, textProtection: 'none' });
  const reading: Record<string, Record<string, CellValue>> = {};
  products.forEach((product, index) => {
    const values: Record<string, CellValue> = {};
    fields.forEach((field, column) => {
      const value = table.rows[index][column];
      // The same status whatever language the BOM was refreshed in, so that a change of language is no change.
      values[field] =
        field === 'Status' && typeof value === 'string' ? (englishListedValue('Status', value, lang) ?? value) : value;
    });
    // Kept by the part number as the catalogue writes it: the Changes sheet shows it.
    reading[product.record.Partno] = values;
  });
  return reading;
}

/** The cell of a computed column (`column`) for the found product at `row` (its index among the products found). */
export function computedCell(
  inputs: ComputedColumnInputs,
): (product: Product, column: string, row: number) => CellValue {
  return (product, column, row) => {
    if (column === 'Changed') return lastChangedText(inputs.lastChangesOf.get(partnoKey(product.record.Partno)));
    if (column === 'DaysToLastBuy') return daysTo(product.record.LastBuyDate, inputs.today);
    if (column === 'BestAlternative' || column === 'AlternativeVerdict') return inputs.alternativeCell(product, column);
    return lastTimeBuy(product, inputs.quantityOf(row), inputs.builds);
  };
}

/**
 * The sheet table of the products found, one column per field in `fields`' order: the service's fields as
 * toSheetTable writes them, the computed columns from `inputs`.
 */
export function bomSheetTable(
  products: readonly Product[],
  fields: readonly string[],
  units: { readonly numberUnits: NumberUnits; readonly unitChoices?: UnitChoices },
  inputs: ComputedColumnInputs,
): BomSheetTable {
  return withComputedColumns(
    toSheetTable(products, {
      fields: fields.filter((field) => !COMPUTED_BOM_COLUMNS.includes(field)),
      numberUnits: units.numberUnits,
      unitChoices: units.unitChoices,
    }),
    fields,
    products,
    computedCell(inputs),
  );
}

/**
 * The sheet table with PartSpec's computed columns put in their place among `fields`, each cell from
 * `computed` (text quote-prefixed, as toSheetTable writes text).
 */
export function withComputedColumns(
  table: BomSheetTable,
  fields: readonly string[],
  products: readonly Product[],
  computed: (product: Product, column: string, row: number) => CellValue,
): BomSheetTable {
  if (!fields.some((field) => COMPUTED_BOM_COLUMNS.includes(field))) return table;
  const source = new Map<string, number>();
  let next = 0;
  for (const field of fields) if (!COMPUTED_BOM_COLUMNS.includes(field)) source.set(field, next++);
  const cellOf = (row: number, field: string): CellValue => {
    const index = source.get(field);
    if (index !== undefined) return table.rows[row][index];
    const value = computed(products[row], field, row);
    return typeof value === 'string' && value !== '' ? `'${value}` : value;
  };
  return {
    header: fields.map((field) => {
      const index = source.get(field);
      return index === undefined ? field : table.header[index];
    }),
    rows: products.map((_, row) => fields.map((field) => cellOf(row, field))),
    numberFormats: fields.map((field) => {
      const index = source.get(field);
      return index === undefined
        ? field === 'DaysToLastBuy'
          ? INTEGER_FORMAT
          : undefined
        : table.numberFormats[index];
    }),
    unitExponents: table.unitExponents,
  };
}
