import {
  type Condition,
  type ConditionProblem,
  displayExponentOf,
  type Filter,
  formatFilter,
  formatOrderBy,
  FRIENDLY_EXAMPLES,
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
} from '../../../../core';
import { t } from '../../../i18n/i18n';
import { type CategoryChoice } from '../../../logic/categoryChoices';
import { categoryInText } from '../../../wording/categoryNames';
import { describeError } from '../../../wording/describeError';
import { rangeProblemText } from '../wording/rangeProblemText';
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
  /** The units the user chose per field (Settings): a bare number is read in its field's unit. */
  readonly units?: UnitChoices;
}): { filter: Filter; problems: RowProblem[] } {
  const conditions: Condition[] =
    input.category === 'all' ? [] : [{ kind: 'string', item: 'Category', operator: 'eq', values: [input.category] }];
  const problems: RowProblem[] = [];
  for (const row of input.rows) {
    const reading = readRow(row, input.category, input.lang, input.units);
    if ('problem' in reading) {
      problems.push({ rowId: row.id, message: reading.problem });
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
    return {
      problem:
        row.item === 'Category'
          ? t('search.problems.categoryRow')
          : t('search.problems.notSearchItem', { item: row.item }),
    };
  }
  const item = searchItem.name;
  if (!appliesTo(searchItem, category)) {
    return {
      problem: t('search.problems.notApplicable', { item, category: categoryInText(category) }),
    };
  }
  if (row.kind !== rowKindOf(searchItem)) {
    return { problem: t('search.problems.wrongKind', { item }) };
  }
  switch (row.kind) {
    case 'text':
      return readText(row, searchItem, lang);
    case 'number':
      return readNumber(row, searchItem, units);
    case 'boolean':
      return typeof row.value === 'boolean'
        ? { conditions: [{ kind: 'boolean', item, value: row.value }] }
        : { problem: t('search.problems.yesNo', { item }) };
    case 'listed':
      return readListed(row, searchItem, lang);
  }
}

function readText(row: TextRow, searchItem: SearchItem, lang: Language): RowReading {
  const item = searchItem.name;
  if (!STRING_OPERATORS.includes(row.operator)) {
    return {
      problem: t('search.problems.textOperator', {
        item,
        startswith: t('search.operators.startswith'),
        contains: t('search.operators.contains'),
        equals: t('search.operators.equals'),
      }),
    };
  }
  const values = [...new Set(textValues(row.text))];
  if (values.length === 0) {
    return { problem: t('search.problems.textEmpty', { item }) };
  }
  const reading = readCondition({ item, operator: row.operator, value: values, lang });
  return 'problem' in reading ? { problem: problemText(reading.problem) } : { conditions: [reading.condition] };
}

/**
 * A problem of the reader in the pane's words, which start with the item's name and say what to do. The
 * kinds a text or listed row cannot meet (its values are split at `|` and blanks dropped before reading)
 * keep core's sentence.
 */
function problemText(problem: ConditionProblem): string {
  const { item } = problem;
  const value = problem.value ?? '';
  switch (problem.kind) {
    case 'quote':
      return t('search.problems.quote', { item, value, contains: t('search.operators.contains') });
    case 'brokenCharacter':
      return t('search.problems.brokenCharacter', { item, value });
    case 'notListed':
      return t('search.problems.notListed', { item, value, allowed: (problem.allowed ?? []).join(', ') });
    default:
      return t('search.problems.other', { item, message: problem.message });
  }
}

/**
 * What a typed quantity that cannot be read says. An ambiguous comma has its own answer (1.5 or 1500),
 * worded from the two readings of what was typed; a number beyond the doubles, that it is too large;
 * anything else, how to write the quantity.
 */
function quantityProblem(
  reading: Extract<TypedQuantityReading, { readonly problem: string }>,
  text: string,
  unit: Unit,
  item: string,
): string {
  if (reading.kind === 'ambiguousComma' && reading.readings) {
    const { typed, decimal, thousands } = reading.readings;
    return t('search.problems.ambiguousComma', { item, value: typed, decimal, thousands });
  }
  if (reading.kind === 'tooLarge') {
    // Beyond the doubles (1e999): as any other value past every part, said with the words of the range check.
    return rangeProblemText({ kind: 'notFinite' }, { item, unit, typed: text });
  }
  return t('search.problems.notQuantity', {
    item,
    value: text.trim(),
    quantity: t(`search.problems.quantities.${unit}`),
    example: FRIENDLY_EXAMPLES[unit],
  });
}

function readNumber(row: NumberRow, searchItem: SearchItem, units: UnitChoices | undefined): RowReading {
  const item = searchItem.name;
  const unit = searchItem.unit;
  if (!unit) {
    return { problem: t('search.problems.noUnit', { item }) };
  }
  const example = FRIENDLY_EXAMPLES[unit];
  // A bare number is in the unit shown beside the input (1.6 under Length is 1.6 mm), unlike the filter syntax's SI.
  const read = (text: string): number | string => {
    if (text.trim() === '') return '';
    const reading = readTypedQuantity(text, unit, item, displayExponentOf(searchItem.field, unit, units));
    if (!('value' in reading)) return quantityProblem(reading, text, unit, item);
    // Read, but no value any part could have (-5, 1e99): refused here, before it becomes a hundred-digit $filter.
    const outOfRange = rangeProblemOf(searchItem.field, reading.value);
    return outOfRange ? rangeProblemText(outOfRange, { item, unit, typed: text }) : reading.value;
  };
  if (row.operator === 'between') {
    const [lower, upper] = [read(row.text), read(row.upperText)];
    if (lower === '' || upper === '') {
      return { problem: t('search.problems.bothEnds', { item, example }) };
    }
    if (typeof lower === 'string') return { problem: lower };
    if (typeof upper === 'string') return { problem: upper };
    if (lower > upper) {
      return {
        problem: t('search.problems.emptyRange', { item, from: row.text.trim(), to: row.upperText.trim() }),
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
    return { problem: t('search.problems.numberOperator', { item, between: t('search.operators.between') }) };
  }
  const value = read(row.text);
  if (value === '') {
    return { problem: t('search.problems.numberEmpty', { item, example }) };
  }
  if (typeof value === 'string') return { problem: value };
  return { conditions: [{ kind: 'number', item, operator: operator as NumberOperator, value }] };
}

function readListed(row: ListedRow, searchItem: SearchItem, lang: Language): RowReading {
  const item = searchItem.name;
  if (row.values.length === 0) {
    return { problem: t('search.problems.listedEmpty', { item }) };
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
