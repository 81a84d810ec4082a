import {
  type Condition,
  displayExponentOf,
  type Filter,
  formatFilter,
  formatOrderBy,
  type Language,
  NUMBER_OPERATORS,
  type NumberOperator,
  rangeProblemOf,
  readCondition,
  readTypedQuantity,
  type SearchItem,
  type SortOrder,
  STRING_OPERATORS,
  type StringCondition,
  type Unit,
  isUnsafeValueError,
  type TypedQuantityReading,
  type UnitChoices,
  type UnsafeValueError,
} from '../../../../core';
import { type CategoryChoice } from '../../../logic/categoryChoices';
import {
  type ConditionRow,
  type ListedRow,
  type NumberRow,
  type TextRow,
  appliesTo,
  conditionItem,
  rowKindOf,
  textValues,
} from './conditionRows';
import type { RowProblem, RowWithProblem } from './rowProblem';

/*
 * The condition rows as the Filter that is sent: each row read by core's one condition reader
 * (readCondition), and per row why it cannot be sent when it cannot (worded by rowProblemText).
 */

type RowReading = { readonly conditions: readonly Condition[] } | { readonly problem: RowProblem };

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
  /** The units the user chose per field (Settings): a bare number is read in its field's unit. */
  readonly units?: UnitChoices;
}): { filter: Filter; problems: RowWithProblem[] } {
  const conditions: Condition[] =
    input.category === 'all' ? [] : [{ kind: 'string', item: 'Category', operator: 'eq', values: [input.category] }];
  const problems: RowWithProblem[] = [];
  for (const row of input.rows) {
    const reading = readRow(row, input.category, input.lang, input.units);
    if ('problem' in reading) {
      problems.push({ rowId: row.id, problem: reading.problem });
    } else {
      conditions.push(...reading.conditions);
    }
  }
  return { filter: { conditions }, problems };
}

function readRow(
  row: ConditionRow,
  category: CategoryChoice,
  lang: Language,
  units: UnitChoices | undefined,
): RowReading {
  const searchItem = conditionItem(row.item);
  if (!searchItem) {
    return { problem: row.item === 'Category' ? { kind: 'categoryRow' } : { kind: 'notSearchItem', item: row.item } };
  }
  const item = searchItem.name;
  if (!appliesTo(searchItem, category)) {
    return { problem: { kind: 'notApplicable', item, category } };
  }
  if (row.kind !== rowKindOf(searchItem)) {
    return { problem: { kind: 'wrongKind', item } };
  }
  switch (row.kind) {
    case 'text':
      return readText(row, searchItem, lang);
    case 'number':
      return readNumber(row, searchItem, units);
    case 'boolean':
      return typeof row.value === 'boolean'
        ? { conditions: [{ kind: 'boolean', item, value: row.value }] }
        : { problem: { kind: 'yesNo', item } };
    case 'listed':
      return readListed(row, searchItem, lang);
  }
}

function readText(row: TextRow, searchItem: SearchItem, lang: Language): RowReading {
  const item = searchItem.name;
  if (!STRING_OPERATORS.includes(row.operator)) {
    return { problem: { kind: 'textOperator', item } };
  }
  const values = [...new Set(textValues(row.text))];
  if (values.length === 0) {
    return { problem: { kind: 'textEmpty', item } };
  }
  const reading = readCondition({ item, operator: row.operator, value: values, lang });
  return 'problem' in reading
    ? { problem: { kind: 'reading', problem: reading.problem } }
    : { conditions: [reading.condition] };
}

/**
 * Why a typed quantity cannot be read. An ambiguous comma has its own answer (1.5 or 1500), from the two
 * readings of what was typed; a number beyond the doubles is out of range like any value past every part;
 * anything else is no quantity of the unit.
 */
function quantityProblem(
  reading: Extract<TypedQuantityReading, { readonly problem: string }>,
  text: string,
  unit: Unit,
  item: string,
): RowProblem {
  if (reading.kind === 'ambiguousComma' && reading.readings) {
    const { typed, decimal, thousands } = reading.readings;
    return { kind: 'ambiguousComma', item, typed, decimal, thousands };
  }
  // Beyond the doubles (1e999): as any other value past every part, said with the words of the range check.
  if (reading.kind === 'tooLarge') return { kind: 'outOfRange', item, unit, typed: text, range: { kind: 'notFinite' } };
  return { kind: 'notQuantity', item, unit, typed: text };
}

function readNumber(row: NumberRow, searchItem: SearchItem, units: UnitChoices | undefined): RowReading {
  const item = searchItem.name;
  const unit = searchItem.unit;
  if (!unit) {
    return { problem: { kind: 'noUnit', item } };
  }
  // A bare number is in the unit shown beside the input (1.6 under Length is 1.6 mm), unlike the filter syntax's SI.
  const read = (text: string): number | '' | RowProblem => {
    if (text.trim() === '') return '';
    const reading = readTypedQuantity(text, unit, item, displayExponentOf(searchItem.field, unit, units));
    if (!('value' in reading)) return quantityProblem(reading, text, unit, item);
    // Read, but no value any part could have (-5, 1e99): refused here, before it becomes a hundred-digit $filter.
    const outOfRange = rangeProblemOf(searchItem.field, reading.value);
    return outOfRange ? { kind: 'outOfRange', item, unit, typed: text, range: outOfRange } : reading.value;
  };
  if (row.operator === 'between') {
    const [lower, upper] = [read(row.text), read(row.upperText)];
    if (lower === '' || upper === '') {
      return { problem: { kind: 'bothEnds', item, unit } };
    }
    if (typeof lower === 'object') return { problem: lower };
    if (typeof upper === 'object') return { problem: upper };
    if (lower > upper) {
      return { problem: { kind: 'emptyRange', item, from: row.text.trim(), to: row.upperText.trim() } };
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
    return { problem: { kind: 'numberOperator', item } };
  }
  const value = read(row.text);
  if (value === '') {
    return { problem: { kind: 'numberEmpty', item, unit } };
  }
  if (typeof value === 'object') return { problem: value };
  return { conditions: [{ kind: 'number', item, operator: operator as NumberOperator, value }] };
}

function readListed(row: ListedRow, searchItem: SearchItem, lang: Language): RowReading {
  const item = searchItem.name;
  if (row.values.length === 0) {
    return { problem: { kind: 'listedEmpty', item } };
  }
  const reading = readCondition({ item, operator: 'eq', value: row.values, lang });
  if ('problem' in reading) return { problem: { kind: 'reading', problem: reading.problem } };
  // A value chosen in two languages (In Production, then 生产中 after a switch) is sent once.
  const condition = reading.condition as StringCondition;
  return { conditions: [{ ...condition, values: [...new Set(condition.values)] }] };
}

/** What the pane shows as "will be sent": `$filter` and `$orderby` in the spec's syntax, before URL encoding. */
export type FilterText =
  { readonly filter: string; readonly orderby: string } | { readonly problem: UnsafeValueError; readonly item: string };

/**
 * The exact `$filter` and `$orderby` of a search, as people read them (formatFilter, formatOrderBy); the
 * request carries them percent-encoded. A value that cannot be sent faithfully is a problem, never text
 * that would mean something else.
 */
export function filterText(filter: Filter, orderby: readonly SortOrder[]): FilterText {
  try {
    return { filter: formatFilter(filter), orderby: formatOrderBy(orderby) };
  } catch (error) {
    if (isUnsafeValueError(error)) {
      return { problem: error, item: error.item };
    }
    throw error;
  }
}
