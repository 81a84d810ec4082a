import {
  type Condition,
  type ConditionProblem,
  DISPLAY_EXPONENTS,
  type Filter,
  formatFilter,
  formatOrderBy,
  FRIENDLY_EXAMPLES,
  type Language,
  NUMBER_OPERATORS,
  type NumberOperator,
  readCondition,
  readTypedQuantity,
  type SearchItem,
  type SortOrder,
  STRING_OPERATORS,
  type StringCondition,
  type Unit,
  isUnsafeValueError,
} from '../../core';
import { type CategoryChoice, categoryLabel } from './categoryChoices';
import { describeError } from './describeError';
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

/*
 * The condition rows as the Filter that is sent: each row read by core's one condition reader
 * (readCondition), and per row what to write instead when it cannot be sent, in the pane's words.
 */

/** A row that cannot be sent, and what to write instead. */
export interface RowProblem {
  readonly rowId: string;
  /** What is wrong and what to write instead, starting with the item's name. */
  readonly message: string;
}

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
      return readText(row, searchItem, lang);
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

function readText(row: TextRow, searchItem: SearchItem, lang: Language): RowReading {
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
  const reading = readCondition({ item, operator: row.operator, value: values, lang });
  return 'problem' in reading ? { problem: problemText(reading.problem) } : { conditions: [reading.condition] };
}

/** A problem of the reader in the pane's words, which start with the item's name and say what to do. */
function problemText(problem: ConditionProblem): string {
  const { item, value } = problem;
  switch (problem.kind) {
    case 'quote':
      return `${item}: "${value}" contains ', which the service cannot search for; search for the text before or after it with "contains" instead.`;
    case 'brokenCharacter':
      return `${item}: "${value}" holds a broken character (a lone UTF-16 surrogate); retype the value.`;
    case 'notListed':
      return `${item}: "${value}" is not one of its values; choose from the list (${(problem.allowed ?? []).join(', ')}).`;
    default:
      return `${item}: ${problem.message}.`;
  }
}

function readNumber(row: NumberRow, searchItem: SearchItem): RowReading {
  const item = searchItem.name;
  const unit = searchItem.unit;
  if (!unit) {
    return { problem: `${item}: this item has no unit to read values in; choose another item.` };
  }
  const example = FRIENDLY_EXAMPLES[unit];
  // A bare number is in the unit shown beside the input (1.6 under Length is 1.6 mm), unlike the filter syntax's SI.
  const read = (text: string): number | string => {
    if (text.trim() === '') return '';
    const reading = readTypedQuantity(text, unit, item, DISPLAY_EXPONENTS[unit]);
    if ('value' in reading) return reading.value;
    // An ambiguous comma has its own answer (1.5 or 1500); anything else, how to write the quantity.
    return reading.kind === 'ambiguousComma'
      ? `${item}: ${reading.problem}.`
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

function readListed(row: ListedRow, searchItem: SearchItem, lang: Language): RowReading {
  const item = searchItem.name;
  if (row.values.length === 0) {
    return { problem: `${item}: choose at least one value, or remove this condition.` };
  }
  const reading = readCondition({ item, operator: 'eq', value: row.values, lang });
  if ('problem' in reading) return { problem: problemText(reading.problem) };
  // A value chosen in two languages (In Production, then 生产中 after a switch) is sent once.
  const condition = reading.condition as StringCondition;
  return { conditions: [{ ...condition, values: [...new Set(condition.values)] }] };
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
    if (isUnsafeValueError(error)) {
      return { problem: describeError(error), item: error.item };
    }
    throw error;
  }
}
