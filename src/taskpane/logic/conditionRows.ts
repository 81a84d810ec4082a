import {
  checkLiteral,
  type Condition,
  englishListedValue,
  fieldNamed,
  type Filter,
  formatFilter,
  formatOrderBy,
  FRIENDLY_EXAMPLES,
  LANGUAGES,
  type Language,
  type ListedItemName,
  listedValues,
  localizedListedValue,
  NUMBER_OPERATORS,
  type NumberOperator,
  parseQuantity,
  SEARCH_ITEMS,
  type SearchItem,
  searchItemNamed,
  type SortOrder,
  STRING_OPERATORS,
  type StringOperator,
  type Unit,
  UnsafeValueError,
} from '../../core';
import { type CategoryChoice, categoriesCovered, categoryLabel } from './categoryChoices';

/**
 * The Search view's conditions as data: one row per condition, each on one search item (spec 4.3), with
 * the inputs its type needs. The pane renders the rows; rowsToFilter turns them into the Filter that is
 * sent, and says per row what to write instead when a row cannot be sent.
 */

/** Number items also offer `between`, the spec's range form `Item ge a and Item le b` (spec 4.3). */
export type NumberRowOperator = NumberOperator | 'between';
export type RowOperator = StringOperator | NumberRowOperator;

interface RowBase {
  /** Stable while the row lives, so that problems and edits find their row. */
  readonly id: string;
  /** The search item's name as the spec writes it (`Capacitance`, `SizecodeInch`). */
  readonly item: string;
}

/**
 * A text item. `text` may hold several values separated by commas (or by `|`, the spec's own separator):
 * `0402, 0603` matches either (spec 4.3 rule 1). Spaces around each value are dropped.
 */
export interface TextRow extends RowBase {
  readonly kind: 'text';
  readonly operator: StringOperator;
  readonly text: string;
}

/**
 * A number item. `text` (and `upperText`, for `between` only) as engineers write a quantity: `100nF`,
 * `4.7uH`, `1.6mm`, `125°C`, or a plain number in the item's SI unit (`1e-7`), as in the friendly filter syntax.
 */
export interface NumberRow extends RowBase {
  readonly kind: 'number';
  readonly operator: NumberRowOperator;
  readonly text: string;
  readonly upperText: string;
}

/** A yes/no item. */
export interface BooleanRow extends RowBase {
  readonly kind: 'boolean';
  readonly operator: 'eq';
  readonly value: boolean;
}

/**
 * A restricted item (spec 4.3 rule 4): values chosen from its listed values (spec 4.4), in the pane's
 * language. The row matches when any chosen value does.
 */
export interface ListedRow extends RowBase {
  readonly kind: 'listed';
  readonly operator: 'eq';
  readonly values: readonly string[];
}

export type ConditionRow = TextRow | NumberRow | BooleanRow | ListedRow;
export type RowKind = ConditionRow['kind'];

export interface OperatorChoice {
  readonly operator: RowOperator;
  readonly label: string;
}

export interface RowProblem {
  readonly rowId: string;
  /** What is wrong and what to write instead, starting with the item's name. */
  readonly message: string;
}

const TEXT_OPERATORS: readonly OperatorChoice[] = [
  { operator: 'startswith', label: 'starts with' },
  { operator: 'contains', label: 'contains' },
  { operator: 'eq', label: 'equals' },
];

const NUMBER_ROW_OPERATORS: readonly OperatorChoice[] = [
  { operator: 'ge', label: '≥ (at least)' },
  { operator: 'le', label: '≤ (at most)' },
  { operator: 'eq', label: '= (equals)' },
  { operator: 'gt', label: '> (more than)' },
  { operator: 'lt', label: '< (less than)' },
  { operator: 'between', label: 'between' },
];

const BOOLEAN_OPERATORS: readonly OperatorChoice[] = [{ operator: 'eq', label: 'is' }];
const LISTED_OPERATORS: readonly OperatorChoice[] = [{ operator: 'eq', label: 'is any of' }];

/** What a value of each unit is called in a message, with its article: `"100nX" is not a capacitance`. */
const QUANTITY_NOUNS: Readonly<Record<Unit, string>> = {
  m: 'a length',
  g: 'a mass',
  F: 'a capacitance',
  H: 'an inductance',
  V: 'a voltage',
  A: 'a current',
  ohm: 'a resistance',
  Hz: 'a frequency',
  degC: 'a temperature',
};

