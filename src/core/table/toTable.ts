import {
  type BottomCategory,
  FIELDS,
  type FieldDefinition,
  type FieldPlace,
  fieldNamed,
  type Product,
} from '../catalog';
import { cellText, DEFAULT_TEXT_PROTECTION } from './cellText';
import { type CellConverter, type CellValue, type CellValueOptions, cellConverter } from './cellValue';

/** A header and rows of cell values, every row as long as the header. */
export interface Table {
  header: string[];
  rows: CellValue[][];
}

export interface TableOptions extends CellValueOptions {
  /**
   * Field names to include, in this order, by exact spec name (the caller resolves what a user typed);
   * `"Category"` is the product's bottom category ID. Default: `"Category"`, then every field that applies
   * to a category present among the products, in spec order (FIELDS).
   */
  fields?: readonly string[];
}

/** The pseudo-column holding each product's bottom category ID (the spec has no such record field). */
export const CATEGORY_COLUMN = 'Category';

/**
 * Where a column's value comes from, for one category: `empty` when the field does not apply to it,
 * `constant` for the Category pseudo-column, `field` for a field of the record or of a nested object.
 */
type Source = 'empty' | 'constant' | 'field';

interface ColumnPlan {
  readonly source: Source;
  readonly constant: CellValue;
  /** Index into the holders of a record: 0 the record itself, then its nested objects (PLACES). */
  readonly holder: number;
  readonly name: string;
  readonly convert: CellConverter;
}

const PLACES: readonly FieldPlace[] = ['product', 'ComplianceInfo', 'Specs', 'MediaFileUrls'];
const NO_OBJECT: Readonly<Record<string, unknown>> = Object.freeze({});
const EMPTY_CELL: CellConverter = () => '';

/**
 * Products as a table of Excel-safe cell values: numbers and booleans as such, lists joined, text capped
 * and (by default) quote-prefixed, a field that does not apply to a product's category as an empty cell.
 * Service text is data only: nothing here evaluates or interprets it.
 *
 * Converters and per-category column plans are built once; each cell is then one property read and one
 * converter call.
 *
 * @throws Error naming the field when `options.fields` holds a name that is neither a spec field nor
 *   "Category" (the caller resolves user input first, so this is a programming error).
 */
export function toTable(products: readonly Product[], options?: TableOptions): Table {
  const protection = options?.textProtection ?? DEFAULT_TEXT_PROTECTION;
  const columns = options?.fields ? resolveColumns(options.fields) : defaultColumns(products);
  const converters = columns.map((definition) =>
    definition ? cellConverter(definition, { textProtection: protection }) : EMPTY_CELL,
  );
  const header = columns.map((definition) => definition?.name ?? CATEGORY_COLUMN);

  const plans = new Map<BottomCategory, ColumnPlan[]>();
  const planOf = (category: BottomCategory): ColumnPlan[] => {
    let plan = plans.get(category);
    if (!plan) {
      plan = columns.map((definition, index): ColumnPlan => {
        if (!definition) {
          const constant = cellText(String(category), protection);
          return { source: 'constant', constant, holder: 0, name: '', convert: EMPTY_CELL };
        }
        if (!definition.categories.includes(category)) {
          return { source: 'empty', constant: '', holder: 0, name: '', convert: EMPTY_CELL };
        }
        const holder = PLACES.indexOf(definition.place);
        return { source: 'field', constant: '', holder, name: definition.name, convert: converters[index] };
      });
      plans.set(category, plan);
    }
    return plan;
  };

  const width = columns.length;
  const rows: CellValue[][] = new Array(products.length);
  const holders: Readonly<Record<string, unknown>>[] = [NO_OBJECT, NO_OBJECT, NO_OBJECT, NO_OBJECT];
  for (let row = 0; row < products.length; row++) {
    const product = products[row];
    const record = product.record;
    holders[0] = record;
    holders[1] = objectOrNothing(record.ComplianceInfo);
    holders[2] = objectOrNothing(record.Specs);
    holders[3] = objectOrNothing(record.MediaFileUrls);
    const plan = planOf(product.category);
    const cells: CellValue[] = new Array(width);
    for (let column = 0; column < width; column++) {
      const cell = plan[column];
      cells[column] =
        cell.source === 'field'
          ? cell.convert(holders[cell.holder][cell.name])
          : cell.source === 'constant'
            ? cell.constant
            : '';
    }
    rows[row] = cells;
  }
  return { header, rows };
}

/** The caller's fields in the caller's order; `undefined` stands for the Category pseudo-column. */
function resolveColumns(names: readonly string[]): (FieldDefinition | undefined)[] {
  return names.map((name) => {
    if (name === CATEGORY_COLUMN) return undefined;
    const definition = fieldNamed(name);
    if (!definition) {
      throw new Error(`toTable: unknown field "${name}" (expected a spec field name or "${CATEGORY_COLUMN}")`);
    }
    return definition;
  });
}

/** Category, then every field that applies to a category present, in spec order. */
function defaultColumns(products: readonly Product[]): (FieldDefinition | undefined)[] {
  const present = new Set<BottomCategory>();
  for (const product of products) present.add(product.category);
  return [undefined, ...FIELDS.filter((definition) => definition.categories.some((category) => present.has(category)))];
}

function objectOrNothing(value: unknown): Readonly<Record<string, unknown>> {
  return value !== null && typeof value === 'object' ? (value as Readonly<Record<string, unknown>>) : NO_OBJECT;
}
