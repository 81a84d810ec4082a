import {
  CATEGORY_IDS,
  type Language,
  LANGUAGES,
  SEARCH_ITEMS,
  type SearchItem,
  englishListedValue,
  listedValues,
  localizedListedValue,
  nearestNames,
  searchItemNamed,
  type ListedItemName,
} from '../catalog';
import { type Condition, NUMBER_OPERATORS, type NumberOperator, STRING_OPERATORS, type StringOperator } from './ast';
import { VALUE_SEPARATOR } from './literal';
import { type RefusedCharacter, refusedPartnoCharacter } from './partnoCharacters';
import { parseQuantity } from './quantity';
import { isWellFormed } from './serialize';

/**
 * What keeps (item, operator, value) from being a condition:
 * - `notSearchItem`: the item is not a search item of spec 4.3 (`suggestions` names the nearest);
 * - `operator`: the operator does not compare that item's type (`allowed` lists those that do);
 * - `empty`: no value, or an empty one between separators;
 * - `notQuantity`: not a number of the item's unit (`example` shows one);
 * - `notListed`: not one of the item's listed values (spec 4.4; `allowed` lists them in the language);
 * - `notCategory`: not a Category ID (spec 1; `allowed`);
 * - `notYesNo`: a yes/no item compared with something other than true or false;
 * - `quote`: a `'`, which no literal can carry (the spec shows no escape), at `position` in the value;
 * - `separator`: a `|` inside one of values given already separated (it would split it in two);
 * - `brokenCharacter`: a lone UTF-16 surrogate, which no URL can carry;
 * - `character`: a character no part number holds (partnoProblem only: a control, a bidirectional control,
 *   a backslash), named in `character`.
 */
export type ConditionProblemKind =
  | 'notSearchItem'
  | 'operator'
  | 'empty'
  | 'notQuantity'
  | 'notListed'
  | 'notCategory'
  | 'notYesNo'
  | 'quote'
  | 'separator'
  | 'brokenCharacter'
  | 'character';

/** Why a condition cannot be read, as data for the layer above to word; `message` names no screen. */
export interface ConditionProblem {
  readonly kind: ConditionProblemKind;
  /** The item as given (its spec name once it is known). */
  readonly item: string;
  /** The value the problem is about, as given. */
  readonly value?: string;
  /** 0-based offset in the value text as given (a `'`), when the problem has a place. */
  readonly position?: number;
  /** What would do instead: operators, listed values, category IDs. */
  readonly allowed?: readonly string[];
  /** Nearest search item names, for `notSearchItem`. */
  readonly suggestions?: readonly string[];
  /** A value of the item's unit, for `notQuantity`, e.g. `100nF`. */
  readonly example?: string;
  /** The character refused in a part number (partnoProblem), with its name and place. */
  readonly character?: RefusedCharacter;
  readonly message: string;
}

export type ConditionReading = { readonly condition: Condition } | { readonly problem: ConditionProblem };

export interface ConditionInput {
  /** A search item's name, in any case (`Capacitance`, `capacitance`). */
  readonly item: string;
  /** `eq`, `ge`, ... `startswith`, `contains` in any case, or a symbol: `=`, `>=`, `≥`, `<=`, `≤`, `>`, `<`. */
  readonly operator: string;
  /**
   * The value as typed: text holding one value or several separated by `|` (spec 4.3 rule 1), trimmed and
   * each kept once; or the values already separated (a form that splits them its own way), taken as given. Numbers with or without a unit (`100nF`,
   * `1e-7`), listed values in any language, true or false.
   */
  readonly value: string | readonly string[];
  /** The search's language: listed values are spelled in it. */
  readonly lang: Language;
  /**
   * Languages besides `lang` whose spelling of a listed value is read (a choice made before the language
   * changed, or the English form); the spelling sent is always `lang`'s.
   * @default every language
   */
  readonly listedFrom?: readonly Language[];
}

/** Operator symbols people type, and the spec's operator each stands for. */
export const SYMBOL_OPERATORS: Readonly<Record<string, NumberOperator>> = {
  '=': 'eq',
  '==': 'eq',
  '>=': 'ge',
  '\u2265': 'ge',
  '<=': 'le',
  '\u2264': 'le',
  '>': 'gt',
  '<': 'lt',
};

const ITEMS_BY_LOWER_NAME = new Map(SEARCH_ITEMS.map((searchItem) => [searchItem.name.toLowerCase(), searchItem]));
const ITEM_NAMES = SEARCH_ITEMS.map((searchItem) => searchItem.name);