/** Category is not a condition row: the pane chooses it on its own, and rowsToFilter adds it. */
function conditionItem(item: string): SearchItem | undefined {
  const searchItem = searchItemNamed(item);
  return searchItem && searchItem.name !== 'Category' ? searchItem : undefined;
}

/** The kind of row a search item gets: restricted items are chosen from their listed values. */
export function rowKindOf(searchItem: SearchItem): RowKind {
  if (searchItem.restricted && searchItem.listed) return 'listed';
  switch (searchItem.type) {
    case 'double':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
      return 'text';
  }
}

/** The comparisons an item offers, in the order the pane lists them; none for a name that is not a search item. */
export function operatorsFor(item: string): readonly OperatorChoice[] {
  const searchItem = conditionItem(item);
  if (!searchItem) return [];
  switch (rowKindOf(searchItem)) {
    case 'text':
      return TEXT_OPERATORS;
    case 'number':
      return NUMBER_ROW_OPERATORS;
    case 'boolean':
      return BOOLEAN_OPERATORS;
    case 'listed':
      return LISTED_OPERATORS;
  }
}

let lastRowNumber = 0;

/**
 * An empty row on `item`: text items start as "equals" (Partno as "starts with", how part numbers are
 * looked for), numbers as "≥", yes/no as yes, listed items with nothing chosen.
 * @throws RangeError when `item` is not a search item, or is Category (chosen separately).
 */
export function newRow(item: string, id?: string): ConditionRow {
  const searchItem = conditionItem(item);
  if (!searchItem) {
    throw new RangeError(
      item === 'Category'
        ? 'Category is chosen on its own, not as a condition row'
        : `"${item}" is not a search item; choose one of itemsForCategory()`,
    );
  }
  const base = { id: id ?? `row-${(lastRowNumber += 1)}`, item: searchItem.name };
  switch (rowKindOf(searchItem)) {
    case 'text':
      return { ...base, kind: 'text', operator: searchItem.name === 'Partno' ? 'startswith' : 'eq', text: '' };
    case 'number':
      return { ...base, kind: 'number', operator: 'ge', text: '', upperText: '' };
    case 'boolean':
      return { ...base, kind: 'boolean', operator: 'eq', value: true };
    case 'listed':
      return { ...base, kind: 'listed', operator: 'eq', values: [] };
  }
}

/**
 * The row on another item, keeping its id, and its operator and inputs when the new item takes them
 * (Length ≥ 1.6mm becomes Width ≥ 1.6mm); otherwise a new empty row.
 */
export function withItem(row: ConditionRow, item: string): ConditionRow {
  const fresh = newRow(item, row.id);
  if (fresh.kind !== row.kind || fresh.kind === 'listed') {
    // Listed values belong to their item: Status values mean nothing for Mounting.
    return fresh;
  }
  return { ...row, item: fresh.item } as ConditionRow;
}

/** Whether an item's field applies to a product of the chosen category (README: which fields apply to which category). */
export function appliesTo(searchItem: SearchItem, category: CategoryChoice): boolean {
  const definition = fieldNamed(searchItem.field);
  if (!definition) return searchItem.name === 'Category';
  return categoriesCovered(category).some((covered) => definition.categories.includes(covered));
}

/**
 * The items a condition row may use for a chosen category, in the spec's order (4.3): those whose field
 * applies to at least one category it covers. Category itself is chosen separately and is not among them.
 */
export function itemsForCategory(category: CategoryChoice): SearchItem[] {
  return SEARCH_ITEMS.filter((searchItem) => searchItem.name !== 'Category' && appliesTo(searchItem, category));
}

/** The values a listed row offers, in `lang`, in the spec's order; none for other items. */
export function listedChoices(item: string, lang: Language): string[] {
  const searchItem = conditionItem(item);
  return searchItem?.restricted && searchItem.listed ? listedValues(searchItem.listed, lang) : [];
}

