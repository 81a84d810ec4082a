import { CellRefusal } from './excelErrors';

/**
 * What Excel passes for a cell that holds a data type: with `allowCustomDataForDataTypeAny` (the metadata
 * PART.CARD needs to return cards), a parameter of type any receives the value in Office.js's cell-value
 * schema, an object, where it would otherwise have received text or a number. `String()` of it is
 * "[object Object]", which nothing may ever look up or show.
 *
 * A formatted number, a string, a double or a boolean is read as its basic value; an entity (a PartSpec card,
 * or any other with a Partno property) gives its part number where a part number is asked for; any other data
 * type is refused with words that name it.
 */

/** The members of a cell value this reads; anything else of it is left alone. */
interface DataTypeValue {
  readonly type?: unknown;
  readonly basicValue?: unknown;
  readonly text?: unknown;
  readonly properties?: unknown;
}

const BASIC = new Set(['String', 'Double', 'FormattedNumber', 'Boolean']);

function isPrimitive(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** How a message names a data type: its text (a card shows its part number), else its kind; words cut it short. */
function nameOf(value: DataTypeValue): string {
  if (typeof value.text === 'string' && value.text.trim() !== '') return value.text.trim();
  return typeof value.type === 'string' ? value.type : 'data type';
}

/** The text of a data type where text or a number is asked for: its basic value, or a refusal in words. */
export function textOfDataType(value: object): string {
  const cell = value as DataTypeValue;
  if (typeof cell.type === 'string' && BASIC.has(cell.type) && isPrimitive(cell.basicValue)) {
    return String(cell.basicValue).trim();
  }
  throw new CellRefusal('#VALUE!', (words) => words.dataTypeNotText(nameOf(cell)));
}

/**
 * The part number a data type stands for: an entity's Partno property (a PartSpec card has one, and any
 * entity may); a basic value as its text. An entity without Partno, or another data type, is refused in words.
 */
export function partnoOfDataType(value: object): string {
  const cell = value as DataTypeValue;
  const properties = cell.properties;
  if (typeof properties === 'object' && properties !== null) {
    const partno = (properties as Record<string, unknown>).Partno;
    if (isPrimitive(partno)) return String(partno).trim();
    if (typeof partno === 'object' && partno !== null) return textOfDataType(partno);
    throw new CellRefusal('#VALUE!', (words) => words.entityWithoutPartno(nameOf(cell)));
  }
  return textOfDataType(value);
}