/**
 * One condition from what a person gives side by side (an item, an operator, a value), or what keeps it
 * from being one. The one reader behind the pane's condition rows, PART.BUILDFILTER and the part-number checks
 * of lookup and BOM refresh; what it accepts is what parseFilter's friendly syntax accepts for a value.
 */
export function readCondition(input: ConditionInput): ConditionReading {
  const given = input.item.trim();
  const searchItem = searchItemNamed(given) ?? ITEMS_BY_LOWER_NAME.get(given.toLowerCase());
  if (!searchItem) {
    const suggestions = nearestNames(given, ITEM_NAMES);
    const hint = suggestions.length > 0 ? `; did you mean ${suggestions.join(', ')}?` : '';
    return problem({
      kind: 'notSearchItem',
      item: given,
      suggestions,
      message: `"${given}" is not a search item${hint}`,
    });
  }
  const operator = operatorOf(input.operator, searchItem);
  if (operator === undefined) {
    const allowed = operatorsOf(searchItem);
    return problem({
      kind: 'operator',
      item: searchItem.name,
      value: input.operator,
      allowed,
      message: `${searchItem.name} cannot be compared with "${input.operator.trim()}": use ${allowed.join(', ')}`,
    });
  }
  switch (searchItem.type) {
    case 'double':
      return readNumber(searchItem, operator as NumberOperator, input.value);
    case 'boolean':
      return readYesNo(searchItem, input.value);
    case 'string':
      return readText(searchItem, operator as StringOperator, input.value, input.lang, input.listedFrom ?? LANGUAGES);
  }
}

/**
 * What keeps a part number from being asked for (`Partno eq '...'`): a character it cannot hold
 * (refusedPartnoCharacter: `'`, `|`, a backslash, a control, a bidirectional control, half a surrogate
 * pair), or nothing at all; undefined when it can be sent as it is.
 */
export function partnoProblem(partno: string): ConditionProblem | undefined {
  const character = refusedPartnoCharacter(partno);
  if (character) {
    const kind = CHARACTER_PROBLEMS[character.kind] ?? 'character';
    return {
      kind,
      item: 'Partno',
      value: partno,
      position: character.position,
      character,
      message: `A part number cannot hold ${character.code} ${character.name} (character ${character.position + 1})`,
    };
  }
  const reading = readCondition({ item: 'Partno', operator: 'eq', value: [partno], lang: 'en' });
  return 'problem' in reading ? reading.problem : undefined;
}

/** The kinds of problem of a refused character that every text value has; the others are `character`. */
const CHARACTER_PROBLEMS: Partial<Record<RefusedCharacter['kind'], ConditionProblemKind>> = {
  quote: 'quote',
  separator: 'separator',
  loneSurrogate: 'brokenCharacter',
};

/**
 * A listed value as the service accepts it in `lang`: its spelling in that language, found from its
 * spelling (in any case, surrounding spaces ignored) in `lang` first and then in each of `from`; undefined
 * when it is none of the item's values there.
 */
export function listedSpelling(
  listed: ListedItemName,
  value: string,
  lang: Language,
  from: readonly Language[] = LANGUAGES,
): string | undefined {
  const trimmed = value.trim();
  for (const language of [lang, ...from.filter((other) => other !== lang)]) {
    const english = englishListedValue(listed, trimmed, language);
    if (english !== undefined) return localizedListedValue(listed, english, lang);
  }
  return undefined;
}

function problem(details: ConditionProblem): ConditionReading {
  return { problem: details };
}

/** The operators that compare an item of each type (spec 4.3). */
function operatorsOf(searchItem: SearchItem): readonly (NumberOperator | StringOperator)[] {
  switch (searchItem.type) {
    case 'string':
      return STRING_OPERATORS;
    case 'double':
      return NUMBER_OPERATORS;
    case 'boolean':
      return ['eq'];
  }
}

function operatorOf(text: string, searchItem: SearchItem): NumberOperator | StringOperator | undefined {
  const word = text.trim();
  const operator = Object.hasOwn(SYMBOL_OPERATORS, word) ? SYMBOL_OPERATORS[word] : word.toLowerCase();
  return operatorsOf(searchItem).find((allowed) => allowed === operator);
}

function textOf(value: string | readonly string[]): string {
  return typeof value === 'string' ? value : value.join(VALUE_SEPARATOR);
}