/** A placeholder for a row's input: how to write a value of the item. */
export function inputHint(item: string): string {
  const searchItem = conditionItem(item);
  if (!searchItem) return '';
  switch (rowKindOf(searchItem)) {
    case 'number':
      return searchItem.unit ? `e.g. ${FRIENDLY_EXAMPLES[searchItem.unit]}` : 'a number';
    case 'text':
      return 'one value, or several separated by commas';
    case 'boolean':
    case 'listed':
      return '';
  }
}

/** The values typed in a text row: split at commas and `|`, trimmed, blanks dropped. */
export function textValues(text: string): string[] {
  return text
    .split(/[,|]/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

type RowReading = { readonly conditions: readonly Condition[] } | { readonly problem: string };

/**
 * The filter the rows stand for: the Category condition first (unless `all`), then each row's
 * condition(s) in row order, joined with `and`. A row that cannot be sent is left out and gets a problem
 * saying what to write instead; an empty row is a problem too, so that nothing the user sees on screen
 * is silently dropped from the search.
 */
export function rowsToFilter(input: {
  readonly category: CategoryChoice;
  readonly rows: readonly ConditionRow[];
  readonly lang: Language;
}): { filter: Filter; problems: RowProblem[] } {
  const conditions: Condition[] =
    input.category === 'all' ? [] : [{ kind: 'string', item: 'Category', operator: 'eq', values: [input.category] }];
  const problems: RowProblem[] = [];
  for (const row of input.rows) {
    const reading = readRow(row, input.category, input.lang);
    if ('problem' in reading) {
      problems.push({ rowId: row.id, message: reading.problem });
    } else {
      conditions.push(...reading.conditions);
    }
  }
  return { filter: { conditions }, problems };
}

function readRow(row: ConditionRow, category: CategoryChoice, lang: Language): RowReading {
  const searchItem = conditionItem(row.item);
  if (!searchItem) {
    return {
      problem:
        row.item === 'Category'
          ? 'Category: choose the category above the conditions, and remove this row.'
          : `"${row.item}" is not a search item: choose an item from the list.`,
    };
  }
  const item = searchItem.name;
  if (!appliesTo(searchItem, category)) {
    return {
      problem: `${item} does not apply to ${categoryLabel(category).toLowerCase()}, so no product would match: remove this condition or choose another category.`,
    };
  }
  if (row.kind !== rowKindOf(searchItem)) {
    return { problem: `${item}: this condition does not fit the item; choose the item again.` };
  }
  switch (row.kind) {
    case 'text':
      return readText(row, searchItem);
    case 'number':
      return readNumber(row, searchItem);
    case 'boolean':
      return typeof row.value === 'boolean'
        ? { conditions: [{ kind: 'boolean', item, value: row.value }] }
        : { problem: `${item}: choose yes or no.` };
    case 'listed':
      return readListed(row, searchItem, lang);
  }
}

function readText(row: TextRow, searchItem: SearchItem): RowReading {
  const item = searchItem.name;
  if (!STRING_OPERATORS.includes(row.operator)) {
    return { problem: `${item}: choose starts with, contains or equals.` };
  }
  const values = [...new Set(textValues(row.text))];
  if (values.length === 0) {
    return {
      problem: `${item}: enter a value (several: separate them with commas), or remove this condition.`,
    };
  }
  for (const value of values) {
    if (value.includes("'")) {
      return {
        problem: `${item}: "${value}" contains ', which the service cannot search for; search for the text before or after it with "contains" instead.`,
      };
    }
    try {
      checkLiteral(item, value);
    } catch (error) {
      return { problem: `${item}: ${messageOf(error)}; retype the value.` };
    }
  }
  return { conditions: [{ kind: 'string', item, operator: row.operator, values }] };
}

function readNumber(row: NumberRow, searchItem: SearchItem): RowReading {
  const item = searchItem.name;
  const unit = searchItem.unit;
  if (!unit) {
    return { problem: `${item}: this item has no unit to read values in; choose another item.` };
  }
  const example = FRIENDLY_EXAMPLES[unit];
  const read = (text: string): number | string => {
    if (text.trim() === '') return '';
    const reading = parseQuantity(text, unit, item);
    return 'value' in reading
      ? reading.value
      : `${item}: "${text.trim()}" is not ${QUANTITY_NOUNS[unit]}; write it like ${example}.`;
  };
  if (row.operator === 'between') {
    const [lower, upper] = [read(row.text), read(row.upperText)];
    if (lower === '' || upper === '') {
      return {
        problem: `${item}: enter both ends of the range, each like ${example}, or choose another comparison.`,
      };
    }
    if (typeof lower === 'string') return { problem: lower };
    if (typeof upper === 'string') return { problem: upper };
    if (lower > upper) {
      return {
        problem: `${item}: the range from ${row.text.trim()} to ${row.upperText.trim()} holds no value; put the smaller value first.`,
      };
    }
    return {
      conditions: [
        { kind: 'number', item, operator: 'ge', value: lower },
        { kind: 'number', item, operator: 'le', value: upper },
      ],
    };
  }
  const operator = row.operator;
  if (!(NUMBER_OPERATORS as readonly string[]).includes(operator)) {
    return { problem: `${item}: choose a comparison (≥, ≤, =, >, < or between).` };
  }
  const value = read(row.text);
  if (value === '') {
    return { problem: `${item}: enter a value like ${example}, or remove this condition.` };
  }
  if (typeof value === 'string') return { problem: value };
  return { conditions: [{ kind: 'number', item, operator: operator as NumberOperator, value }] };
}

/**
 * A listed value as the service accepts it in `lang`: the listed spelling in that language, found from
 * its spelling in any language (a value chosen before the language changed still counts), or undefined.
 */
function listedSpelling(listed: ListedItemName, value: string, lang: Language): string | undefined {
  const trimmed = value.trim();
  for (const from of [lang, ...LANGUAGES.filter((other) => other !== lang)]) {
    const english = englishListedValue(listed, trimmed, from);
    if (english !== undefined) return localizedListedValue(listed, english, lang);
  }
  return undefined;
}

function readListed(row: ListedRow, searchItem: SearchItem, lang: Language): RowReading {
  const item = searchItem.name;
  const listed = searchItem.listed as ListedItemName;
  if (row.values.length === 0) {
    return { problem: `${item}: choose at least one value, or remove this condition.` };
  }
  const values: string[] = [];
  for (const value of row.values) {
    const spelling = listedSpelling(listed, value, lang);
    if (spelling === undefined) {
      return {
        problem: `${item}: "${value}" is not one of its values; choose from the list (${listedValues(listed, lang).join(', ')}).`,
      };
    }
    if (!values.includes(spelling)) values.push(spelling);
  }
  return { conditions: [{ kind: 'string', item, operator: 'eq', values }] };
}

/**
 * The rows with their listed values in `to` instead of `from`, so that a language change keeps every
 * choice (In Production becomes 生产中 and back). A value not listed in `from` is kept as it is; text,
 * number and yes/no rows are unchanged.
 */
export function translateRows(rows: readonly ConditionRow[], from: Language, to: Language): ConditionRow[] {
  return rows.map((row) => {
    const searchItem = conditionItem(row.item);
    if (row.kind !== 'listed' || !searchItem?.listed) return row;
    const listed = searchItem.listed;
    const values: string[] = [];
    for (const value of row.values) {
      const english = englishListedValue(listed, value, from);
      const translated = english === undefined ? value : localizedListedValue(listed, english, to);
      if (!values.includes(translated)) values.push(translated);
    }
    return { ...row, values };
  });
}

/** What the pane shows as "will be sent": `$filter` and `$orderby` in the spec's syntax, before URL encoding. */
export type FilterText =
  { readonly filter: string; readonly orderby: string } | { readonly problem: string; readonly item: string };

/**
 * The exact `$filter` and `$orderby` of a search, as people read them (formatFilter, formatOrderBy); the
 * request carries them percent-encoded. A value that cannot be sent faithfully is a problem, never text
 * that would mean something else.
 */
export function filterText(filter: Filter, orderby: readonly SortOrder[]): FilterText {
  try {
    return { filter: formatFilter(filter), orderby: formatOrderBy(orderby) };
  } catch (error) {
    if (error instanceof UnsafeValueError) {
      return { problem: `${error.message}. Change that condition.`, item: error.item };
    }
    throw error;
  }
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // checkLiteral's sentence starts "Cannot send the value ... of Item: it ...": the row already names the item.
  return text.replace(/^Cannot send the value "(.*)" of [A-Za-z]+: it /, '"$1" ');
}
