import {
  fieldNamed,
  type Language,
  listedSpelling,
  listedValues,
  type NumberOperator,
  SEARCH_ITEMS,
  type SearchItem,
  searchItemNamed,
  type StringOperator,
} from '../../../../core';
import type { search as searchTexts } from '../../../../words/en/pane/search';
import { type CategoryChoice, categoriesCovered } from '../../../logic/categoryChoices';
import { displayExample } from './displayUnits';

/**
 * The Search view's conditions as data: one row per condition, each on one search item (spec 4.3), with
 * the inputs its type needs. The pane renders the rows; rowsToFilter.ts turns them into the Filter that
 * is sent, and says per row what to write instead when a row cannot be sent.
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
 * A number item. `text` (and `upperText`, for `between` only) as people type a quantity: a bare number in
 * the unit the item is shown in, named beside the input (Length `1.6` is 1.6 mm, Capacitance `0.1` is
 * 0.1 µF; displayUnits.ts), or with a unit or prefix (`100nF`, `4.7uH`, `50Vdc`, `125°C`). Unlike the
 * filter syntax, where a bare number is in SI base units, see core's readTypedQuantity.
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

/** The name of a comparison in the pane's words (`search.operators`): `eq` is "equals", "=" or "is" by its row. */
export type OperatorName = keyof typeof searchTexts.operators;

export interface OperatorChoice {
  readonly operator: RowOperator;
  /** What the pane lists it as (operatorLabel words it in the display language). */
  readonly name: OperatorName;
}

/** The comparisons of each kind of row, with their names. */
const TEXT_OPERATORS: readonly (readonly [RowOperator, OperatorName])[] = [
  ['startswith', 'startswith'],
  ['contains', 'contains'],
  ['eq', 'equals'],
];

const NUMBER_ROW_OPERATORS: readonly (readonly [RowOperator, OperatorName])[] = [
  ['ge', 'ge'],
  ['le', 'le'],
  ['eq', 'eq'],
  ['gt', 'gt'],
  ['lt', 'lt'],
  ['between', 'between'],
];

const BOOLEAN_OPERATORS: readonly (readonly [RowOperator, OperatorName])[] = [['eq', 'is']];
const LISTED_OPERATORS: readonly (readonly [RowOperator, OperatorName])[] = [['eq', 'isAnyOf']];

/** Category is not a condition row: the pane chooses it on its own, and rowsToFilter adds it. */
export function conditionItem(item: string): SearchItem | undefined {
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
  return operatorsOfKind(rowKindOf(searchItem)).map(([operator, name]) => ({ operator, name }));
}

function operatorsOfKind(kind: RowKind): readonly (readonly [RowOperator, OperatorName])[] {
  switch (kind) {
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

/**
 * What a row's input hints (its placeholder, worded by inputHintText): how to write a value of the item, an
 * example number in the unit shown beside it; none for yes/no, listed values and names that are no item.
 */
export type InputHint =
  { readonly kind: 'example'; readonly example: string } | { readonly kind: 'aNumber' } | { readonly kind: 'text' };

export function inputHint(item: string): InputHint | undefined {
  const searchItem = conditionItem(item);
  if (!searchItem) return undefined;
  switch (rowKindOf(searchItem)) {
    case 'number':
      return searchItem.unit ? { kind: 'example', example: displayExample(searchItem.unit) } : { kind: 'aNumber' };
    case 'text':
      return { kind: 'text' };
    case 'boolean':
    case 'listed':
      return undefined;
  }
}

/** The values typed in a text row: split at commas and `|`, trimmed, blanks dropped. */
export function textValues(text: string): string[] {
  return text
    .split(/[,|]/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
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
      const translated = listedSpelling(listed, value, to, [from]) ?? value;
      if (!values.includes(translated)) values.push(translated);
    }
    return { ...row, values };
  });
}