function readNumber(
  searchItem: SearchItem,
  operator: NumberOperator,
  value: string | readonly string[],
): ConditionReading {
  const text = textOf(value).trim();
  const item = searchItem.name;
  if (text === '') return problem({ kind: 'empty', item, message: `Give a value of ${item}` });
  if (!searchItem.unit) {
    const number = Number(text);
    return Number.isFinite(number)
      ? { condition: { kind: 'number', item, operator, value: number } }
      : problem({ kind: 'notQuantity', item, value: text, message: `"${text}" is not a number` });
  }
  const reading = parseQuantity(text, searchItem.unit, item);
  if ('problem' in reading) {
    return problem({
      kind: 'notQuantity',
      item,
      value: text,
      example: exampleOf(reading.problem),
      message: reading.problem,
    });
  }
  return { condition: { kind: 'number', item, operator, value: reading.value } };
}

/** The example parseQuantity's sentence ends with (`e.g. 100nF`). */
function exampleOf(sentence: string): string | undefined {
  return /e\.g\. (\S+)$/.exec(sentence)?.[1];
}

function readYesNo(searchItem: SearchItem, value: string | readonly string[]): ConditionReading {
  const text = textOf(value).trim().toLowerCase();
  if (text === 'true' || text === 'false') {
    return { condition: { kind: 'boolean', item: searchItem.name, value: text === 'true' } };
  }
  return problem({
    kind: text === '' ? 'empty' : 'notYesNo',
    item: searchItem.name,
    value: textOf(value),
    allowed: ['true', 'false'],
    message: `${searchItem.name} is a yes/no item: compare it with true or false`,
  });
}

function readText(
  searchItem: SearchItem,
  operator: StringOperator,
  value: string | readonly string[],
  lang: Language,
  listedFrom: readonly Language[],
): ConditionReading {
  const item = searchItem.name;
  const text = textOf(value);
  // Text is split and trimmed here; values given already separated are taken as they are, each checked.
  const values = typeof value === 'string' ? value.split(VALUE_SEPARATOR).map((one) => one.trim()) : [...value];
  const once = (read: readonly string[]): string[] => (typeof value === 'string' ? [...new Set(read)] : [...read]);
  const quoted = values.find((one) => one.includes("'"));
  if (quoted !== undefined) {
    // Where the ' is in what was typed: the text as given, or the one value holding it.
    const position = typeof value === 'string' ? text.indexOf("'") : quoted.indexOf("'");
    return problem({
      kind: 'quote',
      item,
      value: typeof value === 'string' ? text : quoted,
      position,
      message: `A value of ${item} cannot contain ' (character ${position + 1}): the service's filter language has no escape for it`,
    });
  }
  const split = values.findIndex((one) => one.includes(VALUE_SEPARATOR));
  if (split >= 0) {
    return problem({
      kind: 'separator',
      item,
      value: values[split],
      position: values[split].indexOf(VALUE_SEPARATOR),
      message: `A value of ${item} cannot contain |: the service reads it as a separator between two values`,
    });
  }
  const broken = values.find((one) => !isWellFormed(one));
  if (broken !== undefined) {
    return problem({
      kind: 'brokenCharacter',
      item,
      value: broken,
      message: `A value of ${item} holds a broken character (a lone UTF-16 surrogate)`,
    });
  }
  if (values.length === 0 || values.some((one) => one === '')) {
    return problem({
      kind: 'empty',
      item,
      value: text,
      message:
        values.length > 1
          ? `A value of ${item} is empty: separate several values with a single |`
          : `Give a value of ${item}`,
    });
  }
  if (item === 'Category') {
    const ids = values.map((one) => CATEGORY_IDS.find((id) => id.toLowerCase() === one.trim().toLowerCase()));
    const unknown = values.find((_, index) => ids[index] === undefined);
    if (unknown !== undefined) {
      return problem({
        kind: 'notCategory',
        item,
        value: unknown,
        allowed: CATEGORY_IDS,
        message: `Unknown Category "${unknown}"; use one of ${CATEGORY_IDS.join(', ')}`,
      });
    }
    return { condition: { kind: 'string', item, operator, values: once(ids as string[]) } };
  }
  const listed = searchItem.listed;
  if (searchItem.restricted && listed) {
    const spellings = values.map((one) => listedSpelling(listed, one, lang, listedFrom));
    const unknown = values.find((_, index) => spellings[index] === undefined);
    if (unknown !== undefined) {
      const allowed = listedValues(listed, lang);
      return problem({
        kind: 'notListed',
        item,
        value: unknown,
        allowed,
        message: `"${unknown}" is not a listed value of ${item}; use one of: ${allowed.join(', ')}`,
      });
    }
    return { condition: { kind: 'string', item, operator, values: once(spellings as string[]) } };
  }
  return { condition: { kind: 'string', item, operator, values: once(values) } };
}
